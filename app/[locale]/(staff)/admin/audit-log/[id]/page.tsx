import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { AppError } from '@/lib/core/errors';
import { pathRecordId } from '@/lib/core/page-params';
import { describeAuditDetails } from '@/lib/audit/details';
import { getAuditEntry, type AuditEntryWithDetails } from '@/lib/audit/queries';
import { requireRoute } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { AuditChanges } from '@/components/admin/audit/audit-changes';
import { auditDateTimeFormat, auditNameLabel } from '@/components/admin/audit/audit-labels';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'AuditLog' });
  return { title: t('metaTitle') };
}

/** An ISO timestamp as the commands store them (2026-05-01T12:00:00.000Z), nothing looser. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** One audit entry: who, when, what, and its details read as a before/after comparison, with the raw JSON. */
export default async function AuditEntryPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('audit-log');
  const { id } = await params;
  const numericId = pathRecordId(id);
  if (numericId === null) notFound();
  let entry: AuditEntryWithDetails;
  try {
    entry = await getAuditEntry(user, numericId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
  const t = await getTranslations('AuditLog');
  const timeZone = env().SITE_TIME_ZONE;
  const dateTime = auditDateTimeFormat(locale, timeZone);
  const formatDate = (value: string) => (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? dateTime.format(new Date(value)) : null);
  const view = describeAuditDetails(entry.details, entry.action);
  const changedCount = view.changes.filter((c) => c.changed).length;
  const actionLabel = auditNameLabel(t, 'actions', entry.action);

  return (
    <div className="flex flex-col gap-6">
      <Link href="/admin/audit-log" className="text-sm font-medium text-link underline-offset-4 hover:underline">
        ← {t('detail.back')}
      </Link>
      <div>
        <p className="text-sm text-muted-foreground">{t('detail.title', { id: entry.id })}</p>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{actionLabel}</h1>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-lg border border-border bg-background p-4 text-sm sm:grid-cols-[max-content_1fr] sm:gap-y-2">
        <dt className="font-semibold">{t('columns.date')}</dt>
        <dd className="mb-2 sm:mb-0">
          <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
        </dd>
        <dt className="font-semibold">{t('columns.person')}</dt>
        <dd className="mb-2 sm:mb-0" data-testid="audit-actor">
          {entry.actor ? (
            <>
              {entry.actor.name} <span className="break-all text-muted-foreground">({entry.actor.email})</span>
            </>
          ) : (
            <span className="text-muted-foreground italic">{t('formerUser')}</span>
          )}
        </dd>
        <dt className="font-semibold">{t('columns.action')}</dt>
        <dd className="mb-2 sm:mb-0">
          {actionLabel} <code className="text-xs text-muted-foreground">{entry.action}</code>
        </dd>
        <dt className="font-semibold">{t('columns.type')}</dt>
        <dd className="mb-2 sm:mb-0">{auditNameLabel(t, 'types', entry.entityType)}</dd>
        <dt className="font-semibold">{t('columns.record')}</dt>
        <dd className="mb-2 sm:mb-0">
          {entry.entityId ?? '-'}
          {entry.entityId && (
            <>
              {' · '}
              <Link
                href={{ pathname: '/admin/audit-log', query: { type: entry.entityType, record: entry.entityId } }}
                className="text-link underline-offset-4 hover:underline"
              >
                {t('detail.sameRecord')}
              </Link>
            </>
          )}
        </dd>
        <dt className="font-semibold">{t('detail.ipAddress')}</dt>
        <dd>{entry.ipAddress ?? '-'}</dd>
      </dl>

      <AuditChanges
        view={view}
        formatDate={formatDate}
        labels={{
          changes: t('detail.changes'),
          changesCaption: t('detail.changesCaption'),
          changedCount: t('detail.changedCount', { count: changedCount }),
          field: t('detail.field'),
          before: t('detail.before'),
          after: t('detail.after'),
          changed: t('detail.changed'),
          empty: t('detail.empty'),
          absent: t('detail.absent'),
          unchanged: t('detail.unchanged'),
          other: t('detail.other'),
          noDetails: t('detail.noDetails'),
          redacted: t('detail.redacted'),
        }}
      />

      {entry.details && (
        <details className="rounded-lg border border-border bg-background p-4 text-sm">
          <summary className="cursor-pointer font-semibold">{t('detail.raw')}</summary>
          <pre data-testid="audit-raw" className="mt-3 overflow-x-auto font-mono text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">
            {JSON.stringify(entry.details, null, 2)}
          </pre>
        </details>
      )}
      <p className="text-xs text-muted-foreground">{t('detail.redactedNote')}</p>
    </div>
  );
}
