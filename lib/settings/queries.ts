import 'server-only';
import { asc, desc } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { layoutSettings, seoSettings, type DesignVersion } from '@/db/schema';

export interface LayoutSetting {
  currentVersion: DesignVersion;
  companyName: string;
  logo: string | null;
  logoV1: string | null;
  logoV2: string | null;
  updatedAt: string | null;
}

const defaultLayout: LayoutSetting = {
  currentVersion: 'v1',
  companyName: 'Vitrine',
  logo: '/logo-v1.svg',
  logoV1: '/logo-v1.svg',
  logoV2: '/logo-v2.svg',
  updatedAt: null,
};

/** The layout in force: the newest row; v1 and the default company data when there is none. */
export async function getLatestLayout(): Promise<LayoutSetting> {
  const db = await getDb();
  const [row] = await db.select().from(layoutSettings).orderBy(desc(layoutSettings.createdAt), desc(layoutSettings.id)).limit(1);
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

/** Public SEO entries: the head and body markup staff configured, nothing else. */
export async function listPublicSeo(): Promise<{ head?: string; body?: string }[]> {
  const db = await getDb();
  const rows = await db.select({ head: seoSettings.head, body: seoSettings.body }).from(seoSettings).orderBy(asc(seoSettings.id));
  return rows.map((r) => ({ ...(r.head ? { head: r.head } : {}), ...(r.body ? { body: r.body } : {}) }));
}
