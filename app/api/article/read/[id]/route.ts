import { errors } from '@/lib/core/errors';
import { apiHandler } from '@/lib/api/handler';
import { clientIp } from '@/lib/auth/client-ip';
import { assertReadAllowed } from '@/lib/abuse/rate-limit';
import { isBotUserAgent, recordArticleRead } from '@/lib/blog/reads';
import { env } from '@/lib/env';

/**
 * POST /api/article/read/{id}: the article page's read beacon (public, no token). 204 when counted
 * or ignored (bots), 404 for an unknown or unpublished article, 429 for an address over the limit.
 */
export const POST = apiHandler<{ id: string }>(async ({ req, params }) => {
  const userAgent = req.headers.get('user-agent');
  if (!isBotUserAgent(userAgent)) assertReadAllowed(clientIp(req.headers, env().TRUST_PROXY));
  const outcome = await recordArticleRead({ id: params.id, userAgent, timeZone: env().SITE_TIME_ZONE });
  if (outcome === 'not-found') throw errors.notFound();
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
