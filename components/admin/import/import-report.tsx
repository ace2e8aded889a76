'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import type { ImportReport } from '@/lib/import/queries';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { callImportApi } from './api';
import { AuthorChoices, defaultChoice, type AuthorChoice } from './author-choices';
import { UndoImportButton } from './undo-import-button';

/** How often a running import's report is read again. */
const POLL_MS = 1000;

type Item = ImportReport['items'][number];
const warningCodes = ['shortcode', 'media_missing', 'duplicate_slug', 'sanitized', 'unsupported', 'page_as_article', 'author_unmapped'] as const;
type WarningCode = (typeof warningCodes)[number];
const isWarningCode = (code: string): code is WarningCode => (warningCodes as readonly string[]).includes(code);
const itemKinds = ['author', 'category', 'tag', 'post', 'page'] as const;
type ItemKind = (typeof itemKinds)[number];
const actions = ['created', 'updated', 'skipped', 'failed'] as const;
type Action = (typeof actions)[number];

/**
 * One import's report: while it is queued or running, a progress bar with the counts and an ETA,
 * read again every second (a reload finds it where it is: the job writes its progress as it goes);
 * then its counts, warnings and item lines, with "Import for real" after a dry run and Undo after an import.
 */
export function ImportReportPanel({ initial, authorChoices = [] }: { initial: ImportReport; authorChoices?: AuthorChoice[] }) {
  const t = useTranslations('Import');
  const router = useRouter();
  const id = useId();
  const [report, setReport] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // Source author id → the select's value ('' = a new user), for the authors the person changed.
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const active = report.status === 'queued' || report.status === 'running';
  const confirmable = report.dry_run && report.status === 'done';

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const timer = setTimeout(async () => {
      // The progress alone: the item lines come with the page read again once it has finished.
      const answer = await callImportApi<ImportReport>(`${report.report_url}?items=false`, { method: 'GET' });
      if (stopped) return;
      if (answer.ok) {
        setReport((before) => ({ ...answer.data, items: before.items, authors: before.authors }));
        // Finished: the page (its list of past imports too) is read again.
        if (answer.data.status !== 'queued' && answer.data.status !== 'running') router.refresh();
      } else setError(answer.message || t('errors.network'));
    }, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, report, router, t]);

  /**
   * author_map for the real run: each author set to a user, except those left on the match the dry run
   * found by itself (so they stay matched by email, and remembered for the next import of the file).
   */
  function authorMap(): Record<string, number> {
    const dryMap = (report.options.author_map ?? {}) as Record<string, unknown>;
    const map: Record<string, number> = {};
    for (const author of report.authors) {
      const value = chosen[author.source_id] ?? defaultChoice(author);
      if (value && (value !== defaultChoice(author) || author.source_id in dryMap)) map[author.source_id] = Number(value);
    }
    return map;
  }

  async function confirm() {
    const answer = await callImportApi<{ id: number }>(`/api/import/import/${report.id}/run`, { method: 'POST', json: { author_map: authorMap() } });
    if (!answer.ok) {
      setError(answer.message || t('errors.network'));
      return;
    }
    router.push(`/admin/import?id=${answer.data.id}`);
    router.refresh();
  }

  const percent = report.total > 0 ? Math.round((report.processed / report.total) * 100) : 0;
  const actionLabel = (action: string) => (actions.includes(action as Action) ? (report.dry_run ? t(`dryActions.${action as Action}`) : t(`actions.${action as Action}`)) : action);
  const columns: DataTableColumn<Item>[] = [
    { key: 'kind', header: t('columns.kind'), cell: (i) => (itemKinds.includes(i.source_kind as ItemKind) ? t(`itemKinds.${i.source_kind as ItemKind}`) : i.source_kind) },
    {
      key: 'title',
      header: t('columns.title'),
      cell: (i) =>
        i.target_url && !report.dry_run ? (
          <a href={i.target_url} className="font-medium text-link underline-offset-4 hover:underline">
            {i.title ?? i.source_id}
          </a>
        ) : (
          <span className="font-medium">{i.title ?? i.source_id}</span>
        ),
    },
    { key: 'action', header: t('columns.action'), cell: (i) => actionLabel(i.action) },
    {
      key: 'message',
      header: t('columns.message'),
      cell: (i) => (i.action === 'failed' ? i.message : i.message?.split(', ').map((code) => (isWarningCode(code) ? t(`warnings.${code}`) : code)).join('; ')),
      className: 'max-md:hidden',
    },
  ];

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold break-all">
          {t('report.heading', { file: report.file_name })}
        </h2>
        <p className="text-sm" data-testid="import-status">
          {t(`statuses.${report.status}`)}
        </p>
      </div>
      {report.dry_run && <p className="text-sm text-muted-foreground">{t('report.dryRunNote')}</p>}

      <div className="flex flex-col gap-2">
        <div id={`${id}-progress`} className="text-sm font-medium">
          {t('report.progress')}
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${id}-progress`}
          aria-valuemin={0}
          aria-valuemax={report.total}
          aria-valuenow={report.processed}
          aria-valuetext={t('report.processed', { processed: report.processed, total: report.total })}
          className="h-3 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('report.processed', { processed: report.processed, total: report.total })}
          {report.eta_seconds !== null && ` · ${t('report.eta', { seconds: report.eta_seconds })}`}
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-counts">
        {actions.map((action) => (
          <div key={action} className="rounded-lg border border-border p-3">
            <dt className="text-xs text-muted-foreground">{actionLabel(action)}</dt>
            <dd className="text-2xl font-semibold">{report.counts[action]}</dd>
          </div>
        ))}
      </dl>

      {report.status === 'failed' && report.error && (
        <p role="alert" className="text-sm text-negative-text">
          {t('report.error', { error: report.error })}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-negative-text">
          {error}
        </p>
      )}

      {confirmable && report.authors.length > 0 && (
        <AuthorChoices idPrefix={id} authors={report.authors} users={authorChoices} values={chosen} onChange={(sourceId, value) => setChosen((before) => ({ ...before, [sourceId]: value }))} />
      )}

      <div className="flex flex-wrap gap-3">
        {confirmable && (
          <ConfirmDialog
            title={t('report.confirmTitle', { file: report.file_name })}
            description={t('report.confirmText')}
            confirmLabel={t('report.confirm')}
            cancelLabel={t('undo.cancel')}
            onConfirm={confirm}
            trigger={<Button>{t('report.confirm')}</Button>}
          />
        )}
        {!report.dry_run && report.status === 'done' && <UndoImportButton id={report.id} fileName={report.file_name} />}
        <Link href="/admin/import" className="inline-flex items-center text-sm text-link underline-offset-4 hover:underline">
          {t('report.newImport')}
        </Link>
      </div>

      <section aria-labelledby={`${id}-warnings`} className="flex flex-col gap-2">
        <h3 id={`${id}-warnings`} className="font-semibold">
          {t('report.warnings', { count: report.counts.warnings })}
        </h3>
        {report.warnings.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('report.noWarnings')}</p>
        ) : (
          // Scrolls on its own (a large file has many): focusable, so a keyboard can scroll it too.
          <ul tabIndex={0} aria-labelledby={`${id}-warnings`} className="flex max-h-80 list-disc flex-col gap-1 overflow-y-auto rounded-md pl-5 text-sm focus-visible:outline-2 focus-visible:outline-ring" data-testid="import-warnings">
            {report.warnings.map((w, index) => (
              <li key={index}>
                <span className="font-medium">{isWarningCode(w.code) ? t(`warnings.${w.code}`) : w.code}</span>
                {w.item && <span className="text-muted-foreground"> ({w.item})</span>}
                <span className="block break-all text-muted-foreground">{w.detail}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${id}-items`} className="flex flex-col gap-2">
        <h3 id={`${id}-items`} className="font-semibold">
          {t('report.items')}
        </h3>
        {!active && report.items_total > report.items.length && <p className="text-sm text-muted-foreground">{t('report.itemsShown', { shown: report.items.length, total: report.items_total })}</p>}
        <DataTable caption={t('report.items')} columns={columns} rows={report.items} getRowKey={(i, index) => `${i.source_kind}:${i.source_id}:${index}`} compact />
      </section>
    </section>
  );
}
