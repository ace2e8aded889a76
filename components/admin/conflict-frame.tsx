'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { WordDiff } from '@/components/admin/word-diff';
import { wordDiff } from '@/lib/format/word-diff';

/*
 * The conflict screen shared by the article and page editors (issue 33 §1): a save was refused with
 * 409 VERSION_CONFLICT. It says who saved a newer version and when, shows the fields the editor
 * compares (their version beside mine, word-level) and offers the three ways on.
 */

/** "10:32" in the user's language and the browser's zone. */
function timeOf(iso: string | null, locale: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** One field of the comparison: theirs and mine side by side, word-level. */
export function ConflictComparison({ field, label, theirs, mine }: { field: string; label: string; theirs: string; mine: string }) {
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

export type ConflictChoices = {
  onClose: () => void;
  /** Keep theirs and lose mine. */
  onKeepTheirs: () => void;
  /** Save mine over theirs (recorded in the revisions and the audit). */
  onOverwrite: () => void;
  /** Copy my text (kept reachable) and load theirs. */
  onCopyMine: () => void;
};

/** The message ("<name> saved a newer version at 10:32"), the comparison given as children, and the three choices. */
export function ConflictFrame({
  savedBy,
  savedAt,
  testId,
  children,
  onClose,
  onKeepTheirs,
  onOverwrite,
  onCopyMine,
}: ConflictChoices & { savedBy: { name: string } | null; savedAt: string | null; testId: string; children: ReactNode }) {
  const t = useTranslations('Admin.compose.conflict');
  const locale = useLocale();
  const time = timeOf(savedAt, locale);
  const summary = savedBy ? t('savedBy', { name: savedBy.name, time }) : t('savedBySomeone', { time });
  return (
    <DialogFrame open onOpenChange={(open) => !open && onClose()} role="alertdialog" title={t('title')} description={summary} width="wide" testId={testId}>
      {children}
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
