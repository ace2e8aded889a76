import { getTranslations } from 'next-intl/server';
import type { AdminRoute } from '@/lib/auth/routes';
import type { Locale } from '@/i18n/routing';
import { adminNavKeys } from './nav-keys';

/** The page title of an admin section (its sidebar name), for generateMetadata. */
export async function sectionTitle(route: AdminRoute, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return t(`nav.${adminNavKeys[route]}`);
}
