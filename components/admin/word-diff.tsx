import type { DiffPart } from '@/lib/format/word-diff';

/**
 * One side of a word-level comparison (issue 33: conflict screen, revisions compared). Removed words
 * are <del>, added ones <ins>, each with a hidden label so a screen reader says what changed, not
 * only the colour. `side` shows the text before (same + removed) or after (same + added).
 */
export function WordDiff({ parts, side, labels }: { parts: readonly DiffPart[]; side: 'before' | 'after'; labels: { added: string; removed: string } }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">
      {parts.map((part, i) => {
        if (part.kind === 'same') return <span key={i}>{part.text}</span>;
        if (part.kind === 'removed' && side === 'before') {
          return (
            <del key={i} className="rounded bg-red-100 text-red-900 line-through decoration-red-700">
              <span className="sr-only">{labels.removed}: </span>
              {part.text}
            </del>
          );
        }
        if (part.kind === 'added' && side === 'after') {
          return (
            <ins key={i} className="rounded bg-green-100 text-green-900 no-underline">
              <span className="sr-only">{labels.added}: </span>
              {part.text}
            </ins>
          );
        }
        return null;
      })}
    </p>
  );
}
