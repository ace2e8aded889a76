import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { consentSettings, users, type ConsentTexts } from '@/db/schema';
import type { Actor } from '@/lib/core/actor';
import { writeAudit } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import { assertFreshVersion } from '@/lib/core/version-check';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import type { ConsentSettingsValues } from './schema';

/*
 * The consent banner's settings (one row, id 1; grant `seo`): its texts per language, the privacy
 * policy page and the banner's version. A missing row means the defaults (the catalogue's texts, no
 * privacy link, version 1). The version grows by one when the texts change, so a choice made under
 * the older banner is asked again and the proof records tell the two apart.
 */

const ROW_ID = 1;

export type ConsentTextsByLocale = Partial<Record<string, ConsentTexts>>;

export interface ConsentSettingsView {
  texts: ConsentTextsByLocale;
  privacyPath: string | null;
  version: number;
  /** Raised by every save (issue 33 §1): the version a save names to be checked (`version` is the banner's). */
  editVersion: number;
  /** When and by whom it was last saved; null while the defaults are in force. */
  updatedAt: string | null;
  updatedBy: { id: number; name: string } | null;
}

/** The settings in force (the defaults when never saved). */
export async function readConsentSettings(db: DbOrTx): Promise<ConsentSettingsView> {
  const [row] = await db
    .select({ texts: consentSettings.texts, privacyPath: consentSettings.privacyPath, version: consentSettings.version, editVersion: consentSettings.editVersion, updatedAt: consentSettings.updatedAt, userId: users.id, userName: users.fullName })
    .from(consentSettings)
    .leftJoin(users, eq(users.id, consentSettings.updatedBy))
    .where(eq(consentSettings.id, ROW_ID))
    .limit(1);
  if (!row) return { texts: {}, privacyPath: null, version: 1, editVersion: 1, updatedAt: null, updatedBy: null };
  return {
    texts: row.texts,
    privacyPath: row.privacyPath,
    version: row.version,
    editVersion: row.editVersion,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.userId === null || row.userName === null ? null : { id: row.userId, name: row.userName },
  };
}

/** Managing the banner and reading its proof records needs the `seo` grant (where the scripts are set). */
export function assertConsentManager(actor: Pick<Actor, 'grants'>) {
  if (!actor.grants.includes('seo')) throw errors.accessDenied();
}

export async function getConsentSettings(actor: Actor): Promise<ConsentSettingsView> {
  assertConsentManager(actor);
  return readConsentSettings(await getDb());
}

/** Only the fields that hold text, so {} and {en: {}} compare equal. */
function normalizedTexts(texts: ConsentTextsByLocale): Record<string, ConsentTexts> {
  const out: Record<string, ConsentTexts> = {};
  for (const locale of Object.keys(texts).sort()) {
    const { title, body } = texts[locale] ?? {};
    if (title || body) out[locale] = { ...(title ? { title } : {}), ...(body ? { body } : {}) };
  }
  return out;
}

/** Saves the banner's texts and privacy page (the version +1 when the texts change), audited as `consent.settings`. */
export async function saveConsentSettings(actor: Actor, values: ConsentSettingsValues): Promise<ConsentSettingsView> {
  assertConsentManager(actor);
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    // One save at a time, so two saves cannot both read the same version.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('consent_settings'))`);
    const before = await readConsentSettings(tx);
    await assertFreshVersion(tx, { given: values.edit_version, current: before.editVersion, entityType: 'consent_settings', entityId: ROW_ID, savedAt: before.updatedAt, present: () => before });
    const texts = normalizedTexts(values.texts);
    const textsChanged = JSON.stringify(texts) !== JSON.stringify(normalizedTexts(before.texts));
    const version = textsChanged ? before.version + 1 : before.version;
    const row = { texts, privacyPath: values.privacy_path, version, updatedBy: actor.id, updatedAt: sql`now()` };
    await tx
      .insert(consentSettings)
      // The first save stores edit version 2 (1 is the defaults'); later ones are raised by the trigger.
      .values({ id: ROW_ID, ...row, editVersion: before.editVersion + 1 })
      .onConflictDoUpdate({ target: consentSettings.id, set: row });
    await writeAudit(tx, actor, {
      action: 'consent.settings',
      entityType: 'consent_settings',
      entityId: ROW_ID,
      details: {
        before: { texts: before.texts, privacy_path: before.privacyPath, version: before.version },
        after: { texts, privacy_path: values.privacy_path, version },
      },
    });
    return readConsentSettings(tx);
  });
  invalidate(cacheTags.consent);
  return saved;
}
