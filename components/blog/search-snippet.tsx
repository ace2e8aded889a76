import { Fragment } from 'react';
import type { ExcerptSegment } from '@/lib/blog/search-excerpt';

/**
 * A search result's excerpt: its text as text (React escapes it, so nothing in an article becomes
 * HTML here) and the reader's words in <mark>. No client JavaScript.
 */
export function SearchSnippet({ segments }: { segments: readonly ExcerptSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-warning-light px-0.5 text-warning-light-foreground">
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
