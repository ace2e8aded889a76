import 'server-only';
import { and, count, eq, gt } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { loginAttempts } from '@/db/schema';

/**
 * Per-address limit of the public forms (contact, newsletter): 5 submissions per 10 minutes. Each
 * submission is a row of login_attempts whose `reason` names the form (always success = false, never
 * reason 'failed', so it counts neither as a failed login nor clears a login lockout). Going over the
 * limit does not refuse the submission: the caller stores it flagged as spam, for review.
 */
export type PublicFormAction = 'contact-submit' | 'newsletter-submit';

export const PUBLIC_FORM_LIMIT = { max: 5, windowMs: 10 * 60_000 };

/**
 * Records this submission and tells whether the address had already reached the limit within the
 * window before it (true: treat the submission as spam).
 */
export async function overPublicFormLimit(action: PublicFormAction, input: { ip: string; email: string }, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const since = new Date(now.getTime() - PUBLIC_FORM_LIMIT.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.reason, action), eq(loginAttempts.ipAddress, input.ip), gt(loginAttempts.createdAt, since)));
  await db.insert(loginAttempts).values({ email: input.email.slice(0, 320), ipAddress: input.ip, success: false, reason: action });
  return (row?.n ?? 0) >= PUBLIC_FORM_LIMIT.max;
}
