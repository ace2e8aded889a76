import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { requireRoute } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { webhookEventKeys } from '@/lib/webhooks/events';
import type { WebhookEndpointView } from '@/lib/webhooks/present';
import { listWebhooks } from '@/lib/webhooks/queries';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { ListPageView } from '@/components/admin/list/list-page';
import { auditDateTimeFormat } from '@/components/admin/audit/audit-labels';
import { WebhookActions } from '@/components/admin/webhooks/webhook-actions';
import { WebhookFormDialog } from '@/components/admin/webhooks/webhook-form-dialog';
import { WebhookStatusBadge, webhookStatusOf } from '@/components/admin/webhooks/webhook-status-badge';
import { localeOf } from '@/app/[locale]/_lib/locale';
import { metaTitleOf, type AdminListPageProps } from '../_lib/list-page';

export const generateMetadata = metaTitleOf('WebhooksAdmin');

/** The webhook endpoints (issue 20): the `webhooks` capability. */
export default async function WebhooksPage({ params }: Pick<AdminListPageProps, 'params'>) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('webhooks');
  const [t, tWebhooks] = await Promise.all([getTranslations('WebhooksAdmin'), getTranslations('Webhooks')]);
  const items = await listWebhooks(user);
  const dateTime = auditDateTimeFormat(locale, env().SITE_TIME_ZONE);
  const when = (iso: string) => dateTime.format(new Date(iso));

  const columns: DataTableColumn<WebhookEndpointView>[] = [
    {
      key: 'url',
      header: t('columns.url'),
      cell: (w) => (
        <div className="flex max-w-xs flex-col sm:max-w-md">
          <Link href={`/admin/webhooks/${w.id}`} className="font-medium break-all text-link underline-offset-4 hover:underline">
            {w.url}
          </Link>
          <code className="text-xs text-muted-foreground">{w.secretPrefix}…</code>
        </div>
      ),
    },
    {
      key: 'events',
      header: t('columns.events'),
      cell: (w) => w.events.map((e) => tWebhooks(`events.${webhookEventKeys[e]}`)).join(', '),
      className: 'max-md:hidden',
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (w) => {
        const status = webhookStatusOf(w);
        const detail = status !== 'active' && w.pausedAt ? t('since', { date: when(w.pausedAt) }) : w.failingSince ? t('failingSince', { date: when(w.failingSince) }) : null;
        return <WebhookStatusBadge status={status} label={t(`status.${status}`)} detail={detail} testId={`webhook-status-${w.id}`} />;
      },
    },
    { key: 'creator', header: t('columns.creator'), cell: (w) => (w.owner ? w.owner.name || w.owner.email : t('noOwner')), className: 'max-sm:hidden' },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (w) => <WebhookActions layout="row" webhook={{ id: w.id, uniqueKey: w.uniqueKey, url: w.url, events: w.events, active: w.active }} />,
    },
  ];

  return (
    <ListPageView title={t('title')} description={t('description')} descriptionClassName="mt-1 max-w-prose text-sm text-muted-foreground" actions={<WebhookFormDialog trigger={<Button>{t('newEndpoint')}</Button>} />} dismissLabel={t('dismiss')}>
      <DataTable caption={t('caption')} columns={columns} rows={items} getRowKey={(w) => w.id} compact emptyState={<EmptyState title={t('emptyTitle')} description={t('emptyText')} />} />
    </ListPageView>
  );
}
