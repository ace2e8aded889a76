import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type DbOrTx } from '@/db/client';
import { mediaSettings, users } from '@/db/schema';
import type { Actor } from '@/lib/core/actor';
import { writeAudit } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import { versionField } from '@/lib/core/version';
import { assertFreshVersion } from '@/lib/core/version-check';

/*
 * The media settings (one row, id 1): "Require alt text to publish" (issue 31 §1). A missing row
 * means the defaults (the rule on), so a new site is strict from the start. Read and written with
 * the grant `settings`.
 */

const ROW_ID = 1;

/** PUT /api/media/media-setting `{require_alt, version?}`. */
export const mediaSettingInputSchema = z.object({
  require_alt: z.boolean({ error: 'Validation.invalidValue' }),
  version: versionField,
});
export type MediaSettingValues = z.output<typeof mediaSettingInputSchema>;

export interface MediaSettingView {
  requireAlt: boolean;
  /** 1 while the defaults are in force; the first save stores 2, each later one raises it (issue 33 §1). */
  version: number;
  /** When and by whom it was last saved; null while the defaults are in force. */
  updatedAt: string | null;
  updatedBy: { id: number; name: string } | null;
}

/** Whether publishing needs every image described (the setting; on when never saved). */
export async function requireAltToPublish(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ requireAlt: mediaSettings.requireAlt }).from(mediaSettings).where(eq(mediaSettings.id, ROW_ID)).limit(1);
  return row?.requireAlt ?? true;
}

async function readSetting(db: DbOrTx): Promise<MediaSettingView> {
  const [row] = await db
    .select({ requireAlt: mediaSettings.requireAlt, version: mediaSettings.version, updatedAt: mediaSettings.updatedAt, userId: users.id, userName: users.fullName })
    .from(mediaSettings)
    .leftJoin(users, eq(users.id, mediaSettings.updatedBy))
    .where(eq(mediaSettings.id, ROW_ID))
    .limit(1);
  if (!row) return { requireAlt: true, version: 1, updatedAt: null, updatedBy: null };
  return {
    requireAlt: row.requireAlt,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.userId === null || row.userName === null ? null : { id: row.userId, name: row.userName },
  };
}

function assertSettingsAccess(actor: Actor) {
  if (!actor.grants.includes('settings')) throw errors.accessDenied();
}

/** The media settings in force (the defaults when never saved). */
export async function getMediaSetting(actor: Actor): Promise<MediaSettingView> {
  assertSettingsAccess(actor);
  return readSetting(await getDb());
}

/** Saves the media settings (one row, upserted), audited as `media.settings`. */
export async function saveMediaSetting(actor: Actor, values: MediaSettingValues): Promise<MediaSettingView> {
  assertSettingsAccess(actor);
  const db = await getDb();
  // Nothing cached depends on it (the rule is read in each publishing transaction): no tag to expire.
  return db.transaction(async (tx) => {
    // The row (when saved once) is locked, so the version compared is the one written over.
    await tx.select({ id: mediaSettings.id }).from(mediaSettings).where(eq(mediaSettings.id, ROW_ID)).for('update');
    const before = await readSetting(tx);
    await assertFreshVersion(tx, { given: values.version, current: before.version, entityType: 'media_setting', entityId: ROW_ID, savedAt: before.updatedAt, present: () => before });
    await tx
      .insert(mediaSettings)
      .values({ id: ROW_ID, requireAlt: values.require_alt, version: 2, updatedBy: actor.id, updatedAt: sql`now()` })
      .onConflictDoUpdate({ target: mediaSettings.id, set: { requireAlt: values.require_alt, updatedBy: actor.id, updatedAt: sql`now()` } });
    await writeAudit(tx, actor, {
      action: 'media.settings',
      entityType: 'media_setting',
      entityId: ROW_ID,
      details: before.requireAlt === values.require_alt ? { require_alt: values.require_alt, unchanged: true } : { require_alt: { from: before.requireAlt, to: values.require_alt } },
    });
    return readSetting(tx);
  });
}
