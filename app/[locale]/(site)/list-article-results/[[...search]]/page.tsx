import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleCard } from '@/components/blog/article-card';
import { ArticleSearchForm } from '@/components/blog/article-search-form';
import { PublicCategoryChip } from '@/components/blog/category-chip';
import { SearchSnippet } from '@/components/blog/search-snippet';
import { PageLinks } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/i18n/link';
import { localePath } from '@/lib/i18n/paths';
import { searchParamsObject } from '@/lib/core/search-params';
import type { PublicCategory } from '@/lib/blog/cards';
import { getPopularTags, type TagCount } from '@/lib/blog/lists';
import { cachedSearchResults, getActiveCategory, type SearchResult } from '@/lib/blog/search';
import { queryStaysInSearch, searchResultsPath, searchTermOfPath } from '@/lib/blog/search-path';
import { parseSearchLeniently, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from '@/lib/blog/search-schema';
import { localizedCategory, type LocalizableCategory } from '@/lib/categories/localize';
import { logger } from '@/lib/logger';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/lib/seo/urls';
import { localeOf } from '@/app/[locale]/_lib/locale';
import { publicLayout } from '@/lib/settings/public';

type Params = { locale: string; search?: string[] };
type Props = { params: Promise<Params>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Categories offered by the filter (those with live articles, most used first). */
const FILTER_CATEGORIES = 100;

async function readInput(props: Props) {
  const [{ search }, raw] = await Promise.all([props.params, props.searchParams]);
  const term = searchTermOfPath(search);
  if (term === undefined) notFound();
  const query = searchParamsObject(raw);
  // The blog's form sends ?q=; it moves to the path (redirectToPath) unless it cannot go there.
  const fromQuery = query.q !== undefined && queryStaysInSearch(query.q);
  const input = parseSearchLeniently({ q: fromQuery ? query.q : term, category: query.category, page: query.page, limit: SEARCH_PAGE_SIZE });
  return { input, redirectToPath: query.q !== undefined && !fromQuery ? query.q : null };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const locale = await localeOf(props.params);
  const { input } = await readInput(props);
  const t = await getTranslations({ locale, namespace: 'Search' });
  const { companyName } = await publicLayout();
  const metadata = pageMetadata({
    locale,
    path: searchResultsPath(input.q, input.category),
    title: input.q ? t('metaTitleQuery', { query: input.q }) : t('metaTitle'),
    description: t('metaDescription'),
    siteName: companyName,
  });
  // Result lists are thin, ever-changing content: kept out of the index, their links followed.
  return { ...metadata, robots: { index: false, follow: true } };
}

/**
 * /list-article-results/{search?}?category=&page= (spec §2): full-text search over the live
 * articles, the page's language first, each result with the passage around the match (issue 18;
 * lib/blog/search.ts). Dynamic (it reads the query). The blog's GET form sends ?q=, turned here into the path
 * form. A failing search shows "Error fetching search results" (§8) instead of an error page.
 */
export default async function SearchResultsPage(props: Props) {
  const locale = await localeOf(props.params);
  setRequestLocale(locale);
  const { input, redirectToPath } = await readInput(props);
  if (redirectToPath !== null) {
    redirect(localePath(locale, searchResultsPath(redirectToPath.trim().slice(0, SEARCH_QUERY_MAX), input.category)));
  }
  const t = await getTranslations('Search');

  let result: SearchResult | null = null;
  let category: PublicCategory | null = null;
  let filterCategories: TagCount[] = [];
  try {
    [result, category, filterCategories] = await Promise.all([
      cachedSearchResults({ query: input.q, locale, category: input.category, page: input.page, limit: input.limit }),
      input.category === undefined ? null : getActiveCategory(input.category),
      getPopularTags(FILTER_CATEGORIES),
    ]);
  } catch (error) {
    logger.warn({ err: error, query: input.q, category: input.category }, 'article search failed');
    result = null;
  }

  const displayName = (c: LocalizableCategory) => localizedCategory(c, locale).name;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.limit)) : 1;
  const href = (page: number) => localizedPath(locale, searchResultsPath(input.q, input.category, page));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-3">
        <Link href="/blog" className="self-start text-sm font-medium text-link underline-offset-4 hover:underline">
          {t('backToBlog')}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight text-balance break-words sm:text-4xl">
          {input.q ? t('titleQuery', { query: input.q }) : t('titleAll')}
        </h1>
        {category && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>{t('filteredBy')}</span>
            <PublicCategoryChip name={displayName(category)} backgroundColor={category.backgroundColor} />
            <Link href={searchResultsPath(input.q)} className="font-medium text-link underline-offset-4 hover:underline">
              {t('clearCategory')}
            </Link>
          </p>
        )}
        {result && (
          <p className="text-muted-foreground" data-testid="search-count">
            {t('count', { count: result.total })}
          </p>
        )}
      </header>

      <ArticleSearchForm
        locale={locale}
        id="results-search"
        query={input.q}
        category={input.category}
        categories={filterCategories.map((c) => ({ id: c.id, name: displayName(c) }))}
      />

      {!result ? (
        <EmptyState title={t('failed')} description={t('failedHint')} />
      ) : result.items.length === 0 ? (
        <EmptyState title={t('noResults')} description={t('noResultsHint')} />
      ) : (
        <section aria-labelledby="results-title" className="flex flex-col gap-6">
          <h2 id="results-title" className="sr-only">
            {t('resultsHeading')}
          </h2>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.items.map((card, index) => (
              <li key={card.id}>
                <ArticleCard
                  card={card}
                  locale={locale}
                  headingLevel="h3"
                  priority={index < 2 && input.page === 1}
                  sizes="(min-width: 1152px) 352px, (min-width: 640px) 50vw, 100vw"
                  excerpt={card.snippet ? <SearchSnippet segments={card.snippet} /> : undefined}
                />
              </li>
            ))}
          </ul>
          <PageLinks page={input.page} pages={pages} pageHref={href} labels={{ navigation: t('pagination'), previous: t('previous'), next: t('next'), page: t('page', { page: input.page, pages }) }} />
        </section>
      )}
    </div>
  );
}
