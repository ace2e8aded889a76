import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleCard } from '@/components/blog/article-card';
import { ArticleSearchForm } from '@/components/blog/article-search-form';
import { PublicCategoryChip } from '@/components/blog/category-chip';
import { NoTranslationNotice } from '@/components/blog/no-translation-notice';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import type { ArticleCard as Card } from '@/lib/blog/cards';
import { getFeaturedArticles, getPopularArticles, getPopularTags, getRecentArticles, getTrendingArticles } from '@/lib/blog/lists';
import { categoryNameLang, localizedCategory } from '@/lib/categories/localize';
import { jsonLd, pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';
import { localeOf } from '@/app/[locale]/_lib/locale';
import { publicLayout } from '@/lib/settings/public';

type Props = { params: Promise<{ locale: string }> };

const FEATURED_LIMIT = 6;
const RECENT_LIMIT = 6;
const RANKED_LIMIT = 5;
const TAGS_LIMIT = 16;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const { companyName } = await publicLayout();
  return pageMetadata({ locale, path: '/blog', title: t('metaTitle'), description: t('metaDescription'), siteName: companyName });
}

/**
 * /blog (spec §2): featured articles, recent ones, most read, trending, popular tags and a topic
 * search. Reads no request data, so it is cached (ISR) until an article, category or author
 * change expires its lists, or the read-based lists' backstop (lib/blog/lists.ts) passes. Section
 * ids are the header menu's anchors.
 */
export default async function BlogPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const t = await getTranslations('Blog');
  const [featured, popular, trending, tags, layout] = await Promise.all([
    getFeaturedArticles(locale, FEATURED_LIMIT),
    getPopularArticles(locale, RANKED_LIMIT),
    getTrendingArticles(locale, RANKED_LIMIT),
    getPopularTags(TAGS_LIMIT, locale),
    publicLayout(),
  ]);
  // Recent articles leave out the ones the featured section already shows.
  const recent = await getRecentArticles(
    locale,
    RECENT_LIMIT,
    featured.map((c) => c.id),
  );
  const postUrl = (c: Card) => absoluteUrl(localizedPath(locale, `/post/${c.uniqueKey}/${c.id}`));
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: t('title'),
    description: t('metaDescription'),
    url: absoluteUrl(localizedPath(locale, '/blog')),
    inLanguage: locale,
    publisher: { '@type': 'Organization', name: layout.companyName, url: absoluteUrl(localizedPath(locale, '/')) },
    blogPost: [...featured, ...recent].map((c) => ({
      '@type': 'BlogPosting',
      headline: c.title,
      url: postUrl(c),
      datePublished: c.publishedAt,
      inLanguage: c.locale,
    })),
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-14 px-4 py-10 sm:px-6 sm:py-14">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }} />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('title')}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{t('intro')}</p>
        <NoTranslationNotice text={t('noTranslation')} />
      </header>

      <BlogSection id="search" title={t('sections.search')} description={t('searchIntro')}>
        <ArticleSearchForm locale={locale} id="blog-search" />
      </BlogSection>

      <BlogSection id="featured" title={t('sections.featured')} empty={featured.length === 0 && t('empty')}>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((card, index) => (
            // The hero spans two columns, and two rows on wide screens when cards fill the column beside it.
            <li key={card.id} className={index > 0 ? undefined : featured.length >= 3 ? 'sm:col-span-2 lg:row-span-2' : 'sm:col-span-2'}>
              <ArticleCard
                card={card}
                locale={locale}
                priority={index < 2}
                sizes={index === 0 ? '(min-width: 1152px) 736px, (min-width: 640px) 100vw, 100vw' : '(min-width: 1152px) 352px, (min-width: 640px) 50vw, 100vw'}
              />
            </li>
          ))}
        </ul>
      </BlogSection>

      <BlogSection
        id="recent"
        title={t('sections.recent')}
        empty={recent.length === 0 && t('empty')}
        action={
          <Link href="/list-article-results" className="text-sm font-medium text-link underline-offset-4 hover:underline">
            {t('allArticles')}
          </Link>
        }
      >
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {recent.map((card) => (
            <li key={card.id}>
              <ArticleCard card={card} locale={locale} sizes="(min-width: 1152px) 352px, (min-width: 640px) 50vw, 100vw" />
            </li>
          ))}
        </ul>
      </BlogSection>

      <div className="grid grid-cols-1 gap-14 lg:grid-cols-2 lg:gap-10">
        <BlogSection id="popular" title={t('sections.popular')} description={t('popularIntro')} empty={popular.length === 0 && t('empty')}>
          <RankedList cards={popular} locale={locale} />
        </BlogSection>
        <BlogSection id="trending" title={t('sections.trending')} description={t('trendingIntro')} empty={trending.length === 0 && t('empty')}>
          <RankedList cards={trending} locale={locale} />
        </BlogSection>
      </div>

      <BlogSection id="tags" title={t('sections.tags')} empty={tags.length === 0 && t('empty')}>
        <ul className="flex flex-wrap gap-2.5">
          {tags.map((tag) => (
            <li key={tag.id} className="min-w-0 max-w-full">
              <PublicCategoryChip
                name={t('tagChip', { name: localizedCategory(tag, locale).name, count: tag.articles })}
                lang={categoryNameLang(tag, locale)}
                backgroundColor={tag.backgroundColor}
                href={`/list-article-results?category=${tag.id}`}
                className="px-4 py-1.5 text-sm"
              />
            </li>
          ))}
        </ul>
      </BlogSection>
    </div>
  );
}

function BlogSection({
  id,
  title,
  description,
  empty,
  action,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  /** The empty state's text, or false when there is something to show. */
  empty?: string | false;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex scroll-mt-24 flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {!empty && action}
      </div>
      {empty ? <EmptyState title={empty} headingLevel={3} className="py-8" /> : children}
    </section>
  );
}

/** A numbered list of compact cards (most read, trending). */
function RankedList({ cards, locale }: { cards: Card[]; locale: Locale }) {
  return (
    <ol className="flex flex-col gap-3">
      {cards.map((card, index) => (
        <li key={card.id} className="flex items-stretch gap-3">
          <span aria-hidden="true" className="w-8 shrink-0 pt-4 text-right text-2xl font-bold text-muted-foreground tabular-nums">
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <ArticleCard card={card} locale={locale} variant="compact" />
          </div>
        </li>
      ))}
    </ol>
  );
}
