import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import { searchParamsObject } from '@/lib/core/search-params';
import { listAuditEntries, listAuditFilterOptions, type AuditEntry } from '@/lib/audit/queries';
import { auditFilterParams, parseAuditLogQueryLenient } from '@/lib/audit/schema';
import { requireRoute } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { FilterActions } from '@/components/admin/filter-actions';
import { ListPagination } from '@/components/admin/list-pagination';
import { ListResults } from '@/components/admin/list-results';
import { AuditEntryCards, type AuditEntryRow } from '@/components/admin/audit/audit-entry-cards';
import { auditDateTimeFormat, auditNameLabel } from '@/components/admin/audit/audit-labels';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'AuditLog' });
  return { title: t('metaTitle') };
}

/** The audit log (capability 'audit-log'): who did what and when, newest first, filtered by a GET form. */
export default async function AuditLogPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('audit-log');
  const { query, errors } = parseAuditLogQueryLenient(searchParamsObject(await searchParams));
  const t = await getTranslations('AuditLog');
  const tRoot = await getTranslations();
  const timeZone = env().SITE_TIME_ZONE;
  const [{ items, total, page, limit }, options] = await Promise.all([
    listAuditEntries(user, query, { timeZone }),
    listAuditFilterOptions(user),
  ]);
  const filters = auditFilterParams(query);
  const pageHref = (p: number) => getPathname({ href: { pathname: '/admin/audit-log', query: { ...filters, page: String(p) } }, locale });
  const dateTime = auditDateTimeFormat(locale, timeZone);
  const actionLabel = (action: string) => auditNameLabel(t, 'actions', action);
  const typeLabel = (type: string) => auditNameLabel(t, 'types', type);
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, locale);
  // A filter of the URL stays selected even when no entry holds its value (any more).
  const withCurrent = (values: string[], current: string | undefined) => (current && !values.includes(current) ? [...values, current] : values);
  const personOptions = options.people.map((p) => ({ value: String(p.id), label: `${p.name} (${p.email})` }));
  if (query.person !== undefined && !options.people.some((p) => p.id === query.person)) {
    personOptions.push({ value: String(query.person), label: `#${query.person}` });
  }

  const person = (entry: AuditEntry) =>
    entry.actor ? (
      <div className="flex min-w-0 flex-col">
        <span className="font-medium">{entry.actor.name}</span>
        <span className="text-xs break-all text-muted-foreground">{entry.actor.email}</span>
      </div>
    ) : (
      <span className="text-muted-foreground italic">{t('formerUser')}</span>
    );

  const rows: AuditEntryRow[] = items.map((entry) => ({
    id: entry.id,
    when: <time dateTime={entry.created_at}>{dateTime.format(new Date(entry.created_at))}</time>,
    person: person(entry),
    action: (
      <Link
        href={`/admin/audit-log/${entry.id}`}
        aria-label={`${actionLabel(entry.action)}: ${t('open', { id: entry.id })}`}
        className="font-medium text-link underline-offset-4 hover:underline"
      >
        {actionLabel(entry.action)}
      </Link>
    ),
    type: typeLabel(entry.entity_type),
    record: entry.entity_id ?? '-',
  }));

  const columns: DataTableColumn<AuditEntryRow>[] = [
    { key: 'when', header: t('columns.date'), cell: (r) => r.when, className: 'whitespace-nowrap' },
    { key: 'person', header: t('columns.person'), cell: (r) => r.person },
    { key: 'action', header: t('columns.action'), cell: (r) => r.action },
    { key: 'type', header: t('columns.type'), cell: (r) => r.type },
    { key: 'record', header: t('columns.record'), cell: (r) => r.record },
  ];

  const all = t('filters.all');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
      </div>

      <form method="get" role="search" aria-label={t('filters.label')} className="grid gap-3 rounded-lg border border-border bg-background p-4 sm:grid-cols-2 lg:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('filters.person')}</span>
          <Select
            name="person"
            defaultValue={query.person === undefined ? '' : String(query.person)}
            placeholder={all}
            options={personOptions}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('filters.action')}</span>
          <Select
            name="action"
            defaultValue={query.action ?? ''}
            placeholder={all}
            options={withCurrent(options.actions, query.action).map((a) => ({ value: a, label: actionLabel(a) })).sort(byLabel)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('filters.type')}</span>
          <Select
            name="type"
            defaultValue={query.type ?? ''}
            placeholder={all}
            options={withCurrent(options.types, query.type).map((v) => ({ value: v, label: typeLabel(v) })).sort(byLabel)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('filters.record')}</span>
          <Input name="record" defaultValue={query.record ?? ''} maxLength={100} inputMode="numeric" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('filters.from')}</span>
          <Input type="date" name="from" defaultValue={query.from ?? ''} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('filters.to')}</span>
          <Input type="date" name="to" defaultValue={query.to ?? ''} />
        </label>
        <FilterActions
          clearHref={getPathname({ href: '/admin/audit-log', locale })}
          clearLabel={t('filters.clear')}
          applyLabel={t('filters.apply')}
          className="items-center sm:col-span-2 lg:col-span-3 lg:justify-end"
        />
      </form>

      {errors.length > 0 && (
        <div role="alert" className="rounded-lg border border-border bg-warning-light p-3 text-sm text-warning-light-foreground">
          <p className="font-medium">{t('filters.ignored')}</p>
          <ul className="mt-1 list-disc pl-5">
            {errors.map((e) => (
              <li key={e.field}>{tRoot(e.messageKey)}</li>
            ))}
          </ul>
        </div>
      )}

      <ListResults
        totalText={t('total', { total })}
        hasRows={rows.length > 0}
        narrowed={Object.keys(filters).length > 0 || page > 1}
        narrowedEmpty={{ title: t('emptyTitle'), text: t('emptyText') }}
        empty={{ title: t('noEntriesTitle'), text: t('noEntriesText') }}
        breakpoint="md"
        cards={<AuditEntryCards rows={rows} labels={{ person: t('columns.person'), type: t('columns.type'), record: t('columns.record'), caption: t('caption') }} />}
        table={<DataTable caption={t('caption')} columns={columns} rows={rows} getRowKey={(r) => r.id} compact />}
        pagination={<ListPagination namespace="AuditLog" page={page} total={total} limit={limit} pageHref={pageHref} />}
      />
    </div>
  );
}
