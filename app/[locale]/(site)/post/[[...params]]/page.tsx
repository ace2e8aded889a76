import type { Metadata } from 'next';
import { pathRecordId, pathSegment } from '@/lib/core/page-params';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { ArticleCard } from '@/components/blog/article-card';
import { ArticleView } from '@/components/blog/article-view';
import { Breadcrumbs } from '@/components/blog/breadcrumbs';
import { ReadBeacon } from '@/components/blog/read-beacon';
import { ShareLinks } from '@/components/blog/share-links';
import { cachedLiveArticle, cachedRelatedArticles, type PublicArticle } from '@/lib/blog/article-page';
import { articlePath } from '@/lib/blog/paths';
import { articleOgImagePath, blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/blog/structured-data';
import { localizedCategory } from '@/lib/categories/localize';
import { env } from '@/lib/env';
import { articleAlternates, articleHomePath } from '@/lib/seo/article-alternates';
import { jsonLd, pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';
import { localeOf } from '@/app/[locale]/_lib/locale';
import { publicLayout } from '@/lib/settings/public';

type Props = { params: Promise<{ locale: string; params?: string[] }> };

const RELATED_COUNT = 3;

// No article is rendered at build time; each is rendered on its first request and cached (ISR) until
// one of its cache tags expires (lib/blog/article-page.ts).
export function generateStaticParams() {
  return [];
}

/**
 * /post/{unique_key}/{id}. The id decides: a missing or stale unique_key (/post/42, an old slug)
 * redirects permanently to the canonical address; an unknown, draft or scheduled article is not found.
 */
async function loadPage(params: Props['params']): Promise<{ locale: Locale; article: PublicArticle; canonical: boolean }> {
  const locale = await localeOf(params);
  // Before any notFound(): the 404 page then renders in this locale without reading request headers.
  setRequestLocale(locale);
  const { params: segments = [] } = await params;
  if (segments.length < 1 || segments.length > 2) notFound();
  const id = pathRecordId(segments[segments.length - 1]);
  if (id === null) notFound();
  const article = await cachedLiveArticle(id);
  if (!article) notFound();
  const canonical = segments.length === 2 && pathSegment(segments[0]) === article.uniqueKey;
  return { locale, article, canonical };
}

function describe(article: PublicArticle): string {
  return article.seoDescription?.trim() || article.excerpt?.trim() || '';
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article } = await loadPage(params);
  const { companyName } = await publicLayout();
  return pageMetadata({
    locale,
    path: articlePath(article),
    title: article.seoTitle?.trim() || article.title,
    description: describe(article),
    siteName: companyName,
    image: articleOgImagePath(article.id),
    type: 'article',
    publishedTime: article.publishedAt ?? undefined,
    modifiedTime: article.updatedAt,
    authors: article.author ? [article.author.name] : undefined,
    // Its own address and its live translations (issue 18), not the same text under five locales.
    own: { canonical: articleHomePath(article), languages: articleAlternates(article, article.translations) },
  });
}

export default async function ArticlePage({ params }: Props) {
  const { locale, article, canonical } = await loadPage(params);
  // permanentRedirect throws: kept out of any try/catch. 308 keeps the locale prefix.
  if (!canonical) permanentRedirect(localePath(locale, articlePath(article)));

  const [t, { companyName }, related] = await Promise.all([
    getTranslations({ locale, namespace: 'Post' }),
    publicLayout(),
    cachedRelatedArticles(article.id, locale, RELATED_COUNT),
  ]);
  const path = articlePath(article);
  const url = absoluteUrl(localizedPath(locale, path));
  const lang = article.locale !== locale ? article.locale : undefined;
  const crumbs = [
    { name: t('breadcrumbHome'), path: '/' },
    { name: t('breadcrumbBlog'), path: '/blog' },
    { name: article.title, path },
  ];
  const structured = [
    blogPostingJsonLd(article, {
      locale,
      siteName: companyName,
      description: describe(article),
      categoryNames: article.categories.map((c) => localizedCategory(c, locale).name),
    }),
    breadcrumbJsonLd(locale, crumbs),
  ];

  return (
    <>
      {structured.map((data) => (
        <script key={String(data['@type'])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />
      ))}
      <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <Breadcrumbs
          label={t('breadcrumbLabel')}
          items={[
            { label: t('breadcrumbHome'), href: '/' },
            { label: t('breadcrumbBlog'), href: '/blog' },
            { label: article.title, lang },
          ]}
        />
        <ArticleView article={article} locale={locale} timeZone={env().SITE_TIME_ZONE} />
        <ShareLinks url={url} title={article.title} locale={locale} />
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="border-t border-border bg-surface">
          <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
            <h2 id="related-title" className="text-2xl font-bold tracking-tight">
              {t('relatedTitle')}
            </h2>
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="related-articles">
              {related.map((card) => (
                <li key={card.id}>
                  <ArticleCard card={card} locale={locale} headingLevel="h3" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <ReadBeacon articleId={article.id} />
    </>
  );
}
