import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { AppError } from '@/lib/core/errors';
import { requireRoute } from '@/lib/auth/current-user';
import { defaultLayout, getLayoutSettingForAdmin, type LayoutSettingRecord } from '@/lib/settings/queries';
import { sectionTitle } from '@/components/admin/section-title';
import { ActionToasts } from '@/components/admin/action-toasts';
import { lastSavedText } from '@/components/admin/settings/last-saved';
import { LayoutSettingsForm } from '@/components/admin/settings/layout-settings-form';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return { title: await sectionTitle('layout-settings', locale) };
}

export default async function LayoutSettingsPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('layout-settings');
  const t = await getTranslations('LayoutSettings');
  const tErrors = await getTranslations('Errors');
  const path = (href: '/' | '/home-v1' | '/home-v2') => getPathname({ href, locale });

  let loaded: { setting: LayoutSettingRecord; savedByName: string | null } | null = null;
  try {
    loaded = await getLayoutSettingForAdmin(user);
  } catch (error) {
    // A database failure shows "Error loading layout settings" in the page instead of an error screen.
    if (!(error instanceof AppError)) throw error;
  }

  const header = (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-prose">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
        {loaded && (
          <p className="mt-1 text-sm text-muted-foreground" data-testid="layout-last-saved">
            {(await lastSavedText(loaded.setting.updatedAt, loaded.savedByName)) ?? t('neverSaved')}
          </p>
        )}
      </div>
      <a href={path('/')} target="_blank" rel="noopener" className={buttonClasses({ variant: 'secondary' })}>
        {t('viewSite')}
        <span className="sr-only"> {t('newTab')}</span>
      </a>
    </div>
  );

  if (!loaded) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <div role="alert">
          <EmptyState
            title={tErrors('layoutLoadFailed')}
            description={t('loadError.text')}
            action={
              <a href={getPathname({ href: '/admin/layout-settings', locale })} className={buttonClasses({ variant: 'secondary' })}>
                {t('loadError.retry')}
              </a>
            }
          />
        </div>
      </div>
    );
  }

  const { setting } = loaded;
  return (
    <ActionToasts dismissLabel={t('dismiss')}>
      <div className="flex flex-col gap-6">
        {header}
        <LayoutSettingsForm
          initial={{
            current_version: setting.currentVersion,
            company_name: setting.companyName,
            logo_v1: setting.logoV1 ?? '',
            logo_v2: setting.logoV2 ?? '',
          }}
          inForce={setting.currentVersion}
          links={{ v1: path('/home-v1'), v2: path('/home-v2') }}
          defaultLogos={{ v1: defaultLayout.logoV1 ?? '/logo-v1.svg', v2: defaultLayout.logoV2 ?? '/logo-v2.svg' }}
        />
      </div>
    </ActionToasts>
  );
}
