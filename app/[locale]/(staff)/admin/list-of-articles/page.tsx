import type { Metadata } from 'next';
import { clsx } from 'clsx';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { requireRoute } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { formatDisplayDate } from '@/lib/format/date';
import { searchParamsObject } from '@/lib/core/search-params';
import type { ArticleView } from '@/lib/articles/present';
import { countArticleReads, listArticleFilterOptions, listArticles } from '@/lib/articles/queries';
import { ARTICLES_PAGE_SIZE, articleListQuerySchema, articleStatuses, type ArticleListQuery } from '@/lib/articles/schema';
import { categoryDisplayName } from '@/lib/categories/present';
import { translator } from '@/lib/i18n/translate';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FilterActions } from '@/components/admin/filter-actions';
import { ListPagination } from '@/components/admin/list-pagination';
import { ListResults } from '@/components/admin/list-results';
import { buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ActionToasts } from '@/components/admin/action-toasts';
import { ArticleFeaturedToggle } from '@/components/admin/articles/article-featured-toggle';
import { ArticleListCards, type ArticleListRow } from '@/components/admin/articles/article-list-cards';
import { ArticleRowActions } from '@/components/admin/articles/article-row-actions';
import { ArticleStatusBadge } from '@/components/admin/articles/article-status-badge';
import { CategoryChip } from '@/components/admin/categories/category-chip';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Admin.articles' });
  return { title: t('metaTitle') };
}

/** The filters of the URL, in the URL's own names (the page and the pagination links share them). */
function filterQuery(q: ArticleListQuery, withAuthor: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.search) out.search = q.search;
  if (q.status) out.status = q.status;
  if (q.category) out.category = String(q.category);
  if (withAuthor && q.author) out.author = String(q.author);
  return out;
}

export default async function ListOfArticlesPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('list-of-articles');
  const parsed = articleListQuerySchema.safeParse(searchParamsObject(await searchParams));
  // The page size is the list's own (10), whatever the URL says.
  const query = { ...(parsed.success ? parsed.data : articleListQuerySchema.parse({})), limit: ARTICLES_PAGE_SIZE };
  const t = await getTranslations('Admin.articles');
  const translate = translator(locale);
  const [{ items, total, page, limit }, options] = await Promise.all([listArticles(user, query), listArticleFilterOptions(user)]);
  const reads = await countArticleReads(
    user,
    items.map((a) => a.id),
  );
  const canCompose = user.grants.includes('compose');
  // Without 'articles-all' the list holds only the user's own articles: no author filter.
  const authors = options.authors;
  const filters = filterQuery(query, authors !== null);
  const filtered = Object.keys(filters).length > 0;
  const pageHref = (p: number) =>
    getPathname({ href: { pathname: '/admin/list-of-articles', query: { ...filters, page: String(p) } }, locale });
  const timeZone = env().SITE_TIME_ZONE;
  const numbers = new Intl.NumberFormat(locale === 'ht' ? 'fr-HT' : locale);
  const categoryKeys = new Map(options.categories.map((c) => [c.id, c.unique_key]));
  const categoryName = (c: { id: number; name: string }) =>
    categoryDisplayName({ unique_key: categoryKeys.get(c.id) ?? '', name: c.name }, translate);
  // A published article shows when it went (or goes) live; a draft, its last change.
  const dateOf = (a: ArticleView) => (a.status === 'published' && a.published_at ? a.published_at : a.updated_at);
  const live = (a: ArticleView) => a.status === 'published' && !a.scheduled;

  const rows: ArticleListRow[] = items.map((a) => {
    const status = a.scheduled ? 'scheduled' : a.status;
    return {
      id: a.id,
      date: <time dateTime={dateOf(a)}>{formatDisplayDate(dateOf(a), { locale, timeZone })}</time>,
      categories: a.categories.length ? (
        <div className="flex max-w-40 flex-wrap gap-1">
          {a.categories.map((c) => (
            <CategoryChip key={c.id} name={categoryName(c)} textColor={c.text_color} backgroundColor={c.background_color} />
          ))}
        </div>
      ) : (
        '-'
      ),
      // A deleted user's articles stay, with no author (articles.author_id is set null).
      author: a.author?.name?.trim() || t('formerAuthor'),
      title: (
        <div className="flex max-w-xs min-w-32 flex-col">
          <span className="line-clamp-2 font-medium">{a.title}</span>
          <span className="text-xs text-muted-foreground">{a.language}</span>
        </div>
      ),
      status: <ArticleStatusBadge status={status} label={t(`statuses.${status}`)} />,
      reads: numbers.format(reads.get(a.id) ?? 0),
      featured: <ArticleFeaturedToggle article={{ id: a.id, uniqueKey: a.unique_key, title: a.title, featured: a.featured }} />,
      actions: (
        <ArticleRowActions
          article={{
            id: a.id,
            uniqueKey: a.unique_key,
            title: a.title,
            status: a.status,
            viewHref: live(a) ? getPathname({ href: `/post/${a.unique_key}/${a.id}`, locale }) : null,
            editHref: canCompose ? getPathname({ href: `/admin/compose/${a.unique_key}/${a.id}`, locale }) : null,
          }}
        />
      ),
    };
  });
  const columns: DataTableColumn<ArticleListRow>[] = [
    { key: 'date', header: t('columns.date'), cell: (r) => r.date, className: 'whitespace-nowrap tabular-nums' },
    { key: 'categories', header: t('columns.categories'), cell: (r) => r.categories },
    { key: 'author', header: t('columns.author'), cell: (r) => r.author },
    {
      key: 'title',
      header: t('columns.title'),
      // The star sits by the title: one column less keeps the table within a laptop screen.
      cell: (r) => (
        <div className="flex items-center gap-1">
          {r.featured}
          {r.title}
        </div>
      ),
    },
    { key: 'status', header: t('columns.status'), cell: (r) => r.status },
    { key: 'reads', header: t('columns.reads'), cell: (r) => r.reads, className: 'text-right tabular-nums' },
    { key: 'actions', header: t('columns.actions'), cell: (r) => r.actions },
  ];

  const all = t('filters.all');
  const newArticle = canCompose ? (
    <a href={getPathname({ href: '/admin/compose', locale })} className={buttonClasses()}>
      {t('newArticle')}
    </a>
  ) : null;
  return (
    <ActionToasts dismissLabel={t('dismiss')}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
            <p className="mt-1 text-sm text-muted-foreground">{authors ? t('description') : t('descriptionOwn')}</p>
          </div>
          {newArticle}
        </div>

        <form
          method="get"
          role="search"
          aria-label={t('filters.label')}
          className={clsx(
            'grid gap-3 rounded-lg border border-border bg-background p-4 sm:grid-cols-2',
            // Search twice as wide as each select, the buttons on the same line from lg up.
            authors
              ? 'lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]'
              : 'lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto]',
          )}
        >
          <label className="flex flex-col gap-1 text-sm sm:col-span-2 lg:col-span-1">
            <span className="font-medium">{t('filters.search')}</span>
            <Input type="search" name="search" defaultValue={query.search ?? ''} placeholder={t('filters.searchPlaceholder')} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('columns.status')}</span>
            <Select
              name="status"
              defaultValue={query.status ?? ''}
              placeholder={all}
              options={articleStatuses.map((v) => ({ value: v, label: t(`filters.statuses.${v}`) }))}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('filters.category')}</span>
            <Select
              name="category"
              defaultValue={query.category ? String(query.category) : ''}
              placeholder={all}
              options={options.categories
                .map((c) => ({ value: String(c.id), label: categoryDisplayName(c, translate) }))
                .sort((a, b) => a.label.localeCompare(b.label, locale))}
            />
          </label>
          {authors && (
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">{t('columns.author')}</span>
              <Select
                name="author"
                defaultValue={query.author ? String(query.author) : ''}
                placeholder={all}
                options={authors.map((a) => ({ value: String(a.id), label: a.name }))}
              />
            </label>
          )}
          <FilterActions
            clearHref={getPathname({ href: '/admin/list-of-articles', locale })}
            clearLabel={t('filters.clear')}
            applyLabel={t('filters.apply')}
            className="flex-wrap items-end sm:col-span-2 lg:col-span-1"
          />
        </form>

        <ListResults
          totalText={t('total', { total })}
          hasRows={rows.length > 0}
          narrowed={filtered || page > 1}
          narrowedEmpty={{ title: t('emptyTitle'), text: t('emptyText') }}
          empty={{ title: t('noArticlesTitle'), text: t('noArticlesText'), action: newArticle }}
          breakpoint="md"
          cards={
            <ArticleListCards
              rows={rows}
              labels={{ date: t('columns.date'), author: t('columns.author'), reads: t('columns.reads'), caption: t('caption') }}
              className="flex flex-col gap-3"
            />
          }
          table={<DataTable caption={t('caption')} columns={columns} rows={rows} getRowKey={(r) => r.id} compact />}
          pagination={<ListPagination namespace="Admin.articles" page={page} total={total} limit={limit} pageHref={pageHref} />}
        />
      </div>
    </ActionToasts>
  );
}
