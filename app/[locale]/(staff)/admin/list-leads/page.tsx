import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { requireRoute } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { formatDisplayDate } from '@/lib/format/date';
import { listLeads } from '@/lib/leads/queries';
import { unsubscribeReasonKey, type LeadView } from '@/lib/leads/present';
import { filterParams } from '@/lib/core/list-query';
import { leadListQuerySchema } from '@/lib/leads/schema';
import { leadClassifications, leadModules, leadStatuses, newsletterStatuses } from '@/lib/leads/list-filters';
import type { DataTableColumn } from '@/components/ui/data-table';
import { bulkColumn, BulkPageToggle, BulkRowCheckbox, LeadBulk } from '@/components/admin/bulk/list-bulk';
import { ListBody } from '@/components/admin/list/list-body';
import { FilterCheckbox, FilterField, ListPage, SearchFilter, SelectFilter } from '@/components/admin/list/list-page';
import { Input } from '@/components/ui/input';
import { pageHrefOf } from '@/components/admin/list/page-href';
import { buttonClasses } from '@/components/ui/button';
import { LeadActions } from '@/components/admin/leads/lead-actions';
import { FormProtectionPanel } from '@/components/admin/leads/form-protection-panel';
import { spamReasonKeys } from '@/lib/spam/reasons';
import { metaTitleOf, openListPage, type AdminListPageProps } from '../_lib/list-page';

export const generateMetadata = metaTitleOf('Leads');

export default async function ListLeadsPage(props: AdminListPageProps) {
  const { locale, user, query } = await openListPage(props, () => requireRoute('list-leads'), leadListQuerySchema);
  const t = await getTranslations('Leads');
  const { items, total, page, limit } = await listLeads(user, query);
  const timeZone = env().SITE_TIME_ZONE;
  // The page, the pagination and the export link share the URL's filters.
  const filters = filterParams(query, {
    search: 'search',
    module: 'module',
    status: 'status',
    classification: 'classification',
    newsletter_status: 'newsletterStatus',
    source: 'source',
    medium: 'medium',
    campaign: 'campaign',
    include_deleted: 'includeDeleted',
    spam: 'spam',
  });
  const pageHref = pageHrefOf('/admin/list-leads', filters, locale);
  const exportHref = `/api/lead/leads-export.csv?${new URLSearchParams({ ...filters, locale }).toString()}`;
  const date = (value: string) => formatDisplayDate(value, { locale, timeZone });
  const dash = (value: string | null) => (value && value.trim() ? value : '-');
  const tAll = await getTranslations();
  // The latest cancellation: the reason's label, with the visitor's own words when they gave some.
  const reasonText = (l: LeadView) => {
    if (!l.unsubscribeReason) return '';
    const key = unsubscribeReasonKey(l.unsubscribeReason);
    const label = key ? tAll(key) : l.unsubscribeReason;
    return l.unsubscribeDetails ? `${label} — “${l.unsubscribeDetails}”` : label;
  };

  const actionsOf = (l: LeadView) => (
    <LeadActions
      lead={{
        id: l.id,
        uniqueKey: l.uniqueKey,
        email: l.email,
        status: l.status,
        classification: l.classification,
        newsletterStatus: l.newsletterStatus,
        module: l.module,
        spam: l.spam,
      }}
    />
  );
  const nameOf = (l: LeadView) => (
    <span className="font-medium">
      {/* The lead's page: details, attribution, owner, notes and timeline. */}
      <Link href={`/admin/list-leads/${l.id}`} className="text-link underline-offset-4 hover:underline" data-testid="lead-page-link">
        {l.name?.trim() || l.email}
      </Link>
      {l.spam && <span className="ml-2 rounded-full bg-negative px-2 py-0.5 text-xs font-semibold text-negative-foreground">{t('spamBadge')}</span>}
      {l.spamReason && (
        <span className="ml-2 text-xs font-normal text-negative-text" data-testid="lead-spam-reason">
          {tAll('FormProtection.reason', { reason: tAll(spamReasonKeys[l.spamReason]) })}
        </span>
      )}
    </span>
  );
  const newsletterOf = (l: LeadView) => (
    <>
      {l.newsletterStatus ? t(`newsletterStatuses.${l.newsletterStatus}`) : '-'}
      {l.unsubscribeReason && l.unsubscribedAt && (
        <p className="mt-1 max-w-56 text-xs text-muted-foreground" data-testid="lead-unsubscribe-reason">
          {t('unsubscribeSummary', { date: date(l.unsubscribedAt), reason: reasonText(l) })}
        </p>
      )}
    </>
  );
  // Where the lead came from: its first touch (its original source), else its last; '-' when unknown.
  const sourceOf = (l: LeadView) => {
    const touch = l.firstTouch ?? l.lastTouch;
    if (!touch) return '-';
    return (
      <span data-testid="lead-source">
        {`${touch.source} / ${touch.medium}`}
        {touch.campaign && <span className="block max-w-48 text-xs break-words text-muted-foreground">{touch.campaign}</span>}
      </span>
    );
  };
  // A text filter of the URL (source, medium, campaign: matched exactly, in any case).
  const textFilter = (name: 'source' | 'medium' | 'campaign', label: string, maxLength: number, className?: string) => (
    <FilterField label={label} className={className}>
      <Input name={name} defaultValue={query[name] ?? ''} maxLength={maxLength} />
    </FilterField>
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
      <dd>{date(l.updatedAt)}</dd>
    </dl>
  );

  const columns: DataTableColumn<LeadView>[] = [
    bulkColumn((l) => ({ id: l.id, uniqueKey: l.uniqueKey })),
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
    { key: 'source', header: t('columns.source'), cell: sourceOf },
    { key: 'newsletter', header: t('columns.newsletterStatus'), cell: newsletterOf },
    { key: 'registered', header: t('columns.registeredAt'), cell: (l) => date(l.registeredAt), className: 'whitespace-nowrap' },
    { key: 'actions', header: t('columns.actions'), cell: actionsOf },
  ];
  const cards = (
    <>
      <BulkPageToggle />
      <ul aria-label={t('caption')} className="flex flex-col gap-3">
        {items.map((l) => (
          <li key={l.id} data-testid="lead-card" className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4">
            <div className="flex items-start justify-between gap-2">
              <BulkRowCheckbox row={{ id: l.id, uniqueKey: l.uniqueKey }} />
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
                <dd>{date(l.registeredAt)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('columns.source')}</dt>
                <dd>{sourceOf(l)}</dd>
              </div>
            </dl>
            {detailsOf(l)}
            {actionsOf(l)}
          </li>
        ))}
      </ul>
    </>
  );

  const all = t('filters.all');
  return (
    <ListPage
      namespace="Leads"
      pathname="/admin/list-leads"
      description={t('description')}
      actions={
        <a href={exportHref} download className={buttonClasses({ variant: 'secondary' })}>
          {t('exportCsv')}
        </a>
      }
      toasts
      filters={{
        gridClassName: 'sm:grid-cols-2 lg:grid-cols-6',
        actionsClassName: 'items-center lg:col-span-6 lg:justify-end',
        fields: (
          <>
            <SearchFilter label={t('filters.search')} value={query.search} placeholder={t('filters.searchPlaceholder')} className="lg:col-span-2" />
            <SelectFilter label={t('columns.module')} name="module" value={query.module} placeholder={all} options={leadModules.map((v) => ({ value: v, label: t(`modules.${v}`) }))} />
            <SelectFilter label={t('columns.status')} name="status" value={query.status} placeholder={all} options={leadStatuses.map((v) => ({ value: v, label: t(`statuses.${v}`) }))} />
            <SelectFilter label={t('columns.classification')} name="classification" value={query.classification} placeholder={all} options={leadClassifications.map((v) => ({ value: v, label: t(`classifications.${v}`) }))} />
            <SelectFilter label={t('columns.newsletterStatus')} name="newsletter_status" value={query.newsletterStatus} placeholder={all} options={newsletterStatuses.map((v) => ({ value: v, label: t(`newsletterStatuses.${v}`) }))} />
            {textFilter('source', t('filters.source'), 100)}
            {textFilter('medium', t('filters.medium'), 100)}
            {textFilter('campaign', t('filters.campaign'), 200, 'lg:col-span-2')}
            <FilterCheckbox name="include_deleted" label={t('filters.includeDeleted')} checked={query.includeDeleted} />
            <FilterCheckbox name="spam" label={t('filters.spam')} checked={query.spam} />
          </>
        ),
      }}
    >
      <LeadBulk pageKeys={items.map((l) => ({ id: l.id, uniqueKey: l.uniqueKey }))} total={total} filter={query} exportHref={exportHref}>
      <ListBody
        namespace="Leads"
        list={{ total, page, limit }}
        rows={items}
        columns={columns}
        getRowKey={(l) => l.id}
        pageHref={pageHref}
        // Deleted and spam leads are always left out: an empty page reads "nothing matches".
        filtered
        breakpoint="lg"
        cards={cards}
      />
      </LeadBulk>
      <FormProtectionPanel viewer={user} />
    </ListPage>
  );
}
