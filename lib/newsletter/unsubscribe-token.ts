import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `uniqueKey` of /unsubscribe-newsletter/{uniqueKey}/{id}: HMAC-SHA256 of the lead id under the
 * server secret (AUTH_SECRET), base64url. Nothing is stored, every newsletter can carry it again, it
 * cannot be guessed for another id, and it is checked in constant time. The value signed is prefixed
 * ('newsletter-unsubscribe:'), so it can never equal another signature made with the same secret.
 */
function secretOrThrow(secret: string | undefined): string {
  if (!secret || secret.length < 32) throw new Error('AUTH_SECRET is not set (the server sets it at start)');
  return secret;
}

export function unsubscribeToken(leadId: number, secret: string | undefined = process.env.AUTH_SECRET): string {
  return createHmac('sha256', secretOrThrow(secret)).update(`newsletter-unsubscribe:${leadId}`).digest('base64url');
}

/** True when `token` is the unsubscribe token of `leadId` (constant time; false for any malformed input). */
export function verifyUnsubscribeToken(token: unknown, leadId: unknown, secret: string | undefined = process.env.AUTH_SECRET): boolean {
  const id = typeof leadId === 'number' ? leadId : typeof leadId === 'string' && /^\d{1,10}$/.test(leadId) ? Number(leadId) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || typeof token !== 'string' || token.length > 100) return false;
  const expected = Buffer.from(unsubscribeToken(id, secret));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The lead id of a valid pair, else null. */
export function leadIdOf(token: unknown, leadId: unknown): number | null {
  return verifyUnsubscribeToken(token, leadId) ? Number(leadId) : null;
}
