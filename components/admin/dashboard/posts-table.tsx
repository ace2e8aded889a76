import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import { PublicLink } from '@/components/site/public-link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLinks } from '@/components/ui/data-table';
import { formatDisplayDate } from '@/lib/format/date';
import { describeReadingTime } from '@/lib/format/reading-time';
import { percentChange } from '@/lib/reports/period';
import type { PostsPage } from '@/lib/reports/queries';
import type { PostSortKey, SortDirection, TranslationView } from '@/lib/reports/schema';
import { dashboardQuery, type DashboardSearch } from './query';

const alignClass = { left: 'text-left', right: 'text-right' } as const;

/**
 * Articles read in the period: sortable by URL (?sort=&dir=), paged by URL (?page=), each translation
 * on its own row or a translation group on one (?translations=grouped), with links to the article
 * and its editor.
 */
export async function PostsTable({
  posts,
  search,
  sort,
  dir,
  translations,
  timeZone,
}: {
  posts: PostsPage;
  search: DashboardSearch;
  sort: PostSortKey;
  dir: SortDirection;
  translations: TranslationView;
  timeZone: string;
}) {
  const t = await getTranslations('Reports');
  const tErrors = await getTranslations('Errors');
  const tFormat = await getTranslations('Format');
  const format = await getFormatter();
  const locale = await getLocale();

  // The view toggle: two links (no client code); the current one is marked.
  const viewLabels: Record<TranslationView, string> = { separate: t('translationsView.separate'), grouped: t('translationsView.grouped') };
  const views = (
    <nav aria-label={t('translationsView.label')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="translations-view">
      {(['separate', 'grouped'] as const).map((view) => (
        <Link
          key={view}
          href={{ pathname: '/admin/dashboard', query: dashboardQuery(search, { translations: view === 'grouped' ? view : undefined, page: undefined }) }}
          aria-current={translations === view ? 'true' : undefined}
          className={translations === view ? 'font-semibold' : 'text-link hover:underline'}
          scroll={false}
        >
          {viewLabels[view]}
        </Link>
      ))}
    </nav>
  );

  if (posts.rows.length === 0) {
    return (
      <div className="flex flex-col gap-2">
        {views}
        <EmptyState title={tErrors('noData')} headingLevel={3} className="py-8" />
      </div>
    );
  }

  const header = (key: PostSortKey | null, label: string, align: 'left' | 'right' = 'right') => {
    if (!key) {
      return (
        <th scope="col" className={`px-3 py-2 font-semibold ${alignClass[align]}`}>
          {label}
        </th>
      );
    }
    const active = sort === key;
    const nextDir: SortDirection = active ? (dir === 'asc' ? 'desc' : 'asc') : key === 'title' ? 'asc' : 'desc';
    return (
      <th scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined} className={`px-3 py-2 font-semibold ${alignClass[align]}`}>
        <Link
          href={{ pathname: '/admin/dashboard', query: dashboardQuery(search, { sort: key, dir: nextDir, page: undefined }) }}
          aria-label={t('sortBy', { column: label })}
          className="inline-flex items-center gap-1 hover:underline"
          scroll={false}
        >
          {label}
          <span aria-hidden="true" className="text-xs">
            {active ? (dir === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </Link>
      </th>
    );
  };

  const pages = Math.max(1, Math.ceil(posts.total / posts.pageSize));
  const pageHref = (page: number) =>
    getPathname({ locale, href: { pathname: '/admin/dashboard', query: dashboardQuery(search, { page: page > 1 ? String(page) : undefined }) } });

  return (
    <div className="flex flex-col gap-2">
      {views}
      <div className="overflow-x-auto rounded-md border border-border">
        <table className="w-full border-collapse text-left text-sm" data-testid="posts-table">
          <caption className="sr-only">{t('postPerformance')}</caption>
          <thead className="bg-surface text-surface-foreground">
            <tr>
              {header('title', t('columns.title'), 'left')}
              {header('reads', t('columns.reads'))}
              {header('change', t('columns.change'))}
              {header(null, t('columns.readingTime'))}
              {header('published', t('columns.published'))}
              {header(null, t('columns.actions'))}
            </tr>
          </thead>
          <tbody>
            {posts.rows.map((row) => {
              const change = percentChange(row.reads, row.previousReads);
              const reading = describeReadingTime(row.readingMinutes);
              return (
                <tr key={row.id} className="border-t border-border">
                  <th scope="row" className="max-w-xs px-3 py-2 font-medium">
                    <PublicLink href={`/post/${row.uniqueKey}/${row.id}`} className="text-link hover:underline">
                      {row.title}
                    </PublicLink>
                    {row.languages && (
                      <span className="block text-xs font-normal text-muted-foreground" data-testid="post-languages">
                        {t('translationsView.languages', { languages: row.languages.join(' · ') })}
                      </span>
                    )}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{format.number(row.reads)}</td>
                  <td className="px-3 py-2 text-right tabular-nums" title={t('previousValue', { value: format.number(row.previousReads) })}>
                    {change === null ? tFormat('dash') : format.number(change, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' })}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    {reading.kind === 'lessThanOne' ? tFormat('readingLessThanOne') : tFormat('readingMinutes', { minutes: reading.minutes })}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    {row.publishedAt ? formatDisplayDate(row.publishedAt, { locale, timeZone }) : t('draft')}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    <PublicLink href={`/post/${row.uniqueKey}/${row.id}`} aria-label={t('viewArticleLabel', { title: row.title })} className="text-link hover:underline">
                      {t('viewArticle')}
                    </PublicLink>
                    <span aria-hidden="true"> · </span>
                    <Link
                      href={`/admin/compose/${row.uniqueKey}/${row.id}`}
                      aria-label={t('editArticleLabel', { title: row.title })}
                      className="text-link hover:underline"
                    >
                      {t('editArticle')}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <PageLinks
        page={posts.page}
        pages={pages}
        pageHref={pageHref}
        labels={{ navigation: t('pagination.navigation'), previous: t('pagination.previous'), next: t('pagination.next'), page: t('pagination.page', { page: posts.page, pages }) }}
      />
    </div>
  );
}
