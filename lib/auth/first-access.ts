import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { AppError } from '@/lib/core/errors';
import { validationError } from '@/lib/core/validation';
import type { CurrentUser } from './current-user';
import { hashPassword, verifyPassword } from './password';
import { revokeUserSessions } from './sessions';
import { newPasswordSchema } from './schema';

/** Raised for a first-access user who tries anything but the first-access screen and their own profile. */
export const firstAccessRequired = () => new AppError('FirstAccess.required', 403, { errorCode: 'FIRST_ACCESS_REQUIRED' });

/**
 * POST /api/auth/first-access: a user in status first-access (created by an admin with a first-access
 * password) chooses their own password (§5 rules, not the one they were given); the status becomes
 * active. Their other sessions end; the one in use stays.
 */
export async function completeFirstAccess(user: Pick<CurrentUser, 'id' | 'status' | 'sessionId'>, input: unknown): Promise<void> {
  if (user.status !== 'first-access') throw new AppError('FirstAccess.notRequired', 409);
  // Parsed here, after the status (the API has parsed it already): the first-access form is told
  // the account needs none before its fields.
  const parsed = newPasswordSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const db = await getDb();
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
  if (row?.passwordHash && (await verifyPassword(row.passwordHash, parsed.data.password))) {
    throw new AppError('Errors.validation', 422, { fieldErrors: [{ field: 'password', messageKey: 'FirstAccess.samePassword' }] });
  }
  const passwordHash = await hashPassword(parsed.data.password);
  const now = new Date();
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash, status: 'active', passwordChangedAt: now })
      .where(and(eq(users.id, user.id), eq(users.status, 'first-access')))
      .returning({ id: users.id });
    if (updated.length === 0) throw new AppError('FirstAccess.notRequired', 409);
    await revokeUserSessions(user.id, { except: user.sessionId, db: tx });
  });
}
