import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { requireRoute } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { formatDisplayDate } from '@/lib/format/date';
import { filterParams } from '@/lib/core/list-query';
import type { ArticleView } from '@/lib/articles/present';
import { countArticleReads, listArticleFilterOptions, listArticles } from '@/lib/articles/queries';
import { ARTICLES_PAGE_SIZE, articleListQuerySchema, articleStatuses } from '@/lib/articles/schema';
import { categoryDisplayName } from '@/lib/categories/present';
import { translator } from '@/lib/i18n/translate';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ArticleBulk, bulkColumn, BulkPageToggle, BulkRowCheckbox } from '@/components/admin/bulk/list-bulk';
import { ListBody } from '@/components/admin/list/list-body';
import { ListPage, SearchFilter, SelectFilter } from '@/components/admin/list/list-page';
import { pageHrefOf } from '@/components/admin/list/page-href';
import { buttonClasses } from '@/components/ui/button';
import { ArticleFeaturedToggle } from '@/components/admin/articles/article-featured-toggle';
import { ArticleListCards, type ArticleListRow } from '@/components/admin/articles/article-list-cards';
import { ArticleRowActions } from '@/components/admin/articles/article-row-actions';
import { ArticleStatusBadge } from '@/components/admin/articles/article-status-badge';
import { CategoryChip } from '@/components/admin/categories/category-chip';
import { EditingMarker } from '@/components/admin/presence/editing-marker';
import { listEditing } from '@/lib/presence/queries';
import { metaTitleOf, openListPage, type AdminListPageProps } from '../_lib/list-page';

export const generateMetadata = metaTitleOf('Admin.articles');

export default async function ListOfArticlesPage(props: AdminListPageProps) {
  const { locale, user, query: parsed } = await openListPage(props, () => requireRoute('list-of-articles'), articleListQuerySchema);
  // The page size is the list's own (10), whatever the URL says.
  const query = { ...parsed, limit: ARTICLES_PAGE_SIZE };
  const t = await getTranslations('Admin.articles');
  const translate = translator(locale);
  const [{ items, total, page, limit }, options] = await Promise.all([listArticles(user, query), listArticleFilterOptions(user)]);
  const [reads, editing] = await Promise.all([
    countArticleReads(
      user,
      items.map((a) => a.id),
    ),
    listEditing(
      user.id,
      'article',
      items.map((a) => a.id),
    ),
  ]);
  const canCompose = user.grants.includes('compose');
  // Publishing and unpublishing need 'publish' (issue 33 §2): a contributor's rows offer neither.
  const canPublish = user.grants.includes('publish');
  // Without 'articles-all' the list holds only the user's own articles: no author filter.
  const authors = options.authors;
  const filters = filterParams(query, { search: 'search', status: 'status', category: 'category', ...(authors !== null && { author: 'author' as const }) });
  const filtered = Object.keys(filters).length > 0;
  const pageHref = pageHrefOf('/admin/list-of-articles', filters, locale);
  const timeZone = env().SITE_TIME_ZONE;
  const numbers = new Intl.NumberFormat(locale === 'ht' ? 'fr-HT' : locale);
  // An article's chips carry no key: the option of the same id says whether the name is translated.
  const categoryOptions = new Map(options.categories.map((c) => [c.id, c]));
  const categoryName = (c: { id: number; name: string }) => {
    const option = categoryOptions.get(c.id);
    return option ? categoryDisplayName(option, translate) : c.name;
  };
  // A published article shows when it went (or goes) live; a draft, its last change.
  const dateOf = (a: ArticleView) => (a.status === 'published' && a.publishedAt ? a.publishedAt : a.updatedAt);
  const live = (a: ArticleView) => a.status === 'published' && !a.scheduled;

  const rows: ArticleListRow[] = items.map((a) => {
    const status = a.scheduled ? 'scheduled' : a.status;
    return {
      id: a.id,
      select: <BulkRowCheckbox row={{ id: a.id, uniqueKey: a.uniqueKey }} />,
      date: <time dateTime={dateOf(a)}>{formatDisplayDate(dateOf(a), { locale, timeZone })}</time>,
      categories: a.categories.length ? (
        <div className="flex max-w-40 flex-wrap gap-1">
          {a.categories.map((c) => (
            <CategoryChip key={c.id} name={categoryName(c)} textColor={c.textColor} backgroundColor={c.backgroundColor} />
          ))}
        </div>
      ) : (
        '-'
      ),
      // A deleted user's articles stay, with no author (articles.author_id is set null).
      author: a.author?.name?.trim() || t('formerAuthor'),
      title: (
        <div className="flex max-w-xs min-w-32 flex-col">
          <span className="flex items-start gap-1">
            <span className="line-clamp-2 font-medium">{a.title}</span>
            <EditingMarker users={editing.get(a.id)} />
          </span>
          <span className="text-xs text-muted-foreground">{a.language}</span>
        </div>
      ),
      status: <ArticleStatusBadge status={status} label={t(`statuses.${status}`)} />,
      reads: numbers.format(reads.get(a.id) ?? 0),
      featured: <ArticleFeaturedToggle article={{ id: a.id, uniqueKey: a.uniqueKey, title: a.title, featured: a.featured }} />,
      actions: (
        <ArticleRowActions
          article={{
            id: a.id,
            uniqueKey: a.uniqueKey,
            title: a.title,
            status: a.status,
            viewHref: live(a) ? getPathname({ href: `/post/${a.uniqueKey}/${a.id}`, locale }) : null,
            editHref: canCompose ? getPathname({ href: `/admin/compose/${a.uniqueKey}/${a.id}`, locale }) : null,
          }}
          canPublish={canPublish}
        />
      ),
    };
  });
  const keyOf = new Map(items.map((a) => [a.id, { id: a.id, uniqueKey: a.uniqueKey }]));
  const columns: DataTableColumn<ArticleListRow>[] = [
    bulkColumn((r) => keyOf.get(r.id) ?? { id: r.id, uniqueKey: '' }),
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
    <ListPage
      namespace="Admin.articles"
      pathname="/admin/list-of-articles"
      description={authors ? t('description') : t('descriptionOwn')}
      actions={newArticle}
      toasts
      filters={{
        // Search twice as wide as each select, the buttons on the same line from lg up.
        gridClassName: authors
          ? 'sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]'
          : 'sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto]',
        actionsClassName: 'flex-wrap items-end sm:col-span-2 lg:col-span-1',
        fields: (
          <>
            <SearchFilter label={t('filters.search')} value={query.search} placeholder={t('filters.searchPlaceholder')} className="sm:col-span-2 lg:col-span-1" />
            <SelectFilter label={t('columns.status')} name="status" value={query.status} placeholder={all} options={articleStatuses.map((v) => ({ value: v, label: t(`filters.statuses.${v}`) }))} />
            <SelectFilter
              label={t('filters.category')}
              name="category"
              value={query.category}
              placeholder={all}
              options={options.categories
                .map((c) => ({ value: String(c.id), label: categoryDisplayName(c, translate) }))
                .sort((a, b) => a.label.localeCompare(b.label, locale))}
            />
            {authors && (
              <SelectFilter label={t('columns.author')} name="author" value={query.author} placeholder={all} options={authors.map((a) => ({ value: String(a.id), label: a.name }))} />
            )}
          </>
        ),
      }}
    >
      <ArticleBulk
        pageKeys={[...keyOf.values()]}
        total={total}
        filter={query}
        categories={options.categories.map((c) => ({ value: String(c.id), label: categoryDisplayName(c, translate) }))}
        authors={authors && authors.map((a) => ({ value: String(a.id), label: a.name }))}
      >
      <ListBody namespace="Admin.articles" list={{ total, page, limit }} rows={rows} columns={columns} getRowKey={(r) => r.id} pageHref={pageHref} filtered={filtered} breakpoint="md"
        empty={{ title: t('noArticlesTitle'), text: t('noArticlesText'), action: newArticle }}
        cards={
          <>
            <BulkPageToggle />
            <ArticleListCards rows={rows} labels={{ date: t('columns.date'), author: t('columns.author'), reads: t('columns.reads'), caption: t('caption') }} className="flex flex-col gap-3" />
          </>
        }
      />
      </ArticleBulk>
    </ListPage>
  );
}
