import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { requireRoute } from '@/lib/auth/current-user';
import { parseListQuery } from '@/lib/core/list-query';
import { pathRecordId } from '@/lib/core/page-params';
import { env } from '@/lib/env';
import { webhookEventKeys } from '@/lib/webhooks/events';
import { deliveryFailure, type WebhookDeliveryView } from '@/lib/webhooks/present';
import { listDeliveries, listWebhooks } from '@/lib/webhooks/queries';
import { WEBHOOK_DELIVERIES_PAGE_SIZE, webhookDeliveriesQuerySchema } from '@/lib/webhooks/schema';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { buttonClasses } from '@/components/ui/button';
import { ActionToasts } from '@/components/admin/action-toasts';
import { auditDateTimeFormat } from '@/components/admin/audit/audit-labels';
import { ListPagination } from '@/components/admin/list/list-pagination';
import { pageHrefOf } from '@/components/admin/list/page-href';
import { RedeliverButton } from '@/components/admin/webhooks/redeliver-button';
import { WebhookActions } from '@/components/admin/webhooks/webhook-actions';
import { DeliveryStatusBadge, WebhookStatusBadge, webhookStatusOf } from '@/components/admin/webhooks/webhook-status-badge';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'WebhooksAdmin' });
  return { title: t('metaTitle') };
}

/** One webhook endpoint: its settings and actions, and its deliveries, newest first, `?page=` by page. */
export default async function WebhookPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('webhooks');
  const { id } = await params;
  const numericId = pathRecordId(id);
  if (numericId === null) notFound();
  // Endpoints are few: the page is addressed by id alone, its unique key read from the list.
  const webhook = (await listWebhooks(user)).find((w) => w.id === numericId);
  if (!webhook) notFound();
  const { page } = parseListQuery(webhookDeliveriesQuerySchema, await searchParams);
  const key = { id: webhook.id, uniqueKey: webhook.uniqueKey };
  const [{ items, total }, t, tWebhooks] = await Promise.all([
    listDeliveries(user, key, { page }),
    getTranslations('WebhooksAdmin'),
    getTranslations('Webhooks'),
  ]);
  const dateTime = auditDateTimeFormat(locale, env().SITE_TIME_ZONE);
  const when = (iso: string) => dateTime.format(new Date(iso));
  const pathname = `/admin/webhooks/${webhook.id}`;
  const pageHref = pageHrefOf(pathname, {}, locale);
  const eventLabel = (event: WebhookDeliveryView['event']) => tWebhooks(`events.${webhookEventKeys[event]}`);
  const failureText = (lastError: string) => {
    const { kind, detail } = deliveryFailure(lastError);
    return t(`failures.${kind}`, { detail });
  };
  const status = webhookStatusOf(webhook);
  const statusDetail =
    status !== 'active' && webhook.pausedAt
      ? t('since', { date: when(webhook.pausedAt) })
      : webhook.failingSince
        ? t('failingSince', { date: when(webhook.failingSince) })
        : null;

  const columns: DataTableColumn<WebhookDeliveryView>[] = [
    {
      key: 'event',
      header: t('deliveries.event'),
      cell: (d) => (
        <div className="flex flex-col">
          <span className="font-medium">{eventLabel(d.event)}</span>
          <code className="text-xs text-muted-foreground">{d.event}</code>
        </div>
      ),
    },
    {
      key: 'result',
      header: t('deliveries.result'),
      cell: (d) => (
        <div className="flex flex-col items-start gap-1">
          <DeliveryStatusBadge status={d.status} label={t(`deliveryStatuses.${d.status}`)} />
          {d.statusCode !== null && (
            <span className="font-mono" data-testid="delivery-status-code">
              {d.statusCode}
            </span>
          )}
          {d.lastError && <span className="max-w-xs text-xs break-words text-negative-text">{failureText(d.lastError)}</span>}
        </div>
      ),
    },
    {
      key: 'duration',
      header: t('deliveries.duration'),
      cell: (d) => (d.durationMs === null ? t('deliveries.none') : t('deliveries.durationMs', { ms: d.durationMs })),
      className: 'whitespace-nowrap max-sm:hidden',
    },
    { key: 'attempts', header: t('deliveries.attempts'), cell: (d) => d.attempts, className: 'max-sm:hidden' },
    {
      key: 'nextTry',
      header: t('deliveries.nextTry'),
      cell: (d) => (d.nextAttemptAt ? when(d.nextAttemptAt) : t('deliveries.none')),
      className: 'whitespace-nowrap max-md:hidden',
    },
    { key: 'created', header: t('deliveries.created'), cell: (d) => when(d.createdAt), className: 'whitespace-nowrap max-md:hidden' },
    {
      key: 'actions',
      header: t('deliveries.actions'),
      cell: (d) => <RedeliverButton webhook={key} deliveryId={d.id} label={`${t('actions.redeliver')}: ${eventLabel(d.event)}, ${when(d.createdAt)}`} />,
    },
  ];

  return (
    <ActionToasts dismissLabel={t('dismiss')}>
      <div className="flex flex-col gap-6">
        <Link href="/admin/webhooks" className="text-sm font-medium text-link underline-offset-4 hover:underline">
          ← {t('detail.back')}
        </Link>
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('detail.title')}</h1>
          <WebhookActions layout="detail" webhook={{ id: webhook.id, uniqueKey: webhook.uniqueKey, url: webhook.url, events: webhook.events, active: webhook.active }} />
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg border border-border bg-background p-4 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t('detail.url')}</dt>
          <dd className="break-all" data-testid="webhook-url">
            {webhook.url}
          </dd>
          <dt className="font-semibold">{t('detail.events')}</dt>
          <dd>{webhook.events.map(eventLabel).join(', ')}</dd>
          <dt className="font-semibold">{t('detail.status')}</dt>
          <dd>
            <WebhookStatusBadge status={status} label={t(`status.${status}`)} detail={statusDetail} testId="webhook-status" />
          </dd>
          <dt className="font-semibold">{t('detail.secret')}</dt>
          <dd>
            <code>{webhook.secretPrefix}…</code>
          </dd>
          <dt className="font-semibold">{t('detail.creator')}</dt>
          <dd>{webhook.owner ? webhook.owner.name || webhook.owner.email : t('noOwner')}</dd>
          <dt className="font-semibold">{t('detail.created')}</dt>
          <dd>{when(webhook.createdAt)}</dd>
        </dl>
        <section className="flex flex-col gap-3" aria-labelledby="webhook-deliveries">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="webhook-deliveries" className="text-lg font-semibold">
              {t('deliveries.title')}
            </h2>
            <Link href={pageHref(page)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {t('actions.refresh')}
            </Link>
          </div>
          <DataTable
            caption={t('deliveries.caption')}
            columns={columns}
            rows={items}
            getRowKey={(d) => d.id}
            compact
            emptyState={<EmptyState title={t('deliveries.emptyTitle')} description={t('deliveries.emptyText')} />}
          />
          <ListPagination namespace="WebhooksAdmin" page={page} total={total} limit={WEBHOOK_DELIVERIES_PAGE_SIZE} pageHref={pageHref} />
        </section>
      </div>
    </ActionToasts>
  );
}
