import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { locales } from '@/i18n/routing';
import { requireRoute } from '@/lib/auth/current-user';
import { filterParams } from '@/lib/core/list-query';
import { env } from '@/lib/env';
import { formatDisplayDate } from '@/lib/format/date';
import type { PageView } from '@/lib/pages/present';
import { listPages } from '@/lib/pages/queries';
import { pageListQuerySchema, pageStatuses } from '@/lib/pages/schema';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/admin/list/list-pagination';
import { ListPage, SearchFilter, SelectFilter } from '@/components/admin/list/list-page';
import { pageHrefOf } from '@/components/admin/list/page-href';
import { NewPageDialog } from '@/components/admin/pages/new-page-dialog';
import { EditingMarker } from '@/components/admin/presence/editing-marker';
import { listEditing } from '@/lib/presence/queries';
import { PageRowActions } from '@/components/admin/pages/page-row-actions';
import { PageStatusBadge, pageListStatus } from '@/components/admin/pages/page-status-badge';
import { metaTitleOf, openListPage, type AdminListPageProps } from '../_lib/list-page';

export const generateMetadata = metaTitleOf('PagesAdmin');

/** The site's pages built from blocks: filter by language, status and text; edit, view, publish or delete each. */
export default async function PagesAdminPage(props: AdminListPageProps) {
  const { locale, user, query } = await openListPage(props, () => requireRoute('pages'), pageListQuerySchema);
  const t = await getTranslations('PagesAdmin');
  const { items, total, page, limit } = await listPages(user, query);
  const editing = await listEditing(
    user.id,
    'page',
    items.map((p) => p.id),
  );
  const pageHref = pageHrefOf('/admin/pages', filterParams(query, { search: 'search', status: 'status', locale: 'locale' }), locale);
  const timeZone = env().SITE_TIME_ZONE;
  const languageOf = (code: string) => ((locales as readonly string[]).includes(code) ? t(`languages.${code as (typeof locales)[number]}`) : code);
  const editHref = (p: PageView) => getPathname({ href: `/admin/pages/${p.id}`, locale });

  const columns: DataTableColumn<PageView>[] = [
    {
      key: 'title',
      header: t('columns.title'),
      cell: (p) => (
        <div className="flex max-w-xs min-w-32 flex-col items-start gap-1">
          <a href={editHref(p)} className="line-clamp-2 font-medium text-link underline-offset-4 hover:underline">
            {p.title}
          </a>
          <EditingMarker users={editing.get(p.id)} />
          {p.isHome && (
            <span data-testid="page-home" className="rounded-full bg-info-light px-2 py-0.5 text-xs font-semibold text-info-light-foreground">
              {t('home')}
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'address',
      header: t('columns.address'),
      cell: (p) => (
        <a href={p.url} className="font-mono text-xs break-all text-link underline-offset-4 hover:underline" lang={p.locale}>
          {p.url}
        </a>
      ),
    },
    { key: 'locale', header: t('columns.locale'), cell: (p) => <span lang={p.locale}>{languageOf(p.locale)}</span> },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (p) => {
        const status = pageListStatus(p);
        return <PageStatusBadge status={status} label={t(`statuses.${status}`)} />;
      },
    },
    {
      key: 'updated',
      header: t('columns.updated'),
      cell: (p) => <time dateTime={p.updatedAt}>{formatDisplayDate(p.updatedAt, { locale, timeZone })}</time>,
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (p) => (
        <PageRowActions
          page={{ id: p.id, uniqueKey: p.uniqueKey, title: p.title, status: p.status, editHref: editHref(p), viewHref: pageListStatus(p) === 'published' ? p.url : null }}
        />
      ),
    },
  ];

  const all = t('filters.all');
  return (
    <ListPage
      namespace="PagesAdmin"
      pathname="/admin/pages"
      description={t('description')}
      actions={<NewPageDialog initialLocale={query.locale ?? locale} />}
      toasts
      filters={{
        gridClassName: 'sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto]',
        actionsClassName: 'flex-wrap items-end sm:col-span-2 lg:col-span-1',
        fields: (
          <>
            <SearchFilter label={t('filters.search')} value={query.search} placeholder={t('filters.searchPlaceholder')} className="sm:col-span-2 lg:col-span-1" maxLength={200} />
            <SelectFilter label={t('columns.locale')} name="locale" value={query.locale} placeholder={all} options={locales.map((l) => ({ value: l, label: languageOf(l) }))} />
            <SelectFilter label={t('columns.status')} name="status" value={query.status} placeholder={all} options={pageStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} />
          </>
        ),
      }}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('total', { total })}
      </p>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={items}
        getRowKey={(p) => p.id}
        compact
        emptyState={<EmptyState title={t('emptyTitle')} description={t('emptyText')} />}
      />
      <ListPagination namespace="PagesAdmin" page={page} total={total} limit={limit} pageHref={pageHref} />
    </ListPage>
  );
}
