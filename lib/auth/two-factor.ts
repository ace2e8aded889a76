import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { auditLog, loginAttempts, oneTimeTokens, twoFactorRecoveryCodes, users } from '@/db/schema';
import { tooManyAttempts, loginThrottle } from '@/lib/abuse/rate-limit';
import { AppError } from '@/lib/core/errors';
import { getLatestLayout } from '@/lib/settings/queries';
import { countWrongCode, spendCode } from './one-time-codes';
import { verifyPassword } from './password';
import { revokeUserSessions } from './sessions';
import type { TotpDisableValues, TotpEnableValues, TwoFactorLoginValues } from './schema';
import { hashToken, randomToken, serverSecret } from './tokens';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  isRecoveryCodeShape,
  totpQrSvg,
  totpUrl,
  verifyTotp,
} from './totp';

/**
 * Two-factor sign-in (issue 19): setup from "Meu perfil", the sign-in challenge, turning it off. The
 * secret is kept encrypted (lib/auth/totp.ts); a TOTP code is accepted once (users.totp_last_step
 * only moves forward), a recovery code once (used_at).
 *
 * The challenge is a one_time_tokens row (purpose 'two-factor-challenge'): token_hash the SHA-256 of
 * the challenge id given to the client, subject the "remember me" flag ('1' / '0'), attempts the
 * wrong codes so far (the fifth ends it).
 */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60_000;
export const MAX_TWO_FACTOR_ATTEMPTS = 5;

/** Raised for a member of a role that requires two-factor sign-in who has not turned it on yet. */
export const twoFactorSetupRequired = () => new AppError('TwoFactor.setupRequired', 403, { errorCode: 'TWO_FACTOR_REQUIRED' });

const invalidSignInCode = () => new AppError('TwoFactor.invalidCode', 401, { fieldErrors: [{ field: 'code', messageKey: 'TwoFactor.invalidCode' }] });
const invalidSetupCode = () => new AppError('TwoFactor.invalidCode', 422, { fieldErrors: [{ field: 'code', messageKey: 'TwoFactor.invalidCode' }] });

/**
 * Thrown by login() after the right password of a person with two-factor on: no session yet. The API
 * answers it 200 `{ two_factor_required: true, challenge }`; the login form goes to /two-factor.
 */
export class TwoFactorChallenge extends AppError {
  constructor(
    readonly challenge: string,
    readonly expiresAt: Date,
  ) {
    super('TwoFactor.required', 403, { errorCode: 'TWO_FACTOR_CHALLENGE', data: { challenge, expiresAt: expiresAt.toISOString() } });
  }
}

async function auditTwoFactor(db: DbOrTx, actorId: number | null, userId: number, action: string, details?: Record<string, unknown>) {
  await db.insert(auditLog).values({ actorId, action, entityType: 'user', entityId: String(userId), details: details ?? null });
}

export async function twoFactorEnabled(userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ on: users.totpEnabledAt }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row?.on);
}

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  /** The QR code of otpauthUrl, an SVG document rendered on the server. */
  qrSvg: string;
}

/** POST /api/auth/totp/setup: a new pending secret (replacing any earlier unconfirmed one). */
export async function startTotpSetup(user: { id: number; email: string }): Promise<TotpSetup> {
  const db = await getDb();
  const secret = generateTotpSecret();
  const updated = await db
    .update(users)
    .set({ totpPendingSecret: encryptTotpSecret(secret, serverSecret()) })
    .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('TwoFactor.alreadyEnabled', 409);
  const otpauthUrl = totpUrl(secret, user.email, (await getLatestLayout()).companyName || 'Vitrine');
  return { secret, otpauthUrl, qrSvg: await totpQrSvg(otpauthUrl) };
}

/**
 * POST /api/auth/totp/enable: a right code for the pending secret turns it on; answers the 10 recovery
 * codes (shown once). Every other session of the account ends: one opened with the password alone
 * (perhaps by whoever made the user turn two-factor on) must not outlive the change; the session in
 * use stays.
 */
export async function enableTotp(user: { id: number; sessionId: number }, values: TotpEnableValues): Promise<string[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ pending: users.totpPendingSecret, enabledAt: users.totpEnabledAt })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update')
      .limit(1);
    if (row?.enabledAt) throw new AppError('TwoFactor.alreadyEnabled', 409);
    if (!row?.pending) throw new AppError('TwoFactor.setupFirst', 409);
    const step = verifyTotp(decryptTotpSecret(row.pending, serverSecret()), values.code);
    if (step === null) throw invalidSetupCode();
    await tx
      .update(users)
      .set({ totpSecret: row.pending, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: step })
      .where(eq(users.id, user.id));
    const codes = await replaceRecoveryCodes(tx, user.id);
    const ended = await revokeUserSessions(user.id, { except: user.sessionId, db: tx });
    await auditTwoFactor(tx, user.id, user.id, 'user.two-factor.enable', { ended_sessions: ended.length });
    return codes;
  });
}

async function replaceRecoveryCodes(tx: DbOrTx, userId: number): Promise<string[]> {
  const codes = generateRecoveryCodes();
  const secret = serverSecret();
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code, secret) })));
  return codes;
}

async function clearTwoFactor(tx: DbOrTx, userId: number) {
  await tx
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
}

/**
 * Accepts a TOTP code once: the step it belongs to must be later than the last accepted one (moved
 * forward atomically, so two requests with the same code cannot both pass).
 */
export async function acceptTotp(db: DbOrTx, user: { id: number; totpSecret: string | null }, code: string): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = verifyTotp(decryptTotpSecret(user.totpSecret, serverSecret()), code);
  if (step === null) return false;
  const moved = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return moved.length > 0;
}

/** Uses a recovery code up (single use, even under concurrent requests); audited. */
async function acceptRecoveryCode(db: DbOrTx, userId: number, code: string): Promise<boolean> {
  if (!isRecoveryCodeShape(code)) return false;
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code, serverSecret())),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  if (used.length === 0) return false;
  await auditTwoFactor(db, userId, userId, 'user.two-factor.recovery-code-use', { recovery_code_id: used[0]?.id });
  return true;
}

/**
 * POST /api/auth/totp/disable: the password and a current code turn it off. A wrong password counts
 * against the account's login limit, as in the password change.
 */
export async function disableTotp(user: { id: number }, values: TotpDisableValues, ctx: { ip?: string } = {}): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, totpSecret: users.totpSecret })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row?.totpSecret) throw new AppError('TwoFactor.notEnabled', 409);
  const ip = ctx.ip ?? 'unknown';
  const verdict = await (await loginThrottle()).reserve(row.email, ip);
  if (verdict.blocked) throw tooManyAttempts(verdict.scope, verdict.retryAfterMs);
  let ok: boolean;
  try {
    ok = !!row.passwordHash && (await verifyPassword(row.passwordHash, values.password));
  } catch (error) {
    await verdict.slot.release().catch(() => undefined);
    throw error;
  }
  if (!ok) {
    await db.insert(loginAttempts).values({ email: row.email, ipAddress: ip, userId: user.id, success: false, reason: 'failed' });
    throw new AppError('Errors.currentPasswordIncorrect', 422, { fieldErrors: [{ field: 'password', messageKey: 'Errors.currentPasswordIncorrect' }] });
  }
  await verdict.slot.release();
  if (!(await acceptTotp(db, { id: user.id, totpSecret: row.totpSecret }, values.code))) throw invalidSetupCode();
  await db.transaction(async (tx) => {
    await clearTwoFactor(tx, user.id);
    await auditTwoFactor(tx, user.id, user.id, 'user.two-factor.disable');
  });
}

/** Opens the sign-in challenge of a person whose password was right. */
export async function startTwoFactorChallenge(userId: number, remember: boolean): Promise<TwoFactorChallenge> {
  const db = await getDb();
  const challenge = randomToken();
  const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_TTL_MS);
  await db.insert(oneTimeTokens).values({ purpose: 'two-factor-challenge', userId, subject: remember ? '1' : '0', tokenHash: hashToken(challenge), expiresAt });
  return new TwoFactorChallenge(challenge, expiresAt);
}

/** Whether a challenge id is still open (the /two-factor page shows the code form only then). */
export async function isTwoFactorChallengeOpen(challenge: string): Promise<boolean> {
  if (!challenge || challenge.length > 200) return false;
  const row = await challengeRow(challenge);
  return Boolean(row && !row.usedAt && row.expiresAt > new Date());
}

async function challengeRow(challenge: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.purpose, 'two-factor-challenge'), eq(oneTimeTokens.tokenHash, hashToken(challenge))))
    .limit(1);
  return row;
}

/**
 * Second step of a sign-in with two-factor on: a right code (TOTP or recovery) for an open challenge
 * answers the user whose session may now be created. Wrong, replayed or expired → 401. Each wrong code
 * takes a slot of the account's login budget (a counted failed sign-in); the fifth ends the challenge.
 */
export async function verifyTwoFactorChallenge({ challenge, code }: TwoFactorLoginValues, ctx: { ip: string }): Promise<{ userId: number; remember: boolean }> {
  const db = await getDb();
  const row = await challengeRow(challenge);
  if (!row?.userId || row.usedAt || row.expiresAt <= new Date() || row.attempts >= MAX_TWO_FACTOR_ATTEMPTS) throw invalidSignInCode();
  const [user] = await db
    .select({ id: users.id, email: users.email, totpSecret: users.totpSecret })
    .from(users)
    .where(eq(users.id, row.userId))
    .limit(1);
  if (!user?.totpSecret) throw invalidSignInCode();

  const verdict = await (await loginThrottle()).reserve(user.email, ctx.ip);
  if (verdict.blocked) {
    await db.insert(loginAttempts).values({ email: user.email, ipAddress: ctx.ip, userId: user.id, success: false, reason: 'throttled' });
    throw tooManyAttempts(verdict.scope, verdict.retryAfterMs);
  }
  let accepted: boolean;
  try {
    accepted = (await acceptTotp(db, user, code)) || (await acceptRecoveryCode(db, user.id, code));
  } catch (error) {
    await verdict.slot.release().catch(() => undefined);
    throw error;
  }
  if (!accepted) {
    // The slot stays taken: a wrong code is a failed sign-in of the account.
    await countWrongCode(db, row.id, MAX_TWO_FACTOR_ATTEMPTS);
    await db.insert(loginAttempts).values({ email: user.email, ipAddress: ctx.ip, userId: user.id, success: false, reason: 'two-factor-failed' });
    throw invalidSignInCode();
  }
  await verdict.slot.release();
  if (!(await spendCode(db, row.id))) throw invalidSignInCode();
  return { userId: user.id, remember: row.subject === '1' };
}

/**
 * An administrator holding `users` resets another person's two-factor: secret and recovery codes are
 * gone, and every session of theirs ends (they sign in with their password and may turn it on again).
 */
export async function resetTwoFactorOf(db: DbOrTx, actorId: number, userId: number): Promise<void> {
  await clearTwoFactor(db, userId);
  await auditTwoFactor(db, actorId, userId, 'user.two-factor.reset');
}
