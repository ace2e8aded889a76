'use client';

import { useEffect, useRef } from 'react';

/** Autosave waits this long after the last change (issue 4: "every 10 s of inactivity after a change"). */
export const AUTOSAVE_DELAY_MS = 10_000;

export type AutosaveMode = 'off' | 'create' | 'update';

/**
 * What an autosave would do for the article being edited:
 * - a published article is never autosaved: each save of it stores a revision, and it must not go
 *   live half-edited (it is saved with "Update");
 * - a draft is updated in place;
 * - a new article is created as a draft once it has a title (the URL then becomes the edit URL).
 */
export function autosaveMode(article: { exists: boolean; status: 'draft' | 'in_review' | 'published' | null; title: string }): AutosaveMode {
  if (article.exists) return article.status === 'draft' ? 'update' : 'off';
  return article.title.trim() === '' ? 'off' : 'create';
}

/**
 * Calls `save` once `delayMs` have passed without a new change. `changeCount` grows with every edit;
 * `dirty` says whether something is unsaved. Each new change restarts the wait, so typing never
 * triggers a save mid-word; nothing is scheduled while disabled or clean.
 */
export function useAutosave({
  changeCount,
  dirty,
  enabled,
  save,
  delayMs = AUTOSAVE_DELAY_MS,
}: {
  changeCount: number;
  dirty: boolean;
  enabled: boolean;
  save: () => void;
  delayMs?: number;
}) {
  // The latest callback, so that a re-render with a new closure does not restart the wait.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    if (!enabled || !dirty) return;
    const timer = setTimeout(() => saveRef.current(), delayMs);
    return () => clearTimeout(timer);
  }, [changeCount, dirty, enabled, delayMs]);
}
