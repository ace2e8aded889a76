import { getFormatter, getTranslations } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { requireUser } from '@/lib/auth/current-user';
import { filterParams } from '@/lib/core/list-query';
import type { TrashItemView } from '@/lib/trash/present';
import { listTrash, visibleTrashKinds } from '@/lib/trash/queries';
import { mayDeletePermanently } from '@/lib/trash/access';
import { trashListQuerySchema } from '@/lib/trash/schema';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/admin/list/list-pagination';
import { ListPage, SelectFilter } from '@/components/admin/list/list-page';
import { pageHrefOf } from '@/components/admin/list/page-href';
import { TrashActions } from '@/components/admin/trash/trash-actions';
import { metaTitleOf, openListPage, type AdminListPageProps } from '../_lib/list-page';

export const generateMetadata = metaTitleOf('Trash');

/**
 * The trash (issue 33 §4): what a DELETE moved there, with who deleted it and when; Restore, and
 * (administrators) Delete permanently. Open to whoever may see any of its kinds (any of several
 * grants, so requireUser and the kinds, not one requireRoute): the others go to the forbidden page.
 */
export default async function TrashPage(props: AdminListPageProps) {
  const { locale, user, query } = await openListPage(props, () => requireUser(), trashListQuerySchema);
  const kinds = visibleTrashKinds(user);
  if (kinds.length === 0 || (query.kind && !kinds.includes(query.kind))) return redirect({ href: '/error-forbidden', locale });
  const t = await getTranslations('Trash');
  const format = await getFormatter();
  const { items, total, page, limit } = await listTrash(user, query);
  const pageHref = pageHrefOf('/admin/trash', filterParams(query, { kind: 'kind' }), locale);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const canDeletePermanently = mayDeletePermanently(user);

  const columns: DataTableColumn<TrashItemView>[] = [
    { key: 'kind', header: t('columns.kind'), cell: (i) => t(`kinds.${i.kind}`) },
    { key: 'title', header: t('columns.title'), cell: (i) => <span className="line-clamp-2 max-w-md font-medium">{i.title}</span> },
    { key: 'deletedBy', header: t('columns.deletedBy'), cell: (i) => i.deletedBy?.name ?? t('unknownUser') },
    { key: 'deletedAt', header: t('columns.deletedAt'), cell: (i) => <time dateTime={i.deletedAt}>{when(i.deletedAt)}</time> },
    { key: 'purgeAt', header: t('columns.purgeAt'), cell: (i) => <time dateTime={i.purgeAt}>{when(i.purgeAt)}</time> },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (i) => <TrashActions item={{ kind: i.kind, id: i.id, uniqueKey: i.uniqueKey, title: i.title }} canDeletePermanently={canDeletePermanently} />,
    },
  ];

  return (
    <ListPage
      namespace="Trash"
      pathname="/admin/trash"
      description={t('intro')}
      toasts
      filters={
        kinds.length > 1
          ? {
              gridClassName: 'sm:grid-cols-2 lg:grid-cols-4',
              fields: <SelectFilter label={t('columns.kind')} name="kind" value={query.kind} placeholder={t('allKinds')} options={kinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />,
            }
          : undefined
      }
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('total', { total })}
      </p>
      <DataTable caption={t('caption')} columns={columns} rows={items} getRowKey={(i) => `${i.kind}-${i.id}`} emptyState={<EmptyState title={t('empty')} description={t('intro')} />} />
      <ListPagination namespace="Trash" page={page} total={total} limit={limit} pageHref={pageHref} />
    </ListPage>
  );
}
