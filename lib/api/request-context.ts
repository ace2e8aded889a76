import type { NextRequest } from 'next/server';
import { clientIp } from '@/lib/auth/client-ip';
import { env } from '@/lib/env';

/** The client's address and browser, for rate limits and the sign-in record. */
export function requestContext(req: NextRequest): { ip: string; userAgent: string | null } {
  return { ip: clientIp(req.headers, env().TRUST_PROXY), userAgent: req.headers.get('user-agent') };
}
