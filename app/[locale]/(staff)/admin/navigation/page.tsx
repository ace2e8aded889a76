import type { Metadata } from 'next';
import { clsx } from 'clsx';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import { defaultLocale, isLocale, locales } from '@/i18n/routing';
import { requireRoute } from '@/lib/auth/current-user';
import { searchParamsObject } from '@/lib/core/search-params';
import { getNavigation } from '@/lib/navigation/queries';
import { ActionToasts } from '@/components/admin/action-toasts';
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

const panelId = 'navigation-panel';
const tabId = (language: string) => `navigation-tab-${language}`;

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
        <div role="tablist" aria-label={t('languages')} className="-mx-1 flex gap-1 overflow-x-auto border-b border-border px-1">
          {locales.map((language) => {
            const selected = language === active;
            return (
              <Link
                key={language}
                id={tabId(language)}
                role="tab"
                href={{ pathname: '/admin/navigation', query: { lang: language } }}
                aria-selected={selected}
                aria-current={selected ? 'page' : undefined}
                aria-controls={selected ? panelId : undefined}
                className={clsx(
                  '-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  selected ? 'border-primary text-primary dark:border-link dark:text-link' : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
                )}
              >
                {tSite(`languages.${languageKey[language]}`)}
              </Link>
            );
          })}
        </div>
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} data-testid={`navigation-panel-${active}`}>
          <NavigationForm key={active} locale={active} initial={navigation} />
        </div>
      </div>
    </ActionToasts>
  );
}
