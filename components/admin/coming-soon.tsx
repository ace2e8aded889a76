import { getTranslations } from 'next-intl/server';
import type { AdminRoute } from '@/lib/auth/routes';
import type { Locale } from '@/i18n/routing';
import { EmptyState } from '@/components/ui/empty-state';
import { adminNavKeys } from './nav-keys';

/** Placeholder of an admin section that is not built yet: its title and a "coming soon" note. */
export async function ComingSoon({ route }: { route: AdminRoute }) {
  const t = await getTranslations('Admin');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t(`nav.${adminNavKeys[route]}`)}</h1>
      <EmptyState
        title={t('comingSoon.title')}
        description={t('comingSoon.text')}
        icon={
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        }
      />
    </div>
  );
}

/** The page title of an admin section, for generateMetadata. */
export async function sectionTitle(route: AdminRoute, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return t(`nav.${adminNavKeys[route]}`);
}
