import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { defaultLocale, isLocale, locales } from '@/i18n/routing';
import { requireRoute } from '@/lib/auth/current-user';
import { searchParamsObject } from '@/lib/core/search-params';
import { getNavigation } from '@/lib/navigation/queries';
import { ActionToasts } from '@/components/admin/action-toasts';
import { LinkTabs } from '@/components/admin/link-tabs';
import { languageKey } from '@/components/admin/compose/compose-values';
import { NavigationForm } from '@/components/admin/navigation/navigation-form';
import { buttonClasses } from '@/components/ui/button';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Navigation' });
  return { title: t('title') };
}

/**
 * /admin/navigation: the header menu and footer of each language (issue 30 §2), a tab per language
 * (?lang=…, links: they work without JavaScript and can be bookmarked). Same grant as the layout.
 */
export default async function NavigationPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  await requireRoute('layout-settings');
  const t = await getTranslations('Navigation');
  const tSite = await getTranslations('Site');
  const requested = searchParamsObject(await searchParams).lang;
  const active = isLocale(requested) ? requested : defaultLocale;
  const navigation = await getNavigation(active);

  return (
    <ActionToasts dismissLabel={t('dismiss')}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-prose">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
            <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
          </div>
          <a href={getPathname({ href: '/', locale: active })} target="_blank" rel="noopener" className={buttonClasses({ variant: 'secondary' })}>
            {t('viewSite')}
            <span className="sr-only"> {t('newTab')}</span>
          </a>
        </div>
        <LinkTabs
          label={t('languages')}
          idPrefix="navigation"
          tabs={locales.map((language) => ({ key: language, label: tSite(`languages.${languageKey[language]}`), href: { pathname: '/admin/navigation', query: { lang: language } } }))}
          active={active}
          panelTestId={`navigation-panel-${active}`}
        >
          <NavigationForm key={active} locale={active} initial={navigation} />
        </LinkTabs>
      </div>
    </ActionToasts>
  );
}
