'use client';

import { createContext, useContext, useEffect, useId, useRef, useState, useTransition, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { BULK_CHUNK } from '@/lib/core/bulk-limits';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { Select, type SelectOption } from '@/components/ui/select';

/*
 * The selection of a back-office list and its bulk actions (issue 33 §5): a checkbox per row, "select
 * all on this page", "select all N matching the filters", an action bar, a confirmation with the
 * count, the run in chunks of BULK_CHUNK rows with a progress bar, and a summary of what failed and
 * why. The list page keeps rendering its table on the server; it wraps it in <BulkSelection> and adds
 * a column of <BulkRowCheckbox> (header <BulkPageCheckbox>).
 */

export interface BulkRowKey {
  id: number;
  uniqueKey: string;
}

export interface BulkOutcome {
  done: number;
  failed: { id: number; error: string }[];
}

interface Answer<T> {
  ok: boolean;
  message: string;
  data?: T;
}

/** One action of the bar: its API name and label, an optional parameter to choose, or a download. */
export interface BulkActionOption {
  name: string;
  label: string;
  param?: { name: string; label: string; options: readonly SelectOption[] };
  /** A download of the selection (the leads export) instead of a run: the URL of all matching rows, to which the selected `ids` are added. */
  download?: string;
}

export interface BulkSelectionProps {
  /** The rows of this page, in order. */
  pageKeys: readonly BulkRowKey[];
  /** How many rows match the list's filters (every page). */
  total: number;
  /** Whether "all matching" may be chosen (at most BULK_MAX rows). */
  maxMatching: number;
  actions: readonly BulkActionOption[];
  /** The bulk operation's server action: `(params, {ids, action, params})`. */
  run: (params: Record<string, string>, input: unknown) => Promise<Answer<BulkOutcome>>;
  /** The keys of every row matching the list's filters. */
  matching: () => Promise<Answer<BulkRowKey[]>>;
  children: ReactNode;
}

interface SelectionState {
  selected: ReadonlyMap<number, BulkRowKey>;
  pageKeys: readonly BulkRowKey[];
  toggle: (key: BulkRowKey, on: boolean) => void;
  togglePage: (on: boolean) => void;
}

const SelectionContext = createContext<SelectionState | null>(null);

function useSelection(): SelectionState {
  const state = useContext(SelectionContext);
  if (!state) throw new Error('BulkRowCheckbox outside BulkSelection');
  return state;
}

const checkboxClasses = 'size-4 cursor-pointer accent-primary';

/** The checkbox of one row. */
export function BulkRowCheckbox({ row }: { row: BulkRowKey }) {
  const t = useTranslations('Bulk.ui');
  const { selected, toggle } = useSelection();
  return (
    <input
      type="checkbox"
      className={checkboxClasses}
      aria-label={t('selectRow', { id: row.id })}
      checked={selected.has(row.id)}
      onChange={(e) => toggle(row, e.target.checked)}
      data-bulk-row={row.id}
    />
  );
}

/** The header's checkbox: every row of this page. */
export function BulkPageCheckbox() {
  const t = useTranslations('Bulk.ui');
  const { selected, pageKeys, togglePage } = useSelection();
  const ref = useRef<HTMLInputElement>(null);
  const count = pageKeys.filter((k) => selected.has(k.id)).length;
  const all = pageKeys.length > 0 && count === pageKeys.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return <input ref={ref} type="checkbox" className={checkboxClasses} aria-label={t('selectPage')} checked={all} onChange={(e) => togglePage(e.target.checked)} />;
}

/** The phone cards' "select all on this page" (the table has BulkPageCheckbox in its header): the same checkbox, with its words shown. */
export function BulkPageToggle() {
  const t = useTranslations('Bulk.ui');
  return (
    <label className="flex items-center gap-2 self-start text-sm" data-testid="bulk-page-toggle">
      <BulkPageCheckbox />
      <span aria-hidden="true">{t('selectPage')}</span>
    </label>
  );
}

type Phase = { kind: 'idle' } | { kind: 'confirm' } | { kind: 'running'; processed: number; total: number } | { kind: 'summary'; outcome: BulkOutcome; error?: string };

export function BulkSelection({ pageKeys, total, maxMatching, actions, run, matching, children }: BulkSelectionProps) {
  const t = useTranslations('Bulk');
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [selected, setSelected] = useState<ReadonlyMap<number, BulkRowKey>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  const [actionName, setActionName] = useState('');
  const [paramValue, setParamValue] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const actionId = useId();
  const paramId = useId();

  const action = actions.find((a) => a.name === actionName);
  const count = allMatching ? total : selected.size;
  const pageAllSelected = pageKeys.length > 0 && pageKeys.every((k) => selected.has(k.id));

  const state: SelectionState = {
    selected,
    pageKeys,
    toggle: (key, on) => {
      setAllMatching(false);
      setSelected((current) => {
        const next = new Map(current);
        if (on) next.set(key.id, key);
        else next.delete(key.id);
        return next;
      });
    },
    togglePage: (on) => {
      setAllMatching(false);
      setSelected((current) => {
        const next = new Map(current);
        for (const key of pageKeys) {
          if (on) next.set(key.id, key);
          else next.delete(key.id);
        }
        return next;
      });
    },
  };

  function clear() {
    setSelected(new Map());
    setAllMatching(false);
  }

  function apply() {
    if (!action || count === 0 || (action.param && !paramValue)) return;
    if (action.download) {
      window.location.assign(allMatching ? action.download : `${action.download}&ids=${[...selected.keys()].join(',')}`);
      return;
    }
    setPhase({ kind: 'confirm' });
  }

  async function execute() {
    if (!action) return;
    let keys = [...selected.values()];
    const outcome: BulkOutcome = { done: 0, failed: [] };
    if (allMatching) {
      const found = await matching();
      if (!found.ok || !found.data) {
        setPhase({ kind: 'summary', outcome, error: found.message });
        return;
      }
      keys = found.data;
    }
    const params = action.param ? { [action.param.name]: paramValue } : {};
    setPhase({ kind: 'running', processed: 0, total: keys.length });
    for (let start = 0; start < keys.length; start += BULK_CHUNK) {
      const chunk = keys.slice(start, start + BULK_CHUNK);
      const ids = chunk.map((k) => ({ id: k.id, unique_key: k.uniqueKey }));
      let answer: Answer<BulkOutcome>;
      try {
        answer = await run({}, { ids, action: action.name, params });
      } catch {
        answer = { ok: false, message: t('errors.invalid') };
      }
      if (answer.ok && answer.data) {
        outcome.done += answer.data.done;
        outcome.failed.push(...answer.data.failed);
      } else {
        outcome.failed.push(...chunk.map((k) => ({ id: k.id, error: answer.message })));
      }
      setPhase({ kind: 'running', processed: Math.min(start + chunk.length, keys.length), total: keys.length });
    }
    setPhase({ kind: 'summary', outcome });
    clear();
    startTransition(() => router.refresh());
  }

  const open = phase.kind !== 'idle';
  const running = phase.kind === 'running';
  const paramOptions = action?.param?.options ?? [];

  return (
    <SelectionContext.Provider value={state}>
      <section aria-label={t('ui.bar')} className="mb-3 flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-3 text-sm" data-testid="bulk-bar">
        <p className="min-w-24 self-center font-medium" aria-live="polite">
          {t('ui.selected', { count })}
        </p>
        <Button variant="ghost" size="sm" onClick={() => state.togglePage(!pageAllSelected)} disabled={pageKeys.length === 0}>
          {t('ui.selectPage')}
        </Button>
        {pageAllSelected && !allMatching && total > pageKeys.length &&
          (total <= maxMatching ? (
            <Button variant="ghost" size="sm" onClick={() => setAllMatching(true)}>
              {t('ui.selectMatching', { total })}
            </Button>
          ) : (
            <span className="self-center text-muted-foreground">{t('ui.tooManyMatching', { max: maxMatching })}</span>
          ))}
        <div className="flex flex-col gap-1">
          <label htmlFor={actionId} className="text-xs text-muted-foreground">
            {t('ui.action')}
          </label>
          <Select
            id={actionId}
            value={actionName}
            placeholder={t('ui.choose')}
            options={actions.map((a) => ({ value: a.name, label: a.label }))}
            onChange={(e) => {
              setActionName(e.target.value);
              setParamValue('');
            }}
          />
        </div>
        {action?.param && (
          <div className="flex flex-col gap-1">
            <label htmlFor={paramId} className="text-xs text-muted-foreground">
              {action.param.label}
            </label>
            <Select id={paramId} value={paramValue} placeholder={t('ui.choose')} options={paramOptions} onChange={(e) => setParamValue(e.target.value)} />
          </div>
        )}
        <Button size="sm" onClick={apply} disabled={!action || count === 0 || Boolean(action.param && !paramValue)}>
          {t('ui.apply')}
        </Button>
        {count > 0 && (
          <Button variant="ghost" size="sm" onClick={clear}>
            {t('ui.clear')}
          </Button>
        )}
      </section>
      {children}
      <DialogFrame
        open={open}
        onOpenChange={(next) => {
          if (!next && !running) setPhase({ kind: 'idle' });
        }}
        role={phase.kind === 'confirm' ? 'alertdialog' : 'dialog'}
        title={phase.kind === 'summary' ? t('ui.summaryTitle') : t('ui.confirmTitle', { action: action?.label ?? '' })}
        description={phase.kind === 'confirm' ? t('ui.confirmBody', { count }) : undefined}
        testId="bulk-dialog"
      >
        {phase.kind === 'confirm' && (
          <DialogActions cancelLabel={t('ui.cancel')} className="mt-6">
            <Button onClick={() => void execute()}>{t('ui.confirm')}</Button>
          </DialogActions>
        )}
        {phase.kind === 'running' && (
          <div className="mt-4 flex flex-col gap-2">
            <div
              role="progressbar"
              aria-label={t('ui.progress')}
              aria-valuemin={0}
              aria-valuemax={phase.total}
              aria-valuenow={phase.processed}
              aria-valuetext={t('ui.progressText', { done: phase.processed, total: phase.total })}
              className="h-2 w-full overflow-hidden rounded bg-muted"
            >
              <div className="h-full bg-primary" style={{ width: `${phase.total ? (phase.processed / phase.total) * 100 : 0}%` }} />
            </div>
            <p className="text-sm text-muted-foreground">{t('ui.progressText', { done: phase.processed, total: phase.total })}</p>
          </div>
        )}
        {phase.kind === 'summary' && (
          <div className="mt-4 flex flex-col gap-3 text-sm">
            <p role="status">{phase.error ?? t('summary', { done: phase.outcome.done, failed: phase.outcome.failed.length })}</p>
            {phase.outcome.failed.length > 0 && (
              <div>
                <h3 className="font-semibold">{t('ui.failuresTitle')}</h3>
                <ul className="mt-1 list-disc pl-5">
                  {phase.outcome.failed.map((f) => (
                    <li key={f.id}>{t('ui.failure', { id: f.id, error: f.error })}</li>
                  ))}
                </ul>
              </div>
            )}
            <DialogActions cancelLabel={t('ui.close')}>{null}</DialogActions>
          </div>
        )}
      </DialogFrame>
    </SelectionContext.Provider>
  );
}
