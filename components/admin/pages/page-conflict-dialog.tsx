'use client';

import { useTranslations } from 'next-intl';
import { ConflictComparison, ConflictFrame, type ConflictChoices } from '@/components/admin/conflict-frame';
import type { PageView } from '@/lib/pages/present';
import { fromApiCase } from '@/lib/core/api-case';
import { textOfBlocks } from '@/lib/pages/block-text';

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
 * The page editor's conflict screen: their title and blocks' text beside mine, word-level, in the
 * frame the article editor uses (the message and the same three choices).
 */
export function PageConflictDialog({ conflict, mine, ...choices }: ConflictChoices & { conflict: PageConflict | null; mine: { title: string; blocks: readonly unknown[] } }) {
  const t = useTranslations('Admin.compose.conflict');
  const tFields = useTranslations('RevisionsCompare.fields');
  if (!conflict) return null;
  return (
    <ConflictFrame savedBy={conflict.savedBy} savedAt={conflict.savedAt} testId="page-conflict" {...choices}>
      <ConflictComparison field="title" label={t('fieldTitle')} theirs={conflict.theirs.title} mine={mine.title} />
      <ConflictComparison field="blocks" label={tFields('blocks')} theirs={textOfBlocks(conflict.theirs.blocks)} mine={textOfBlocks(mine.blocks)} />
    </ConflictFrame>
  );
}
