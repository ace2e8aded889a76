import type { Metadata } from 'next';
import { pathSegment } from '@/lib/core/page-params';
import { notFound } from 'next/navigation';
import { clsx } from 'clsx';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { faqProductName } from '@/lib/faq/products';
import { FaqQuestions } from '@/components/site/faq-questions';
import { faqGroups, type FaqGroup } from '@/lib/faq/queries';
import { faqPageJsonLd } from '@/lib/faq/structured-data';
import { translator } from '@/lib/i18n/translate';
import { jsonLd, pageMetadata } from '@/lib/seo/metadata';
import { publicLayout } from '@/lib/settings/public';
import { EmptyState } from '@/components/ui/empty-state';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string; product?: string[] }> };

// Rendered on the first request of each locale and product, then cached (ISR) under the `faqs` tag.
export function generateStaticParams() {
  return [];
}

/** The product of /faq/{product}: undefined on /faq, null for a path that cannot be one. */
function productOf(segments: string[] | undefined): string | undefined | null {
  if (!segments || segments.length === 0) return undefined;
  if (segments.length > 1) return null;
  return pathSegment(segments[0]);
}

/** The groups the page shows, or null when the product does not exist (a 404). */
async function load(params: Props['params']): Promise<{ locale: Locale; product?: string; all: FaqGroup[]; shown: FaqGroup[] } | null> {
  const { product: segments } = await params;
  const locale = await localeOf(params);
  const product = productOf(segments);
  if (product === null) return null;
  const all = await faqGroups(locale);
  const shown = product === undefined ? all : all.filter((g) => g.product === product);
  if (product !== undefined && shown.length === 0) return null;
  return { locale, product, all, shown };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  // The 404 then takes the not-found page's head.
  if (!data) notFound();
  const t = await getTranslations({ locale: data.locale, namespace: 'Faq' });
  const name = data.product ? faqProductName(data.product, translator(data.locale)) : undefined;
  return pageMetadata({
    locale: data.locale,
    path: data.product ? `/faq/${encodeURIComponent(data.product)}` : '/faq',
    title: name ? t('productMetaTitle', { product: name }) : t('metaTitle'),
    description: name ? t('productMetaDescription', { product: name }) : t('metaDescription'),
    siteName: (await publicLayout()).companyName,
  });
}

/**
 * /faq/{product?} (spec §2): questions grouped by product in the page's language (pt-BR when a
 * product has none in it), as <details> that open without JavaScript, with FAQPage data.
 */
export default async function FaqPage({ params }: Props) {
  const data = await load(params);
  if (!data) notFound();
  const { locale, product, all, shown } = data;
  setRequestLocale(locale);
  const t = await getTranslations('Faq');
  const tr = translator(locale);
  const structuredData = faqPageJsonLd(shown, locale);
  const filters = [{ key: 'all', href: '/faq', label: t('allProducts'), current: product === undefined }].concat(
    all.map((g) => ({ key: g.product, href: `/faq/${encodeURIComponent(g.product)}`, label: faqProductName(g.product, tr), current: g.product === product })),
  );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
      {shown.length > 0 && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }} />}
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {product ? t('productTitle', { product: faqProductName(product, tr) }) : t('title')}
        </h1>
        <p className="text-lg text-muted-foreground">{t('intro')}</p>
      </header>

      {all.length > 1 && (
        <nav aria-label={t('filterLabel')}>
          <ul className="flex flex-wrap gap-2">
            {filters.map((f) => (
              <li key={f.key}>
                <Link
                  href={f.href}
                  aria-current={f.current ? 'page' : undefined}
                  className={clsx(
                    'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium',
                    f.current ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-surface',
                  )}
                >
                  {f.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {shown.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        shown.map((group) => (
          <section key={group.product} id={`faq-${group.product}`} aria-labelledby={`faq-${group.product}-title`} className="flex flex-col gap-4" data-testid="faq-group">
            <h2 id={`faq-${group.product}-title`} className="text-2xl font-semibold">
              {faqProductName(group.product, tr)}
            </h2>
            {group.locale !== locale && <p className="text-sm text-muted-foreground">{t('otherLanguage')}</p>}
            <FaqQuestions group={group} locale={locale} />
          </section>
        ))
      )}

      <p className="text-muted-foreground">
        {t('moreQuestions')}{' '}
        <Link href="/contact" className="font-medium text-link underline-offset-4 hover:underline">
          {t('moreQuestionsLink')}
        </Link>
      </p>
    </div>
  );
}
