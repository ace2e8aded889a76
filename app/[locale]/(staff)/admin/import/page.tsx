import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { locales } from '@/i18n/routing';
import { requireRoute } from '@/lib/auth/current-user';
import { AppError } from '@/lib/core/errors';
import { env } from '@/lib/env';
import type { ImportView } from '@/lib/import/present';
import { getImport, listAuthorChoices, listImports, type ImportReport } from '@/lib/import/queries';
import { IMPORT_FILE_MAX_BYTES } from '@/lib/import/schema';
import { Link } from '@/i18n/navigation';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { auditDateTimeFormat } from '@/components/admin/audit/audit-labels';
import { ImportForm } from '@/components/admin/import/import-form';
import { ImportReportPanel } from '@/components/admin/import/import-report';
import { UndoImportButton } from '@/components/admin/import/undo-import-button';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Import' });
  return { title: t('metaTitle') };
}

/**
 * Imports from WordPress and Ghost (issue 34 §1), administrators only: the form (the file is checked
 * first, as a dry run), an import's report with its live progress (`?id=`), and the past imports.
 */
export default async function ImportPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('roles');
  const t = await getTranslations('Import');
  const id = (await searchParams).id;
  let report: ImportReport | null = null;
  if (typeof id === 'string' && id) {
    try {
      report = await getImport(user, id);
    } catch (error) {
      // A stale or hand-edited ?id= shows the form instead.
      if (!(error instanceof AppError) || error.status !== 404) throw error;
    }
  }
  // The users the file's authors can be mapped to, for a dry run awaiting its confirmation.
  const authorChoices = report?.dry_run && report.status === 'done' && report.authors.length > 0 ? await listAuthorChoices(user, report.authors.flatMap((a) => (a.match ? [a.match.id] : []))) : [];
  const history = await listImports(user, { page: 1, limit: 20 });
  const dateTime = auditDateTimeFormat(locale, env().SITE_TIME_ZONE);
  const localeNames = new Intl.DisplayNames([locale], { type: 'language' });

  const columns: DataTableColumn<ImportView>[] = [
    {
      key: 'file',
      header: t('columns.file'),
      cell: (i) => (
        <Link href={`/admin/import?id=${i.id}`} aria-label={t('history.reportOf', { file: i.file_name })} className="font-medium break-all text-link underline-offset-4 hover:underline">
          {i.file_name}
        </Link>
      ),
    },
    { key: 'type', header: t('columns.type'), cell: (i) => `${t(`sources.${i.source as 'wordpress'}`)} · ${i.dry_run ? t('kinds.dryRun') : t('kinds.real')}`, className: 'max-sm:hidden' },
    { key: 'status', header: t('columns.status'), cell: (i) => t(`statuses.${i.status}`) },
    { key: 'summary', header: t('report.counts'), cell: (i) => t('history.summary', i.counts), className: 'max-md:hidden' },
    { key: 'date', header: t('columns.date'), cell: (i) => <time dateTime={i.created_at}>{dateTime.format(new Date(i.created_at))}</time>, className: 'max-sm:hidden' },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (i) => (!i.dry_run && i.status !== 'queued' && i.status !== 'running' ? <UndoImportButton id={i.id} fileName={i.file_name} undone={i.status === 'undone'} /> : null),
    },
  ];

  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">{t('intro')}</p>
      </div>
      {report ? (
        <ImportReportPanel key={`${report.id}-${report.status}`} initial={report} authorChoices={authorChoices} />
      ) : (
        <ImportForm maxMb={Math.round(IMPORT_FILE_MAX_BYTES / (1024 * 1024))} locales={locales.map((l) => ({ value: l, label: localeNames.of(l) ?? l }))} defaultLocale={locale} />
      )}
      <section aria-labelledby="import-history" className="flex flex-col gap-3">
        <h2 id="import-history" className="text-lg font-semibold">
          {t('history.heading')}
        </h2>
        <DataTable caption={t('history.caption')} columns={columns} rows={history.items} getRowKey={(i) => i.id} compact emptyState={<EmptyState headingLevel={3} title={t('history.empty')} />} />
      </section>
    </div>
  );
}
