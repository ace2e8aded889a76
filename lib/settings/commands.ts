import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { layoutSettings, seoSettings, whatsappSettings } from '@/db/schema';
import { toApiCase } from '@/lib/core/api-case';
import { lockByKey, writeAudit, type RecordKey } from '@/lib/core/command';
import { assertFreshVersion } from '@/lib/core/version-check';
import { AppError, errors } from '@/lib/core/errors';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import { hasRecentAuth, reauthRequired, type SudoActor } from '@/lib/auth/sudo';
import { logger } from '@/lib/logger';
import { codeInjectionForbidden, isExecutable } from './code-injection';
import {
  presentPublicWhatsapp,
  presentSeoSetting,
  presentWhatsapp,
  seoSettingColumns,
  type SeoSettingRow,
  type SeoSettingView,
  type WhatsappSettingView,
} from './present';
import { assertSeoManager, latestLayoutRow, latestWhatsappRow, presentLayout, presentLayoutRecord, type LayoutSettingRecord } from './queries';
import type { LayoutSettingValues, SeoSettingValues, WhatsappSettingValues } from './schema';

import type { Actor } from '@/lib/core/actor';
export type SettingKey = RecordKey;

/** Saving the layout that is already in force (spec §4 "Version already applied"). */
export const VERSION_ALREADY_APPLIED = 'VERSION_ALREADY_APPLIED';

function audit(tx: Tx, actor: Actor, action: string, entityType: string, entityId: number, details: Record<string, unknown>) {
  return writeAudit(tx, actor, { action, entityType, entityId, details });
}

/**
 * Puts a layout in force: a new row (the history stays), so the newest row is the one the site
 * shows. Fields left out keep the values in force. Saving exactly what is already in force is
 * refused with "Version already applied" (409), as the layout screen of spec §4 does; a database
 * failure answers "Error saving layout settings" (spec §8).
 */
export async function saveLayoutSetting(actor: Actor, values: LayoutSettingValues): Promise<LayoutSettingRecord> {
  if (!actor.grants.includes('layout-settings')) throw errors.accessDenied();
  const saved = await writeLayout(actor, values).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    logger.error({ err: error }, 'could not save the layout setting');
    throw new AppError('Errors.layoutSaveFailed', 500);
  });
  invalidate(cacheTags.layout);
  return saved;
}

async function writeLayout(actor: Actor, values: LayoutSettingValues): Promise<LayoutSettingRecord> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // One save at a time, so "the newest row" is also the last save that committed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('layout_settings'))`);
    const inForce = await latestLayoutRow(tx);
    const current = presentLayout(inForce);
    const next = {
      currentVersion: values.current_version,
      companyName: values.company_name ?? current.companyName,
      logoV1: values.logo_v1 === undefined ? current.logoV1 : values.logo_v1,
      logoV2: values.logo_v2 === undefined ? current.logoV2 : values.logo_v2,
    };
    const unchanged =
      next.currentVersion === current.currentVersion &&
      next.companyName === current.companyName &&
      next.logoV1 === current.logoV1 &&
      next.logoV2 === current.logoV2;
    if (unchanged) throw new AppError('Errors.versionAlreadyApplied', 409, { errorCode: VERSION_ALREADY_APPLIED });

    const [row] = await tx
      .insert(layoutSettings)
      // clock_timestamp(), not the transaction's start: a save that waited for the lock is newer.
      .values({ uniqueKey: randomUUID(), ...next, createdBy: actor.id, createdAt: sql`clock_timestamp()` })
      .returning();
    const from = inForce ? { currentVersion: current.currentVersion, companyName: current.companyName, logoV1: current.logoV1, logoV2: current.logoV2 } : null;
    await audit(tx, actor, 'layout.save', 'layout_setting', row.id, { from, to: next });
    return presentLayoutRecord(row);
  });
}

/**
 * Puts a WhatsApp button setting in force: a new row each save (the newest is in force, the older
 * ones are the history), audited with the setting before and after.
 */
export async function saveWhatsappSetting(actor: Actor, values: WhatsappSettingValues): Promise<WhatsappSettingView> {
  if (!actor.grants.includes('settings-whatsapp')) throw errors.accessDenied();
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    // One save at a time, so "the newest row" is also the last save that committed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('whatsapp_settings'))`);
    const before = await latestWhatsappRow(tx);
    if (before) {
      await assertFreshVersion(tx, { given: values.version, current: before.id, entityType: 'whatsapp_setting', entityId: before.id, savedAt: before.createdAt, present: () => presentWhatsapp(before) });
    }
    const [row] = await tx
      .insert(whatsappSettings)
      .values({ phone: values.phone, message: values.message, buttonColor: values.button_color, createdBy: actor.id, createdAt: sql`clock_timestamp()` })
      .returning();
    // Stored in the API's spelling (button_color), as the entries written before views were camelCase.
    await audit(tx, actor, 'whatsapp.save', 'whatsapp_setting', row.id, {
      before: before ? toApiCase(presentPublicWhatsapp(before)) : null,
      after: toApiCase(presentPublicWhatsapp(row)),
    });
    return presentWhatsapp(row);
  });
  invalidate(cacheTags.whatsapp);
  return saved;
}

/** Locks the SEO entry addressed by id + unique_key (both must match) or answers 404. */
function lockSeoSetting(tx: Tx, key: SettingKey): Promise<SeoSettingRow> {
  return lockByKey<SeoSettingRow>(tx, seoSettings, seoSettingColumns, key);
}

const markupOf = (row: Pick<SeoSettingRow, 'head' | 'body' | 'category'>) => ({ head: row.head, body: row.body, category: row.category });

/** Who changes SEO entries: a person's session or an API key (sudo mode reads which). */
export type SeoActor = Actor & SudoActor;

/**
 * The rule for executable code (lib/settings/code-injection.ts): a write that creates, changes or
 * removes it, or touches an entry holding it (editing its meta, deleting it), needs the
 * `code-injection` grant (403 CODE_INJECTION_FORBIDDEN), then a password proven within the sudo window
 * (403 REAUTH_REQUIRED). So a holder of `seo` alone can neither add a script nor alter or remove an
 * administrator's. The session is read before the transaction (one query, only for holders of the
 * grant, the only ones who can get that far); the returned check runs on the locked row.
 */
async function codeInjectionGate(actor: SeoActor): Promise<(...markup: Pick<SeoSettingRow, 'head' | 'body'>[]) => void> {
  const holds = actor.grants.includes('code-injection');
  const recent = holds && (await hasRecentAuth(actor));
  return (...markup) => {
    if (!markup.some((m) => isExecutable(m))) return;
    if (!holds) throw codeInjectionForbidden();
    if (!recent) throw reauthRequired();
  };
}

/** Adds an SEO entry; its markup shows on every public page from the next request. */
export async function createSeoSetting(actor: SeoActor, values: SeoSettingValues): Promise<SeoSettingView> {
  assertSeoManager(actor);
  (await codeInjectionGate(actor))(values);
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(seoSettings)
      .values({ uniqueKey: randomUUID(), head: values.head, body: values.body, category: values.category ?? 'marketing', updatedBy: actor.id })
      .returning(seoSettingColumns);
    await audit(tx, actor, 'seo.create', 'seo_setting', row.id, { before: null, after: markupOf(row) });
    return presentSeoSetting(row);
  });
  invalidate(cacheTags.seo);
  return created;
}

/** Replaces an SEO entry's head and body markup. */
export async function updateSeoSetting(actor: SeoActor, key: SettingKey, values: SeoSettingValues): Promise<SeoSettingView> {
  assertSeoManager(actor);
  const allowCode = await codeInjectionGate(actor);
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const before = await lockSeoSetting(tx, key);
    await assertFreshVersion(tx, { given: values.version, current: before.version, entityType: 'seo_setting', entityId: before.id, savedAt: before.updatedAt, present: () => presentSeoSetting(before) });
    allowCode(before, values);
    const [after] = await tx
      .update(seoSettings)
      .set({ head: values.head, body: values.body, category: values.category ?? before.category, updatedBy: actor.id, updatedAt: new Date() })
      .where(eq(seoSettings.id, before.id))
      .returning(seoSettingColumns);
    await audit(tx, actor, 'seo.update', 'seo_setting', before.id, { before: markupOf(before), after: markupOf(after) });
    return presentSeoSetting(after);
  });
  invalidate(cacheTags.seo);
  return updated;
}

/** Removes an SEO entry from every public page. */
export async function deleteSeoSetting(actor: SeoActor, key: SettingKey): Promise<SeoSettingView> {
  assertSeoManager(actor);
  const allowCode = await codeInjectionGate(actor);
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const row = await lockSeoSetting(tx, key);
    allowCode(row);
    await tx.delete(seoSettings).where(eq(seoSettings.id, row.id));
    await audit(tx, actor, 'seo.delete', 'seo_setting', row.id, { before: markupOf(row), after: null });
    return presentSeoSetting(row);
  });
  invalidate(cacheTags.seo);
  return deleted;
}
