import type { ArticleView } from '@/lib/articles/present';
import { sanitizeArticleHtml, textOfSanitizedHtml } from '@/lib/articles/sanitize';
import { fromApiCase } from '@/lib/core/api-case';
import type { ArticleMeta, Intent } from './compose-values';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from './local-draft';

/*
 * The editor's side of a 409 VERSION_CONFLICT (issue 33 §1, lib/core/version.ts): someone saved a
 * newer version since this editor loaded the article. The conflict screen (conflict-dialog.tsx)
 * shows theirs beside mine and offers: keep theirs, overwrite with mine, or copy mine and reload.
 */

export type EditConflict = {
  /** Their version, as saved now. */
  theirs: ArticleView;
  /** Who saved it (null when unknown) and when. */
  savedBy: { id: number; name: string } | null;
  savedAt: string | null;
  /** The save that was refused (what "overwrite with mine" does again). */
  intent: Intent;
};

/** The conflict carried by a refusal's `data` (API spelling), or null when it carries none. */
export function conflictOf(data: unknown, intent: Intent): EditConflict | null {
  if (!data || typeof data !== 'object') return null;
  const parsed = fromApiCase<{ current?: ArticleView; savedBy?: EditConflict['savedBy']; savedAt?: string | null }>(data);
  if (!parsed.current || typeof parsed.current.version !== 'number') return null;
  return { theirs: parsed.current, savedBy: parsed.savedBy ?? null, savedAt: parsed.savedAt ?? null, intent };
}

/** "Overwrite with mine": the save goes again from their version (the server records the overwrite). */
export function keepMine(current: ArticleMeta, conflict: EditConflict): ArticleMeta {
  return { ...current, version: conflict.theirs.version };
}

/** The visible text of a body (the editor's HTML or the stored one), as the comparison shows it. */
export function visibleText(html: string): string {
  return textOfSanitizedHtml(sanitizeArticleHtml(html));
}

/** What "copy my text" keeps: the title and the visible text. */
export type UnsavedText = { title: string; text: string };

/** Where the unsaved text is kept in the browser, beside the editor's local draft (never restored into the form). */
export const unsavedTextKey = (draftKey: string) => `${draftKey}:mine`;

/**
 * "Copy my text": the title and text (an article's body, a page's blocks, as visible text) to the
 * clipboard (when the browser allows it) and into the browser's storage, so it stays reachable after
 * their version is loaded, or after a reload.
 */
export async function copyMine(draftKey: string, kept: UnsavedText): Promise<UnsavedText> {
  writeLocalDraft(unsavedTextKey(draftKey), kept);
  try {
    await navigator.clipboard.writeText(`${kept.title}\n\n${kept.text}`);
  } catch {
    // Clipboard refused (no permission, an insecure page): the text stays in the "Your unsaved text" panel.
  }
  return kept;
}

export function readUnsavedText(draftKey: string): UnsavedText | null {
  const stored = readLocalDraft<UnsavedText>(unsavedTextKey(draftKey));
  return stored && typeof stored.values.title === 'string' && typeof stored.values.text === 'string' ? stored.values : null;
}

export function dropUnsavedText(draftKey: string): void {
  clearLocalDraft(unsavedTextKey(draftKey));
}
