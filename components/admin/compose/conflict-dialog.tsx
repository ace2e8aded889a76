'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { WordDiff } from '@/components/admin/word-diff';
import { wordDiff } from '@/lib/format/word-diff';
import { visibleText, type EditConflict, type UnsavedText } from './conflict';

type Mine = { title: string; excerpt: string; content: string };

/** "10:32" in the user's language and the browser's zone. */
function timeOf(iso: string | null, locale: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** One field of the comparison: theirs and mine side by side, word-level. */
function Comparison({ field, label, theirs, mine }: { field: string; label: string; theirs: string; mine: string }) {
  const t = useTranslations('Admin.compose.conflict');
  const parts = wordDiff(theirs, mine);
  const labels = { added: t('added'), removed: t('removed') };
  return (
    <section className="mt-4" aria-label={label}>
      <h3 className="text-sm font-semibold">{label}</h3>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <div className="rounded-md border p-3" data-testid={`conflict-theirs-${field}`}>
          <p className="mb-1 text-xs font-medium text-muted-foreground">{t('theirs')}</p>
          <WordDiff parts={parts} side="before" labels={labels} />
        </div>
        <div className="rounded-md border p-3" data-testid={`conflict-mine-${field}`}>
          <p className="mb-1 text-xs font-medium text-muted-foreground">{t('mine')}</p>
          <WordDiff parts={parts} side="after" labels={labels} />
        </div>
      </div>
    </section>
  );
}

/**
 * The conflict screen (issue 33 §1): "<name> saved a newer version at 10:32", their version and mine
 * side by side (title, excerpt, body text, word-level), and three ways on: keep theirs, overwrite
 * with mine (recorded in the revisions and the audit), or copy my text and reload theirs.
 */
export function ConflictDialog({
  conflict,
  mine,
  onClose,
  onKeepTheirs,
  onOverwrite,
  onCopyMine,
}: {
  conflict: EditConflict | null;
  mine: Mine;
  onClose: () => void;
  onKeepTheirs: () => void;
  onOverwrite: () => void;
  onCopyMine: () => void;
}) {
  const t = useTranslations('Admin.compose.conflict');
  const locale = useLocale();
  if (!conflict) return null;
  const { theirs } = conflict;
  const time = timeOf(conflict.savedAt, locale);
  const summary = conflict.savedBy ? t('savedBy', { name: conflict.savedBy.name, time }) : t('savedBySomeone', { time });
  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      title={t('title')}
      description={summary}
      width="wide"
      testId="edit-conflict"
    >
      <Comparison field="title" label={t('fieldTitle')} theirs={theirs.title} mine={mine.title} />
      <Comparison field="excerpt" label={t('fieldExcerpt')} theirs={theirs.excerpt ?? ''} mine={mine.excerpt} />
      <Comparison field="body" label={t('fieldBody')} theirs={visibleText(theirs.content)} mine={visibleText(mine.content)} />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onKeepTheirs}>
          {t('keepTheirs')}
        </Button>
        <Button variant="secondary" onClick={onCopyMine}>
          {t('copyMine')}
        </Button>
        <Button onClick={onOverwrite}>{t('overwrite')}</Button>
      </div>
    </DialogFrame>
  );
}

/** "Your unsaved text": what "copy my text and reload" kept, readable (and selectable) until dismissed. */
export function UnsavedTextPanel({ unsaved, onDismiss }: { unsaved: UnsavedText; onDismiss: () => void }) {
  const t = useTranslations('Admin.compose.conflict');
  return (
    <section
      aria-labelledby="unsaved-text-title"
      data-testid="unsaved-text"
      className="rounded-md border border-warning-dark/40 bg-warning-light px-4 py-3 text-sm text-warning-light-foreground"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="unsaved-text-title" className="font-semibold">
          {t('unsavedTitle')}
        </h2>
        <Button variant="secondary" size="sm" onClick={onDismiss}>
          {t('dismiss')}
        </Button>
      </div>
      <p className="mt-1">{t('unsavedHint')}</p>
      <p className="mt-2 font-medium" data-testid="unsaved-title">
        {unsaved.title}
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words" data-testid="unsaved-body">
        {unsaved.text}
      </p>
    </section>
  );
}
