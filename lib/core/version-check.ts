import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auditLog, users } from '@/db/schema';
import { toApiCase } from './api-case';
import { AppError } from './errors';
import { VERSION_CONFLICT, type VersionConflictData } from './version';

// The version check of a save (issue 33 §1, see ./version.ts), run inside the command's transaction.

/** Who last changed an entity: the actor of its newest audit row (null when none, or a system change). */
export async function lastSavedBy(tx: DbOrTx, entityType: string, entityId: number | string): Promise<{ id: number; name: string } | null> {
  const [row] = await tx
    .select({ id: users.id, name: users.fullName })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row ?? null;
}

export interface FreshnessCheck {
  /** The version the caller started from (undefined: no check, today's behaviour). */
  given: number | undefined;
  /** The locked row's version. */
  current: number;
  entityType: string;
  entityId: number | string;
  /** When the row was last changed (the record's updated_at). */
  savedAt: Date | string | null;
  /** The current record as the API presents it (camelCase view; spelled for the API here). */
  present: () => Promise<unknown> | unknown;
}

/**
 * Refuses a save that started from an older version: 409 VERSION_CONFLICT. Call it inside the
 * command's transaction, after locking the row (so the check and the write see the same version).
 */
export async function assertFreshVersion(tx: DbOrTx, check: FreshnessCheck): Promise<void> {
  if (check.given === undefined || check.given === check.current) return;
  const current = await check.present();
  const savedBy = await lastSavedBy(tx, check.entityType, check.entityId);
  const savedAt = check.savedAt === null ? null : typeof check.savedAt === 'string' ? check.savedAt : check.savedAt.toISOString();
  const data: VersionConflictData = { current: toApiCase(current), version: check.current, saved_by: savedBy, saved_at: savedAt };
  throw new AppError('Errors.versionConflict', 409, { errorCode: VERSION_CONFLICT, data });
}
