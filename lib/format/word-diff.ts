import { diffWordsWithSpace } from 'diff';

export type DiffPart = { text: string; kind: 'same' | 'added' | 'removed' };

/**
 * Past this many edits the comparison gives up and shows the whole text as removed then added: the
 * word diff (Myers) is O(N·D), fine for any real pair of versions, but two unrelated megabyte bodies
 * would hold a request for seconds. Issue 33: conflict screen and revisions compared.
 */
const MAX_EDITS = 1_500;

/**
 * The word-level difference from `before` to `after`: runs of unchanged, removed and added text
 * whose concatenation of same+removed is `before` and of same+added is `after`.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ text: before, kind: 'same' }] : [];
  const changes = diffWordsWithSpace(before, after, { maxEditLength: MAX_EDITS });
  if (!changes) {
    return [
      ...(before ? [{ text: before, kind: 'removed' as const }] : []),
      ...(after ? [{ text: after, kind: 'added' as const }] : []),
    ];
  }
  const parts: DiffPart[] = [];
  for (const change of changes) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const last = parts.at(-1);
    if (last && last.kind === kind) last.text += change.value;
    else parts.push({ text: change.value, kind });
  }
  return parts;
}

/** Whether a diff changes anything. */
export function hasChanges(parts: readonly DiffPart[]): boolean {
  return parts.some((p) => p.kind !== 'same');
}
