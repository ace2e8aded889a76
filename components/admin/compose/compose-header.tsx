'use client';

import { useLocale, useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { formatDisplayDate } from '@/lib/format/date';
import type { PublicationState, SaveNote } from './compose-state';

export type ComposeHeaderProps = {
  publication: PublicationState;
  saveNote: SaveNote | null;
};

/** The editor's heading with the article's publication state and what became of the last save. */
export function ComposeHeader({ publication, saveNote }: ComposeHeaderProps) {
  const t = useTranslations('Admin.compose');
  const locale = useLocale();

  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{publication === 'new' ? t('newTitle') : t('editTitle')}</h1>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span
            data-testid="article-status"
            className={clsx(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              publication === 'published' ? 'bg-positive text-positive-foreground' : publication === 'scheduled' ? 'bg-info text-info-foreground' : 'border border-border bg-background text-foreground',
            )}
          >
            {t(`status.${publication}`)}
          </span>
          <span role="status" aria-live="polite" data-testid="save-status" className="text-muted-foreground">
            {saveNote && saveNoteText(saveNote, t, locale)}
          </span>
        </div>
      </div>
    </div>
  );
}

function saveNoteText(note: SaveNote, t: ReturnType<typeof useTranslations<'Admin.compose'>>, locale: string): string {
  switch (note.kind) {
    case 'saving':
      return t('autosave.saving');
    case 'failed':
      return t('autosave.failed', { message: note.message });
    case 'incomplete':
      return t('autosave.incomplete');
    case 'publishedUnsaved':
      return t('autosave.publishedUnsaved');
    case 'savedAt':
      return t('autosave.savedAt', { time: formatDisplayDate(note.at, { locale, now: note.at }) });
    case 'unsaved':
      return t('autosave.unsaved');
  }
}
