/*
 * The editor's copy of unsaved work in the browser (localStorage), written when a save, autosave or
 * upload is refused because the session ended (401): the writer signs in again and comes back to the
 * same editor, which puts the text back. Keyed by user and article ("new" for one never saved), so a
 * colleague signing in on the same browser never gets someone else's text. Removed once saved.
 */

const PREFIX = 'vitrine:compose-draft';

export type LocalDraft<V> = { values: V; storedAt: string };

export function localDraftKey(userId: number, articleId: number | null): string {
  return `${PREFIX}:${userId}:${articleId ?? 'new'}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (privacy mode, a sandboxed frame): there is nowhere to keep it.
    return null;
  }
}

/** Stores the values; answers false when the browser refuses (full or disabled storage). */
export function writeLocalDraft<V>(key: string, values: V, now = new Date()): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify({ values, storedAt: now.toISOString() } satisfies LocalDraft<V>));
    return true;
  } catch {
    return false;
  }
}

/** The stored draft, or null when there is none or it cannot be read (another version's shape is the caller's check). */
export function readLocalDraft<V>(key: string): LocalDraft<V> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LocalDraft<V>> | null;
    if (!parsed || typeof parsed !== 'object' || !parsed.values || typeof parsed.storedAt !== 'string') return null;
    return { values: parsed.values, storedAt: parsed.storedAt };
  } catch {
    return null;
  }
}

export function clearLocalDraft(...keys: string[]): void {
  const store = storage();
  if (!store) return;
  for (const key of keys) store.removeItem(key);
}
