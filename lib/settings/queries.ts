import 'server-only';
import { asc, desc } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { layoutSettings, seoSettings, whatsappSettings, type DesignVersion } from '@/db/schema';
import { errors } from '@/lib/api/errors';
import type { CurrentUser } from '@/lib/auth/current-user';
import { presentSeoSetting, seoSettingColumns, type SeoSettingView } from './present';

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

/** Public SEO entries: the head and body markup staff configured, nothing else. */
export async function listPublicSeo(): Promise<{ head?: string; body?: string }[]> {
  const db = await getDb();
  const rows = await db.select({ head: seoSettings.head, body: seoSettings.body }).from(seoSettings).orderBy(asc(seoSettings.id));
  return rows.map((r) => ({ ...(r.head ? { head: r.head } : {}), ...(r.body ? { body: r.body } : {}) }));
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

/** The WhatsApp button in force (the newest row), or null when none was ever saved. */
export async function getLatestWhatsapp(): Promise<WhatsappSetting | null> {
  const db = await getDb();
  const [row] = await db
    .select({ phone: whatsappSettings.phone, message: whatsappSettings.message, buttonColor: whatsappSettings.buttonColor })
    .from(whatsappSettings)
    .orderBy(desc(whatsappSettings.createdAt), desc(whatsappSettings.id))
    .limit(1);
  return row ?? null;
}
