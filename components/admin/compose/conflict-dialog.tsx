'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConflictComparison, ConflictFrame, type ConflictChoices } from '@/components/admin/conflict-frame';
import { visibleText, type EditConflict, type UnsavedText } from './conflict';

type Mine = { title: string; excerpt: string; content: string };

/**
 * The article editor's conflict screen (issue 33 §1): their version and mine side by side (title,
 * excerpt, body text, word-level) in the shared frame with its three choices.
 */
export function ConflictDialog({ conflict, mine, ...choices }: ConflictChoices & { conflict: EditConflict | null; mine: Mine }) {
  const t = useTranslations('Admin.compose.conflict');
  if (!conflict) return null;
  const { theirs } = conflict;
  return (
    <ConflictFrame savedBy={conflict.savedBy} savedAt={conflict.savedAt} testId="edit-conflict" {...choices}>
      <ConflictComparison field="title" label={t('fieldTitle')} theirs={theirs.title} mine={mine.title} />
      <ConflictComparison field="excerpt" label={t('fieldExcerpt')} theirs={theirs.excerpt ?? ''} mine={mine.excerpt} />
      <ConflictComparison field="body" label={t('fieldBody')} theirs={visibleText(theirs.content)} mine={visibleText(mine.content)} />
    </ConflictFrame>
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
