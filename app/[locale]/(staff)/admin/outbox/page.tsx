import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { requireRoute } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { formatDisplayDate } from '@/lib/format/date';
import { outboxListQuerySchema } from '@/lib/mail/outbox-list-query';
import { listOutbox, type OutboxListItem } from '@/lib/mail/queries';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ListPagination } from '@/components/admin/list/list-pagination';
import { ListPage } from '@/components/admin/list/list-page';
import { pageHrefOf } from '@/components/admin/list/page-href';
import { EmptyState } from '@/components/ui/empty-state';
import { OutboxStatusBadge } from '@/components/admin/outbox-status-badge';
import { metaTitleOf, openListPage, type AdminListPageProps } from '../_lib/list-page';

export const generateMetadata = metaTitleOf('Outbox');

/** The email outbox (capability 'outbox'): every message the site sent or kept, newest first. */
export default async function OutboxPage(props: AdminListPageProps) {
  const {
    locale,
    user,
    query: { page },
  } = await openListPage(props, () => requireRoute('outbox'), outboxListQuerySchema);
  const t = await getTranslations('Outbox');
  const { items, total, limit } = await listOutbox(user, { page });
  const timeZone = env().SITE_TIME_ZONE;
  const pageHref = pageHrefOf('/admin/outbox', {}, locale);

  const columns: DataTableColumn<OutboxListItem>[] = [
    { key: 'createdAt', header: t('createdAt'), cell: (m) => formatDisplayDate(m.createdAt, { locale, timeZone }), className: 'whitespace-nowrap' },
    { key: 'to', header: t('to'), cell: (m) => m.toAddress },
    {
      key: 'subject',
      header: t('subject'),
      cell: (m) => (
        <Link href={`/admin/outbox/${m.id}`} className="font-medium text-link underline-offset-4 hover:underline">
          {m.subject}
        </Link>
      ),
    },
    { key: 'template', header: t('template'), cell: (m) => m.template ?? '-' },
    { key: 'status', header: t('status'), cell: (m) => <OutboxStatusBadge status={m.status} label={t(`statuses.${m.status}`)} /> },
  ];

  return (
    <ListPage namespace="Outbox" pathname="/admin/outbox" description={t('description')}>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={items}
        getRowKey={(m) => m.id}
        emptyState={<EmptyState title={t('emptyTitle')} description={t('emptyText')} />}
      />
      <ListPagination namespace="Outbox" page={page} total={total} limit={limit} pageHref={pageHref} />
    </ListPage>
  );
}
