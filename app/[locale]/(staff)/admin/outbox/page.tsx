import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import { requireRoute } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { formatDisplayDate } from '@/lib/format/date';
import { listOutbox, type OutboxListItem } from '@/lib/mail/queries';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ListPagination } from '@/components/admin/list-pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { OutboxStatusBadge } from '@/components/admin/outbox-status-badge';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Outbox' });
  return { title: t('metaTitle') };
}

/** The email outbox (capability 'outbox'): every message the site sent or kept, newest first. */
export default async function OutboxPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('outbox');
  const query = await searchParams;
  const page = Math.max(1, Number.parseInt(typeof query.page === 'string' ? query.page : '1', 10) || 1);
  const t = await getTranslations('Outbox');
  const { items, total, limit } = await listOutbox(user, { page });
  const timeZone = env().SITE_TIME_ZONE;
  const pageHref = (p: number) => getPathname({ href: { pathname: '/admin/outbox', query: { page: String(p) } }, locale });

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
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
      </div>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={items}
        getRowKey={(m) => m.id}
        emptyState={<EmptyState title={t('emptyTitle')} description={t('emptyText')} />}
      />
      <ListPagination namespace="Outbox" page={page} total={total} limit={limit} pageHref={pageHref} />
    </div>
  );
}
