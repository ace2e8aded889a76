import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import { ALTCHA_FIELD_MAX } from './field';

/*
 * The ALTCHA protocol's two halves on the server (altcha-lib), pure: a challenge signed with an HMAC
 * key, and the check of a solution the form posts (base64 JSON). Single use is the database's job
 * (lib/spam/proof-of-work.ts): this module only says whether a solution is genuine and unexpired.
 */

/**
 * The largest secret number: the browser tries 0…n until a SHA-256 matches, half of it on average,
 * in Web Workers. 20,000 hashes take a phone's Web Crypto a few tenths of a second at most (a
 * desktop, tens of ms); a bot pays it for every post, and one without a browser cannot post at all.
 */
export const CHALLENGE_MAX_NUMBER = 20_000;
/** How long a challenge can be solved and posted (the widget fetches a new one when it expires). */
export const CHALLENGE_TTL_MS = 15 * 60_000;

/** GET /api/contact/challenge: what the `altcha` widget reads. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** A challenge signed with `hmacKey`, expiring after CHALLENGE_TTL_MS (in its salt: `?expires=`). */
export async function newChallenge(hmacKey: string, now = new Date()): Promise<AltchaChallenge> {
  const made = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey,
    maxnumber: CHALLENGE_MAX_NUMBER,
    expires: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return { algorithm: made.algorithm, challenge: made.challenge, maxnumber: made.maxnumber ?? CHALLENGE_MAX_NUMBER, salt: made.salt, signature: made.signature };
}

/** A genuine, unexpired solution: its challenge's signature (the single-use key) and expiry. */
export interface GenuineSolution {
  signature: string;
  expiresAt: Date;
}

function decode(payload: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The solution's challenge when the solution is genuine (signed with `hmacKey`, the number solves
 * it) and not expired; null for anything else (missing, malformed, tampered, expired, another
 * algorithm). Never throws.
 */
export async function genuineSolution(payload: string | null | undefined, hmacKey: string): Promise<GenuineSolution | null> {
  if (!payload || payload.length > ALTCHA_FIELD_MAX) return null;
  const decoded = decode(payload);
  if (!decoded) return null;
  const { algorithm, challenge, number, salt, signature } = decoded;
  if (algorithm !== 'SHA-256' || typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return null;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return null;
  // Ours always carry an expiry; a solution without one is not from this server.
  const expires = Number(extractParams({ algorithm, challenge, number, salt, signature }).expires);
  if (!Number.isSafeInteger(expires) || expires <= 0) return null;
  try {
    const ok = await verifySolution({ algorithm, challenge, number, salt, signature }, hmacKey, true);
    return ok ? { signature, expiresAt: new Date(expires * 1000) } : null;
  } catch {
    return null;
  }
}
