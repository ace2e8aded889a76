import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { searchParamsObject } from '@/lib/core/search-params';
import { listAuditEntries, listAuditFilterOptions, type AuditEntry } from '@/lib/audit/queries';
import { auditFilterParams, parseAuditLogQueryLenient } from '@/lib/audit/schema';
import { requireRoute } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import type { DataTableColumn } from '@/components/ui/data-table';
import { Input } from '@/components/ui/input';
import { ListBody } from '@/components/admin/list/list-body';
import { FilterField, ListPage, SelectFilter } from '@/components/admin/list/list-page';
import { pageHrefOf } from '@/components/admin/list/page-href';
import { AuditEntryCards, type AuditEntryRow } from '@/components/admin/audit/audit-entry-cards';
import { auditDateTimeFormat, auditNameLabel } from '@/components/admin/audit/audit-labels';
import { localeOf } from '@/app/[locale]/_lib/locale';
import { metaTitleOf, type AdminListPageProps } from '../_lib/list-page';

export const generateMetadata = metaTitleOf('AuditLog');

/** The audit log (capability 'audit-log'): who did what and when, newest first, filtered by a GET form. */
export default async function AuditLogPage({ params, searchParams }: AdminListPageProps) {
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
  const pageHref = pageHrefOf('/admin/audit-log', filters, locale);
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
    when: <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>,
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
    type: typeLabel(entry.entityType),
    record: entry.entityId ?? '-',
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
    <ListPage
      namespace="AuditLog"
      pathname="/admin/audit-log"
      description={t('description')}
      filters={{
        gridClassName: 'sm:grid-cols-2 lg:grid-cols-3',
        actionsClassName: 'items-center sm:col-span-2 lg:col-span-3 lg:justify-end',
        fields: (
          <>
            <SelectFilter label={t('filters.person')} name="person" value={query.person} placeholder={all} options={personOptions} />
            <SelectFilter label={t('filters.action')} name="action" value={query.action} placeholder={all} options={withCurrent(options.actions, query.action).map((a) => ({ value: a, label: actionLabel(a) })).sort(byLabel)} />
            <SelectFilter label={t('filters.type')} name="type" value={query.type} placeholder={all} options={withCurrent(options.types, query.type).map((v) => ({ value: v, label: typeLabel(v) })).sort(byLabel)} />
            <FilterField label={t('filters.record')}>
              <Input name="record" defaultValue={query.record ?? ''} maxLength={100} inputMode="numeric" />
            </FilterField>
            <FilterField label={t('filters.from')}>
              <Input type="date" name="from" defaultValue={query.from ?? ''} />
            </FilterField>
            <FilterField label={t('filters.to')}>
              <Input type="date" name="to" defaultValue={query.to ?? ''} />
            </FilterField>
          </>
        ),
      }}
    >
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

      <ListBody
        namespace="AuditLog"
        list={{ total, page, limit }}
        rows={rows}
        columns={columns}
        getRowKey={(r) => r.id}
        pageHref={pageHref}
        filtered={Object.keys(filters).length > 0}
        empty={{ title: t('noEntriesTitle'), text: t('noEntriesText') }}
        breakpoint="md"
        cards={<AuditEntryCards rows={rows} labels={{ person: t('columns.person'), type: t('columns.type'), record: t('columns.record'), caption: t('caption') }} />}
      />
    </ListPage>
  );
}
