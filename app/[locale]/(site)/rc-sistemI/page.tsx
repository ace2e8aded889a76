import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Icon } from '@/components/home/icons';
import { PageBlocks } from '@/components/pages/page-blocks';
import { env } from '@/lib/env';
import { localePath } from '@/lib/i18n/paths';
import { publicNavigation } from '@/lib/navigation/public';
import { pageAlternates, pageDescription, publicPage } from '@/lib/pages/public';
import { jsonLd, pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';
import { publicLayout } from '@/lib/settings/public';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string }> };

const SLUG = 'rc-sistemI';
const PATH = `/${SLUG}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const page = await publicPage(locale, SLUG);
  if (!page) notFound();
  return pageMetadata({
    locale,
    path: PATH,
    title: page.seoTitle || page.title,
    description: pageDescription(page),
    siteName: (await publicLayout()).companyName,
    image: page.image,
    own: pageAlternates(page),
  });
}

/**
 * /rc-sistemI: the landing page of the company's management system, a page built from blocks
 * (slug `rc-sistemI`, issue 30 §1) in the design in force, with its own sticky menu (by default the
 * page's sections; editable on /admin/navigation) and a "Portal" button to the customer portal
 * (PORTAL_URL). 404 while the page is not published in the language.
 */
export default async function LandingPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const [page, layout, { landing: menu }] = await Promise.all([publicPage(locale, SLUG), publicLayout(), publicNavigation(locale)]);
  if (!page) notFound();
  const t = await getTranslations('Landing');
  const { PORTAL_URL } = env();
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: t('productName'),
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    description: pageDescription(page) || t('metaDescription'),
    url: absoluteUrl(localizedPath(locale, PATH)),
    inLanguage: locale,
  };

  return (
    // The sticky menu covers the top of a section it scrolls to: the sections keep room for it.
    <div data-testid="landing" className="[&_section]:scroll-mt-20">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }} />
      <nav aria-label={t('menuLabel')} className="sticky top-0 z-20 border-b border-border bg-background/95 backdrop-blur" data-testid="landing-menu">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 sm:px-6">
          <ul className="-mx-1 flex min-w-0 flex-1 gap-1 overflow-x-auto text-sm font-medium">
            {menu.map((link, index) => (
              <li key={index} className="shrink-0">
                <a href={localePath(locale, link.href)} className="block rounded-md px-3 py-2 hover:bg-surface hover:text-primary dark:hover:text-link">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <a
            href={PORTAL_URL}
            rel="noopener"
            data-testid="portal-button"
            className="inline-flex h-10 shrink-0 items-center gap-2 rounded-md bg-accent px-4 text-sm font-semibold text-accent-foreground hover:bg-accent-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {t('portal')}
            <Icon name="arrow" className="size-4" />
          </a>
        </div>
      </nav>
      <PageBlocks blocks={page.blocks} locale={locale} design={layout.currentVersion} title={page.title} />
    </div>
  );
}
