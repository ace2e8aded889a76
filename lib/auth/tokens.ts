import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random, unguessable token (base64url, 256 bits by default). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored as their SHA-256: a leaked table gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A 6-digit numeric code (uniformly random, leading zeros kept). */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The server secret (AUTH_SECRET, set at start): keys the HMACs here and the two-factor secrets' encryption. */
export function serverSecret(): string {
  const secret = process.env.AUTH_SECRET;
  if (!secret || secret.length < 32) throw new Error('AUTH_SECRET is not set (the server sets it at start)');
  return secret;
}

/**
 * HMAC-SHA256 under the server secret (hex). Short codes are stored this way rather than as a plain
 * SHA-256: a 6-digit code's plain hash is reversed by trying the million values; this one needs the secret.
 */
export function hmacToken(value: string): string {
  return createHmac('sha256', serverSecret()).update(value).digest('hex');
}

/** HMAC-SHA256 under the server secret, base64url (for signed cookies). */
export function signValue(value: string): string {
  return createHmac('sha256', serverSecret()).update(value).digest('base64url');
}
