import 'server-only';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { oneTimeTokens, users } from '@/db/schema';
import { AppError } from '@/lib/core/errors';
import { validationError } from '@/lib/core/validation';
import { runInBackground } from '@/lib/jobs/background';
import { passwordRecoveryEmail } from '@/lib/mail/templates/password-recovery';
import { sendBrandedEmail, siteUrl } from '@/lib/mail/transport';
import { countWrongCode, spendCode } from './one-time-codes';
import { hashPassword } from './password';
import { assertAddressAllowed, assertKeyAllowed, recordAccountAction } from '@/lib/abuse/rate-limit';
import { revokeUserSessions } from './sessions';
import { newPasswordSchema, type RecoverPasswordValues, type VerifyCodeValues } from './schema';
import { hashToken, hmacToken, randomCode, randomToken, safeEqual } from './tokens';

/**
 * Password recovery (spec §2): the user gives their email; an active account gets a 6-digit code and
 * a one-time link. The answer never says whether the email exists. A right code answers the reset
 * screen's address parts; the reset sets the password and ends every session of the user.
 */
export const RECOVERY_CODE_TTL_MS = 15 * 60_000;
export const RESET_LINK_TTL_MS = 60 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** Resend limits per email: once a minute, five times an hour. */
export const RECOVERY_REQUEST_LIMITS = [
  { max: 1, windowMs: 60_000 },
  { max: 5, windowMs: 60 * 60_000 },
];

export interface RequestContext {
  ip: string;
  userAgent?: string | null;
}

const codeHash = (userId: number, code: string) => hmacToken(`password-reset-code:${userId}:${code}`);

const invalidCodeOrEmail = () =>
  new AppError('Errors.invalidCodeOrEmail', 422, { fieldErrors: [{ field: 'code', messageKey: 'Errors.invalidCodeOrEmail' }] });

/** Creates a reset link token for a user (valid one hour); returns the address parts of /reset-password/{id}/{token}. */
async function createResetLink(userId: number): Promise<{ id: number; token: string }> {
  const db = await getDb();
  const token = randomToken();
  await db.insert(oneTimeTokens).values({
    purpose: 'password-reset-link',
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
  });
  return { id: userId, token };
}

/**
 * POST /api/auth/recover-password. Same answer (and no error) for a known or an unknown email; the
 * limits are counted per email typed, known or not, so they reveal nothing either. Both paths do the
 * same work before answering (limits, one lookup, one record, one background job queued); what only
 * an account gets (the code, the link, the email) is decided and done by that job after the answer,
 * so the answer's time tells nothing either.
 */
export async function requestPasswordRecovery({ email }: RecoverPasswordValues, ctx: RequestContext): Promise<void> {
  await assertAddressAllowed('recovery-request', ctx.ip);
  await assertKeyAllowed('recovery-request', email, RECOVERY_REQUEST_LIMITS);

  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale, status: users.status })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  await recordAccountAction('recovery-request', { email, ip: ctx.ip, userId: user?.id ?? null });
  // Queued for every email, known or not: registering the job (Next's after()) has a cost of its own.
  const recipient = user?.status === 'active' ? user : null;
  runInBackground('password-recovery-email', () => (recipient ? sendRecoveryEmail(recipient) : Promise.resolve()));
}

/** A new code and link for the account, emailed (recorded in the outbox, then delivered). */
async function sendRecoveryEmail(user: { id: number; name: string; email: string; locale: string }): Promise<void> {
  const db = await getDb();
  const code = randomCode();
  const now = new Date();
  await db.transaction(async (tx) => {
    // A new code replaces the previous one.
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, 'password-reset-code'), isNull(oneTimeTokens.usedAt)));
    await tx.insert(oneTimeTokens).values({
      purpose: 'password-reset-code',
      userId: user.id,
      tokenHash: codeHash(user.id, code),
      expiresAt: new Date(now.getTime() + RECOVERY_CODE_TTL_MS),
    });
  });
  const link = await createResetLink(user.id);
  const resetUrl = siteUrl(`/reset-password/${link.id}/${link.token}`, user.locale);
  // A delivery failure is recorded in the outbox and retried (npm run mail:retry), never thrown.
  await sendBrandedEmail(
    { to: user.email, locale: user.locale, template: 'password-recovery' },
    (brand) => passwordRecoveryEmail({ locale: user.locale, brand, name: user.name, code, codeMinutes: RECOVERY_CODE_TTL_MS / 60_000, resetUrl, linkMinutes: RESET_LINK_TTL_MS / 60_000 }),
    { background: true },
  );
}

/**
 * Compared against when there is no code to compare with, so that a miss costs what a wrong code
 * costs. The length of an HMAC-SHA256 in hex; no HMAC is ever all zeros in practice.
 */
const NO_CODE_HASH = '0'.repeat(64);

/**
 * POST /api/auth/verify-code. A right code (once, within 15 minutes, before 5 wrong ones) answers a
 * fresh reset link's address parts; anything else answers "Invalid code or user email". A wrong code
 * for an account and any code for an unknown email take the same steps (one read, one hash compare,
 * one counting update, one record), so the time of the refusal does not tell whether the email exists.
 */
export async function verifyRecoveryCode({ email, code }: VerifyCodeValues, ctx: RequestContext): Promise<{ id: number; token: string }> {
  await assertAddressAllowed('recovery-code-failed', ctx.ip);

  const db = await getDb();
  // The account and its newest open code in one read, whatever the email.
  const latestCode = db
    .select({ id: oneTimeTokens.id, userId: oneTimeTokens.userId, tokenHash: oneTimeTokens.tokenHash, attempts: oneTimeTokens.attempts })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, users.id),
        eq(oneTimeTokens.purpose, 'password-reset-code'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(oneTimeTokens.id))
    .limit(1)
    .as('latest_code');
  const [found] = await db
    .select({ userId: users.id, status: users.status, codeId: latestCode.id, tokenHash: latestCode.tokenHash, attempts: latestCode.attempts })
    .from(users)
    .leftJoinLateral(latestCode, sql`true`)
    .where(eq(users.email, email))
    .limit(1);

  const usable = !!found && found.status === 'active' && found.codeId !== null && (found.attempts ?? 0) < MAX_CODE_ATTEMPTS;
  const right = safeEqual(codeHash(found?.userId ?? 0, code), (usable && found.tokenHash) || NO_CODE_HASH) && usable;
  if (!right || !found?.codeId) {
    // Counted atomically (the fifth wrong code uses the code up); with no code, the same update matches no row.
    await countWrongCode(db, (usable && found.codeId) || 0, MAX_CODE_ATTEMPTS);
    await recordAccountAction('recovery-code-failed', { email, ip: ctx.ip, userId: found?.userId ?? null });
    throw invalidCodeOrEmail();
  }
  if (!(await spendCode(db, found.codeId))) {
    await recordAccountAction('recovery-code-failed', { email, ip: ctx.ip, userId: found.userId });
    throw invalidCodeOrEmail();
  }
  return createResetLink(found.userId);
}

/** The user a reset link belongs to, when the link is unused, unexpired and the account active. */
export async function findResetLink(id: unknown, token: unknown): Promise<{ tokenId: number; userId: number } | null> {
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0 || typeof token !== 'string' || token.length < 20 || token.length > 200) return null;
  const db = await getDb();
  const [row] = await db
    .select({ tokenId: oneTimeTokens.id, userId: oneTimeTokens.userId, status: users.status })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, 'password-reset-link'),
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row || row.userId === null || row.status !== 'active') return null;
  return { tokenId: row.tokenId, userId: row.userId };
}

/**
 * POST /api/auth/reset-password/{id}/{token}: sets the new password (§5 rules), uses up every
 * recovery code and link of the user and ends all their sessions, in one transaction.
 */
export async function resetPassword(id: unknown, token: unknown, input: unknown, ctx: RequestContext): Promise<{ userId: number }> {
  await assertAddressAllowed('reset-link-failed', ctx.ip);
  const link = await findResetLink(id, token);
  if (!link) {
    await recordAccountAction('reset-link-failed', { ip: ctx.ip });
    throw new AppError('ResetPassword.linkInvalid', 404);
  }
  // Parsed here, after the link (the API has parsed it already): the new-password form is told
  // of a dead link before its fields.
  const parsed = newPasswordSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const passwordHash = await hashPassword(parsed.data.password);
  const db = await getDb();
  const now = new Date();
  await db.transaction(async (tx) => {
    const used = await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.id, link.tokenId), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    if (used.length === 0) throw new AppError('ResetPassword.linkInvalid', 404);
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, link.userId));
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.userId, link.userId),
          inArray(oneTimeTokens.purpose, ['password-reset-code', 'password-reset-link', 'device-verification']),
          isNull(oneTimeTokens.usedAt),
        ),
      );
    await revokeUserSessions(link.userId, { db: tx });
  });
  return { userId: link.userId };
}
