import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { layoutSettings, seoSettings, users, whatsappSettings, type ConsentCategory, type DesignVersion } from '@/db/schema';
import { AppError, errors } from '@/lib/core/errors';
import type { CurrentUser } from '@/lib/auth/current-user';
import { logger } from '@/lib/logger';
import {
  presentSeoSetting,
  presentWhatsapp,
  seoSettingColumns,
  type SeoSettingView,
  type WhatsappSettingRow,
  type WhatsappSettingView,
} from './present';

export interface LayoutSetting {
  currentVersion: DesignVersion;
  companyName: string;
  /** The logo of the version in force. */
  logo: string | null;
  logoV1: string | null;
  logoV2: string | null;
  updatedAt: string | null;
}

/** What the site shows before any layout row exists (the seed writes the same values). */
export const defaultLayout: LayoutSetting = {
  currentVersion: 'v1',
  companyName: 'Vitrine',
  logo: '/logo-v1.svg',
  logoV1: '/logo-v1.svg',
  logoV2: '/logo-v2.svg',
  updatedAt: null,
};

/** The newest layout row (the one in force), or undefined when there is none. */
export async function latestLayoutRow(db: DbOrTx) {
  const [row] = await db.select().from(layoutSettings).orderBy(desc(layoutSettings.createdAt), desc(layoutSettings.id)).limit(1);
  return row;
}

export function presentLayout(row: Awaited<ReturnType<typeof latestLayoutRow>>): LayoutSetting {
  if (!row) return defaultLayout;
  return {
    currentVersion: row.currentVersion,
    companyName: row.companyName,
    logo: row.currentVersion === 'v2' ? row.logoV2 : row.logoV1,
    logoV1: row.logoV1,
    logoV2: row.logoV2,
    updatedAt: row.createdAt.toISOString(),
  };
}

/** The layout in force: the newest row; v1 and the default company data when there is none. */
export async function getLatestLayout(): Promise<LayoutSetting> {
  return presentLayout(await latestLayoutRow(await getDb()));
}

/**
 * A layout setting as the API answers it: the fields above plus the row's id, when it was saved and
 * by whom (the issue's `{id, currentVersion, created_at, created_by}`); nulls before any save.
 */
export interface LayoutSettingRecord extends LayoutSetting {
  id: number | null;
  created_at: string | null;
  created_by: number | null;
}

export function presentLayoutRecord(row: Awaited<ReturnType<typeof latestLayoutRow>>): LayoutSettingRecord {
  return { ...presentLayout(row), id: row?.id ?? null, created_at: row ? row.createdAt.toISOString() : null, created_by: row?.createdBy ?? null };
}

/**
 * The layout in force for the API and the layout screen. A database failure becomes "Error loading
 * layout settings" (spec §8) instead of the generic message; the public pages use publicLayout(),
 * which falls back to v1 instead.
 */
export async function loadLayoutSetting(): Promise<LayoutSettingRecord> {
  try {
    return presentLayoutRecord(await latestLayoutRow(await getDb()));
  } catch (error) {
    logger.error({ err: error }, 'could not load the layout setting');
    throw new AppError('Errors.layoutLoadFailed', 500);
  }
}

/** The layout screen's data: the setting in force and the name of who saved it (null if unknown). */
export async function getLayoutSettingForAdmin(
  viewer: Pick<CurrentUser, 'grants'>,
): Promise<{ setting: LayoutSettingRecord; savedByName: string | null }> {
  if (!viewer.grants.includes('layout-settings')) throw errors.accessDenied();
  const setting = await loadLayoutSetting();
  return { setting, savedByName: await userName(setting.created_by) };
}

async function userName(id: number | null): Promise<string | null> {
  if (id === null) return null;
  try {
    const db = await getDb();
    const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, id)).limit(1);
    return row?.fullName ?? null;
  } catch (error) {
    // Who saved is a detail: the screen still works without it.
    logger.warn({ err: error }, 'could not read the name of who saved a setting');
    return null;
  }
}

/** A public SEO entry: its markup and its consent category. */
export interface PublicSeoEntry {
  head?: string;
  body?: string;
  category: ConsentCategory;
}

/** Public SEO entries: the head and body markup staff configured and its consent category, nothing else. */
export async function listPublicSeo(): Promise<PublicSeoEntry[]> {
  const db = await getDb();
  const rows = await db.select({ head: seoSettings.head, body: seoSettings.body, category: seoSettings.category }).from(seoSettings).orderBy(asc(seoSettings.id));
  return rows.map((r) => ({ ...(r.head ? { head: r.head } : {}), ...(r.body ? { body: r.body } : {}), category: r.category }));
}

/** Managing SEO entries needs the 'seo' route. */
export function assertSeoManager(viewer: Pick<CurrentUser, 'grants'>) {
  if (!viewer.grants.includes('seo')) throw errors.accessDenied();
}

/** Every SEO entry with its keys and dates, oldest first (the order they are injected in). */
export async function listSeoSettings(viewer: Pick<CurrentUser, 'grants'>): Promise<SeoSettingView[]> {
  assertSeoManager(viewer);
  const db = await getDb();
  const rows = await db.select(seoSettingColumns).from(seoSettings).orderBy(asc(seoSettings.id));
  return rows.map(presentSeoSetting);
}

export interface WhatsappSetting {
  phone: string;
  message: string;
  buttonColor: string;
}

/** The newest WhatsApp row (the one in force), or undefined when none was ever saved. */
export async function latestWhatsappRow(db: DbOrTx): Promise<WhatsappSettingRow | undefined> {
  const [row] = await db
    .select({
      id: whatsappSettings.id,
      phone: whatsappSettings.phone,
      message: whatsappSettings.message,
      buttonColor: whatsappSettings.buttonColor,
      createdBy: whatsappSettings.createdBy,
      createdAt: whatsappSettings.createdAt,
    })
    .from(whatsappSettings)
    .orderBy(desc(whatsappSettings.createdAt), desc(whatsappSettings.id))
    .limit(1);
  return row;
}

/** The WhatsApp button in force (the newest row), or null when none was ever saved. */
export async function getLatestWhatsapp(): Promise<WhatsappSetting | null> {
  const row = await latestWhatsappRow(await getDb());
  return row ? { phone: row.phone, message: row.message, buttonColor: row.buttonColor } : null;
}

/** The WhatsApp screen's data: the setting in force (null before any save) and who saved it. */
export async function getWhatsappSettingForAdmin(
  viewer: Pick<CurrentUser, 'grants'>,
): Promise<{ setting: WhatsappSettingView | null; savedByName: string | null }> {
  if (!viewer.grants.includes('settings-whatsapp')) throw errors.accessDenied();
  const row = await latestWhatsappRow(await getDb());
  if (!row) return { setting: null, savedByName: null };
  return { setting: presentWhatsapp(row), savedByName: await userName(row.createdBy) };
}
