import 'server-only';
import { and, count, desc, eq, gt, isNull, like, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { oneTimeTokens, users } from '@/db/schema';
import { AppError } from '@/lib/core/errors';
import { env } from '@/lib/env';
import { deviceVerificationEmail } from '@/lib/mail/templates/device-verification';
import { sendBrandedEmail } from '@/lib/mail/transport';
import { assertAddressAllowed, recordAccountAction, tooManyAttempts } from '@/lib/abuse/rate-limit';
import type { ResendDeviceCodeValues, VerifyDeviceValues } from './schema';
import { countWrongCode, spendCode } from './one-time-codes';
import { hashToken, hmacToken, randomCode, randomToken, safeEqual, signValue } from './tokens';

/**
 * Device verification (beyond the spec, after Ghost): with STAFF_DEVICE_VERIFICATION=true, a sign-in
 * from a device or browser without a valid remembered-device cookie gets no session yet: login()
 * opens a challenge and emails a 6-digit code; the code (POST /api/auth/verify-device or the
 * /verify-device page) grants the session and remembers the device for 180 days in a signed cookie.
 *
 * A challenge is rows of one_time_tokens (purpose 'device-verification'): `subject` holds
 * `<sha256 of the challenge id>:<remember flag>`, `token_hash` the HMAC of the code. A resend adds a
 * row with the same subject and uses the previous one up.
 */
export const DEVICE_COOKIE = 'vitrine_device';
export const DEVICE_REMEMBER_MS = 180 * 24 * 60 * 60_000;
export const DEVICE_CODE_TTL_MS = 10 * 60_000;
/** A challenge can be resent for this long after it was opened. */
export const DEVICE_CHALLENGE_TTL_MS = 60 * 60_000;
export const MAX_DEVICE_CODE_ATTEMPTS = 5;
const MAX_REMEMBERED = 5;

export function deviceVerificationEnabled(): boolean {
  return env().STAFF_DEVICE_VERIFICATION;
}

const entrySignature = (userId: number, expires: number) => signValue(`device:${userId}:${expires}`);

function parseEntries(cookie: string | null | undefined): { userId: number; expires: number; signature: string }[] {
  if (!cookie) return [];
  return cookie
    .split('~')
    .slice(0, MAX_REMEMBERED)
    .map((entry) => {
      const [userId, expires, signature] = entry.split('.');
      return { userId: Number(userId), expires: Number(expires), signature: signature ?? '' };
    })
    .filter((e) => Number.isSafeInteger(e.userId) && Number.isSafeInteger(e.expires));
}

/** Whether the remembered-device cookie holds a valid, unexpired signature for this user. */
export function isDeviceRemembered(cookie: string | null | undefined, userId: number, now = Date.now()): boolean {
  return parseEntries(cookie).some((e) => e.userId === userId && e.expires > now && safeEqual(e.signature, entrySignature(e.userId, e.expires)));
}

/** The cookie's new value with this user remembered (at most five accounts per browser, newest first). */
export function rememberDevice(cookie: string | null | undefined, userId: number, now = Date.now()): string {
  const expires = now + DEVICE_REMEMBER_MS;
  const others = parseEntries(cookie).filter((e) => e.userId !== userId && e.expires > now);
  return [{ userId, expires, signature: entrySignature(userId, expires) }, ...others]
    .slice(0, MAX_REMEMBERED)
    .map((e) => `${e.userId}.${e.expires}.${e.signature}`)
    .join('~');
}

export const deviceCookieOptions = () => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: env().SITE_URL.startsWith('https:'),
  path: '/',
  maxAge: DEVICE_REMEMBER_MS / 1000,
});

const codeHash = (userId: number, code: string) => hmacToken(`device-verification:${userId}:${code}`);
const subjectPrefix = (challenge: string) => `${hashToken(challenge)}:`;

export interface ChallengeContext {
  ip: string;
  userAgent?: string | null;
}

async function emailDeviceCode(userId: number, code: string, ctx: ChallengeContext) {
  const db = await getDb();
  const [user] = await db.select({ name: users.name, email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  await sendBrandedEmail({ to: user.email, locale: user.locale, template: 'device-verification' }, (brand) =>
    deviceVerificationEmail({ locale: user.locale, brand, name: user.name, code, codeMinutes: DEVICE_CODE_TTL_MS / 60_000, userAgent: ctx.userAgent?.slice(0, 200), ipAddress: ctx.ip }),
  );
}

/** Opens a challenge for a user whose password was right, and emails the code. */
export async function startDeviceChallenge(userId: number, remember: boolean, ctx: ChallengeContext): Promise<{ challenge: string; expiresAt: Date }> {
  const db = await getDb();
  const challenge = randomToken();
  const code = randomCode();
  const expiresAt = new Date(Date.now() + DEVICE_CODE_TTL_MS);
  await db.insert(oneTimeTokens).values({
    purpose: 'device-verification',
    userId,
    subject: `${subjectPrefix(challenge)}${remember ? '1' : '0'}`,
    tokenHash: codeHash(userId, code),
    expiresAt,
  });
  await emailDeviceCode(userId, code, ctx);
  return { challenge, expiresAt };
}

async function latestChallengeRow(challenge: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.purpose, 'device-verification'), like(oneTimeTokens.subject, `${subjectPrefix(challenge)}%`)))
    .orderBy(desc(oneTimeTokens.id))
    .limit(1);
  return row;
}

const invalidCode = () => new AppError('Errors.invalidCode', 422, { fieldErrors: [{ field: 'code', messageKey: 'Errors.invalidCode' }] });

/**
 * Compared against when there is no code to compare with, so that a miss costs what a wrong code
 * costs. The length of an HMAC-SHA256 in hex; no HMAC is ever all zeros in practice.
 */
const NO_CODE_HASH = '0'.repeat(64);

/**
 * POST /api/auth/verify-device: a right code answers the user whose session may now be created, and
 * whether it is a long one. A wrong code for an open challenge and any code for an unknown, spent or
 * expired one take the same steps (one read, one hash compare, one counting update, one record).
 */
export async function verifyDeviceCode({ challenge, code }: VerifyDeviceValues, ctx: ChallengeContext): Promise<{ userId: number; remember: boolean }> {
  await assertAddressAllowed('device-code-failed', ctx.ip);
  const db = await getDb();
  const row = await latestChallengeRow(challenge);
  const usable = !!row && row.userId !== null && !row.usedAt && row.expiresAt > new Date() && row.attempts < MAX_DEVICE_CODE_ATTEMPTS;
  const right = safeEqual(codeHash(row?.userId ?? 0, code), usable ? row.tokenHash : NO_CODE_HASH) && usable;
  if (!right || !row.userId) {
    // With nothing to count against, the same update matches no row.
    await countWrongCode(db, usable ? row.id : 0, MAX_DEVICE_CODE_ATTEMPTS);
    await recordAccountAction('device-code-failed', { ip: ctx.ip, userId: row?.userId ?? null });
    throw invalidCode();
  }
  if (!(await spendCode(db, row.id))) throw invalidCode();
  const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user || (user.status !== 'active' && user.status !== 'first-access')) throw invalidCode();
  return { userId: row.userId, remember: row.subject?.endsWith(':1') ?? false };
}

/** POST /api/auth/verify-device/resend: a new code for an open challenge, at most once a minute and five times an hour. */
export async function resendDeviceCode({ challenge }: ResendDeviceCodeValues, ctx: ChallengeContext): Promise<{ expiresAt: Date }> {
  await assertAddressAllowed('device-code-failed', ctx.ip);
  const db = await getDb();
  const now = Date.now();
  const prefix = subjectPrefix(challenge);
  const row = await latestChallengeRow(challenge);
  const [first] = row
    ? await db
        .select({ n: count(), oldest: sql<Date>`min(${oneTimeTokens.createdAt})`.mapWith(oneTimeTokens.createdAt) })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.purpose, 'device-verification'), like(oneTimeTokens.subject, `${prefix}%`)))
    : [];
  if (!row || !row.userId || !first?.oldest || first.oldest.getTime() + DEVICE_CHALLENGE_TTL_MS < now) {
    await recordAccountAction('device-code-failed', { ip: ctx.ip });
    throw new AppError('VerifyDevice.challengeExpired', 410);
  }
  if (row.createdAt.getTime() + 60_000 > now) throw tooManyAttempts('account', row.createdAt.getTime() + 60_000 - now);
  if (first.n >= 6) throw tooManyAttempts('account', first.oldest.getTime() + DEVICE_CHALLENGE_TTL_MS - now);

  const code = randomCode();
  const expiresAt = new Date(now + DEVICE_CODE_TTL_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(oneTimeTokens.purpose, 'device-verification'), like(oneTimeTokens.subject, `${prefix}%`), isNull(oneTimeTokens.usedAt)));
    await tx.insert(oneTimeTokens).values({
      purpose: 'device-verification',
      userId: row.userId,
      subject: row.subject,
      tokenHash: codeHash(row.userId as number, code),
      expiresAt,
    });
  });
  await emailDeviceCode(row.userId, code, ctx);
  return { expiresAt };
}

/** Whether a challenge id is still open (the verify-device page shows the code form only then). */
export async function isChallengeOpen(challenge: string): Promise<boolean> {
  if (!challenge || challenge.length > 200) return false;
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, 'device-verification'),
        like(oneTimeTokens.subject, `${subjectPrefix(challenge)}%`),
        gt(oneTimeTokens.createdAt, new Date(Date.now() - DEVICE_CHALLENGE_TTL_MS)),
      ),
    );
  return (row?.n ?? 0) > 0;
}
