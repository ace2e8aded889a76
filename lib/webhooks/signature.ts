import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a delivery (issue 20): `X-Vitrine-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" with the endpoint's secret>`. The time is inside the signed text, so a receiver that
 * refuses old timestamps cannot be replayed an old delivery. Pure: the README's receiver example does
 * the same in ten lines.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

/**
 * A receiver's check (used by the tests as a receiver would): the header parses, one v1 matches, and
 * the time is within `toleranceSeconds` of `nowSeconds`.
 */
export function verifySignature(secret: string, body: string, header: string | null | undefined, nowSeconds: number, toleranceSeconds = 300): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  return parts.some(([k, v]) => k === 'v1' && v !== undefined && v.length === expected.length && timingSafeEqual(Buffer.from(v), expected));
}
