'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { WordDiff } from '@/components/admin/word-diff';
import type { PageView } from '@/lib/pages/present';
import { fromApiCase } from '@/lib/core/api-case';
import { wordDiff } from '@/lib/format/word-diff';

/** A page save refused with 409 VERSION_CONFLICT: their version, who saved it and when (issue 33 §1). */
export type PageConflict = { theirs: PageView; savedBy: { id: number; name: string } | null; savedAt: string | null };

/** The conflict a refusal's `errorData` carries (API spelling), or null. */
export function pageConflictOf(data: unknown): PageConflict | null {
  if (!data || typeof data !== 'object') return null;
  const parsed = fromApiCase<{ current?: PageView; savedBy?: PageConflict['savedBy']; savedAt?: string | null }>(data);
  if (!parsed.current || typeof parsed.current.version !== 'number') return null;
  return { theirs: parsed.current, savedBy: parsed.savedBy ?? null, savedAt: parsed.savedAt ?? null };
}

/**
 * The page editor's conflict screen: "<name> saved a newer version at 10:32", the two titles compared
 * word-level, and the same three choices as the article editor (keep theirs, overwrite with mine,
 * copy my text and reload).
 */
export function PageConflictDialog({
  conflict,
  myTitle,
  onClose,
  onKeepTheirs,
  onOverwrite,
  onCopyMine,
}: {
  conflict: PageConflict | null;
  myTitle: string;
  onClose: () => void;
  onKeepTheirs: () => void;
  onOverwrite: () => void;
  onCopyMine: () => void;
}) {
  const t = useTranslations('Admin.compose.conflict');
  const locale = useLocale();
  if (!conflict) return null;
  const time = conflict.savedAt ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(conflict.savedAt)) : '';
  const summary = conflict.savedBy ? t('savedBy', { name: conflict.savedBy.name, time }) : t('savedBySomeone', { time });
  const parts = wordDiff(conflict.theirs.title, myTitle);
  const labels = { added: t('added'), removed: t('removed') };
  return (
    <DialogFrame open onOpenChange={(open) => !open && onClose()} role="alertdialog" title={t('title')} description={summary} width="wide" testId="page-conflict">
      <section className="mt-4" aria-label={t('fieldTitle')}>
        <h3 className="text-sm font-semibold">{t('fieldTitle')}</h3>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <div className="rounded-md border p-3">
            <p className="mb-1 text-xs font-medium text-muted-foreground">{t('theirs')}</p>
            <WordDiff parts={parts} side="before" labels={labels} />
          </div>
          <div className="rounded-md border p-3">
            <p className="mb-1 text-xs font-medium text-muted-foreground">{t('mine')}</p>
            <WordDiff parts={parts} side="after" labels={labels} />
          </div>
        </div>
      </section>
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
