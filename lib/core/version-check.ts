import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auditLog, users } from '@/db/schema';
import { toApiCase } from './api-case';
import { AppError } from './errors';
import { VERSION_CONFLICT, type VersionConflictData } from './version';

// The version check of a save (issue 33 §1, see ./version.ts), run inside the command's transaction.

/** The newest audit row of an entity: who (null for a system change or a deleted user) and when. */
async function lastChange(tx: DbOrTx, entityType: string, entityId: number | string): Promise<{ by: { id: number; name: string } | null; at: Date } | null> {
  const [row] = await tx
    .select({ id: users.id, name: users.fullName, at: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  if (!row) return null;
  return { by: row.id !== null && row.name !== null ? { id: row.id, name: row.name } : null, at: row.at };
}

/** Who last changed an entity: the actor of its newest audit row (null when none, or a system change). */
export async function lastSavedBy(tx: DbOrTx, entityType: string, entityId: number | string): Promise<{ id: number; name: string } | null> {
  return (await lastChange(tx, entityType, entityId))?.by ?? null;
}

export interface FreshnessCheck {
  /** The version the caller started from (undefined: no check, today's behaviour). */
  given: number | undefined;
  /** The locked row's version. */
  current: number;
  entityType: string;
  entityId: number | string;
  /** When the row was last changed (the record's updated_at); when not given, its newest audit row's time. */
  savedAt?: Date | string | null;
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
  const change = await lastChange(tx, check.entityType, check.entityId);
  const at = check.savedAt ?? change?.at ?? null;
  const savedAt = at === null ? null : typeof at === 'string' ? at : at.toISOString();
  const data: VersionConflictData = { current: toApiCase(current), version: check.current, saved_by: change?.by ?? null, saved_at: savedAt };
  throw new AppError('Errors.versionConflict', 409, { errorCode: VERSION_CONFLICT, data });
}
