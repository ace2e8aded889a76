import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { requireRoute } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { formatDisplayDate } from '@/lib/format/date';
import { listLeads } from '@/lib/leads/queries';
import { unsubscribeReasonKey, type LeadView } from '@/lib/leads/present';
import { searchParamsObject } from '@/lib/core/search-params';
import { leadListQuerySchema, type LeadListQuery } from '@/lib/leads/schema';
import { leadClassifications, leadModules, leadStatuses, newsletterStatuses } from '@/db/schema/leads';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FilterActions } from '@/components/admin/filter-actions';
import { ListPagination } from '@/components/admin/list-pagination';
import { ListResults } from '@/components/admin/list-results';
import { buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ActionToasts } from '@/components/admin/action-toasts';
import { LeadActions } from '@/components/admin/leads/lead-actions';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Leads' });
  return { title: t('metaTitle') };
}

/** The filters of the URL, in the URL's own names (the page, the pagination and the export link share them). */
function filterQuery(q: LeadListQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.search) out.search = q.search;
  if (q.module) out.module = q.module;
  if (q.status) out.status = q.status;
  if (q.classification) out.classification = q.classification;
  if (q.newsletterStatus) out.newsletter_status = q.newsletterStatus;
  if (q.includeDeleted) out.include_deleted = 'true';
  if (q.spam) out.spam = 'true';
  return out;
}

export default async function ListLeadsPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('list-leads');
  const parsed = leadListQuerySchema.safeParse(searchParamsObject(await searchParams));
  const query = parsed.success ? parsed.data : leadListQuerySchema.parse({});
  const t = await getTranslations('Leads');
  const { items, total, page, limit } = await listLeads(user, query);
  const timeZone = env().SITE_TIME_ZONE;
  const filters = filterQuery(query);
  const pageHref = (p: number) =>
    getPathname({ href: { pathname: '/admin/list-leads', query: { ...filters, page: String(p) } }, locale });
  const exportHref = `/api/lead/leads-export.csv?${new URLSearchParams({ ...filters, locale }).toString()}`;
  const date = (value: string) => formatDisplayDate(value, { locale, timeZone });
  const dash = (value: string | null) => (value && value.trim() ? value : '-');
  const tAll = await getTranslations();
  // The latest cancellation: the reason's label, with the visitor's own words when they gave some.
  const reasonText = (l: LeadView) => {
    if (!l.unsubscribe_reason) return '';
    const key = unsubscribeReasonKey(l.unsubscribe_reason);
    const label = key ? tAll(key) : l.unsubscribe_reason;
    return l.unsubscribe_details ? `${label} — “${l.unsubscribe_details}”` : label;
  };

  const actionsOf = (l: LeadView) => (
    <LeadActions
      lead={{
        id: l.id,
        uniqueKey: l.unique_key,
        email: l.email,
        status: l.status,
        classification: l.classification,
        newsletterStatus: l.newsletter_status,
        module: l.module,
        spam: l.spam,
      }}
    />
  );
  const nameOf = (l: LeadView) => (
    <span className="font-medium">
      {dash(l.name)}
      {l.spam && <span className="ml-2 rounded-full bg-negative px-2 py-0.5 text-xs font-semibold text-negative-foreground">{t('spamBadge')}</span>}
    </span>
  );
  const newsletterOf = (l: LeadView) => (
    <>
      {l.newsletter_status ? t(`newsletterStatuses.${l.newsletter_status}`) : '-'}
      {l.unsubscribe_reason && l.unsubscribed_at && (
        <p className="mt-1 max-w-56 text-xs text-muted-foreground" data-testid="lead-unsubscribe-reason">
          {t('unsubscribeSummary', { date: date(l.unsubscribed_at), reason: reasonText(l) })}
        </p>
      )}
    </>
  );
  // What the row leaves out at 1366 px: read in the row's detail (and on the phone cards).
  const detailsOf = (l: LeadView) => (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
      <dt className="text-muted-foreground">{t('columns.telephone')}</dt>
      <dd>{dash(l.telephone)}</dd>
      <dt className="text-muted-foreground">{t('columns.enterprise')}</dt>
      <dd className="break-words">{dash(l.enterprise)}</dd>
      <dt className="text-muted-foreground">{t('columns.module')}</dt>
      <dd>{t(`modules.${l.module}`)}</dd>
      <dt className="text-muted-foreground">{t('columns.classification')}</dt>
      <dd>{t(`classifications.${l.classification}`)}</dd>
      <dt className="text-muted-foreground">{t('columns.updatedAt')}</dt>
      <dd>{date(l.updated_at)}</dd>
    </dl>
  );

  const columns: DataTableColumn<LeadView>[] = [
    {
      key: 'name',
      header: t('columns.lead'),
      cell: (l) => (
        <div className="flex max-w-72 flex-col gap-0.5">
          {nameOf(l)}
          <span className="text-sm break-all text-muted-foreground">{l.email}</span>
          <details className="mt-1 text-sm">
            <summary className="cursor-pointer text-link">{t('details')}</summary>
            <div className="mt-2">{detailsOf(l)}</div>
          </details>
        </div>
      ),
    },
    { key: 'status', header: t('columns.status'), cell: (l) => t(`statuses.${l.status}`) },
    { key: 'newsletter', header: t('columns.newsletterStatus'), cell: newsletterOf },
    { key: 'registered', header: t('columns.registeredAt'), cell: (l) => date(l.registered_at), className: 'whitespace-nowrap' },
    { key: 'actions', header: t('columns.actions'), cell: actionsOf },
  ];
  const cards = (
    <ul aria-label={t('caption')} className="flex flex-col gap-3">
      {items.map((l) => (
        <li key={l.id} data-testid="lead-card" className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4">
          <div className="flex items-start justify-between gap-2">
            {nameOf(l)}
            <span className="shrink-0 text-sm">{t(`statuses.${l.status}`)}</span>
          </div>
          <div className="text-sm break-all">{l.email}</div>
          <dl className="grid grid-cols-2 gap-2 text-xs">
            <div>
              <dt className="text-muted-foreground">{t('columns.newsletterStatus')}</dt>
              <dd>{newsletterOf(l)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('columns.registeredAt')}</dt>
              <dd>{date(l.registered_at)}</dd>
            </div>
          </dl>
          {detailsOf(l)}
          {actionsOf(l)}
        </li>
      ))}
    </ul>
  );

  const all = t('filters.all');
  return (
    <ActionToasts dismissLabel={t('dismiss')}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
            <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
          </div>
          <a href={exportHref} download className={buttonClasses({ variant: 'secondary' })}>
            {t('exportCsv')}
          </a>
        </div>

        <form method="get" role="search" aria-label={t('filters.label')} className="grid gap-3 rounded-lg border border-border bg-background p-4 sm:grid-cols-2 lg:grid-cols-6">
          <label className="flex flex-col gap-1 text-sm lg:col-span-2">
            <span className="font-medium">{t('filters.search')}</span>
            <Input type="search" name="search" defaultValue={query.search ?? ''} placeholder={t('filters.searchPlaceholder')} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('columns.module')}</span>
            <Select name="module" defaultValue={query.module ?? ''} placeholder={all} options={leadModules.map((v) => ({ value: v, label: t(`modules.${v}`) }))} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('columns.status')}</span>
            <Select name="status" defaultValue={query.status ?? ''} placeholder={all} options={leadStatuses.map((v) => ({ value: v, label: t(`statuses.${v}`) }))} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('columns.classification')}</span>
            <Select
              name="classification"
              defaultValue={query.classification ?? ''}
              placeholder={all}
              options={leadClassifications.map((v) => ({ value: v, label: t(`classifications.${v}`) }))}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('columns.newsletterStatus')}</span>
            <Select
              name="newsletter_status"
              defaultValue={query.newsletterStatus ?? ''}
              placeholder={all}
              options={newsletterStatuses.map((v) => ({ value: v, label: t(`newsletterStatuses.${v}`) }))}
            />
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="include_deleted" value="true" defaultChecked={query.includeDeleted} className="size-4" />
            {t('filters.includeDeleted')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="spam" value="true" defaultChecked={query.spam} className="size-4" />
            {t('filters.spam')}
          </label>
          <FilterActions
            clearHref={getPathname({ href: '/admin/list-leads', locale })}
            clearLabel={t('filters.clear')}
            applyLabel={t('filters.apply')}
            className="items-center lg:col-span-4 lg:justify-end"
          />
        </form>

        <ListResults
          totalText={t('total', { total })}
          hasRows={items.length > 0}
          narrowed
          narrowedEmpty={{ title: t('emptyTitle'), text: t('emptyText') }}
          empty={{ title: t('emptyTitle'), text: t('emptyText') }}
          breakpoint="lg"
          cards={cards}
          table={<DataTable caption={t('caption')} columns={columns} rows={items} getRowKey={(l) => l.id} compact />}
          pagination={null}
        />
        <ListPagination namespace="Leads" page={page} total={total} limit={limit} pageHref={pageHref} />
      </div>
    </ActionToasts>
  );
}
