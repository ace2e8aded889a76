import type { ReactNode } from 'react';
import type { FileDescription } from '@/lib/media/lookup';
import type { Locale } from '@/i18n/routing';
import type { BlockOf, BlockType, PageDesign } from '@/lib/pages/blocks';

/** What each block's renderer gets: the block, the page's language and design, and its section's id. */
export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  locale: Locale;
  design: PageDesign;
  /** The section's id (its anchor, or one made up): its heading is `<id>-title`. */
  id: string;
  /** The media library's descriptions of the page's images (alt text, focal point), by file key. */
  files?: ReadonlyMap<string, FileDescription>;
}

export const titleIdOf = (id: string) => `${id}-title`;

/** A block's section, labelled by its heading when it has one; `#<id>` scrolls to it. */
export function BlockSection({ id, labelled, className, children }: { id: string; labelled: boolean; className: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={labelled ? titleIdOf(id) : undefined} className={`scroll-mt-4 ${className}`}>
      {children}
    </section>
  );
}

/** The section-title classes of each design (v1 classic, v2 bolder). */
export const sectionTitle: Record<PageDesign, string> = {
  v1: 'text-3xl font-bold tracking-tight',
  v2: 'text-3xl font-extrabold tracking-tight sm:text-4xl',
};

/** The padded, centred container of a section's content in each design, `width` wide at most. */
export const container = (design: PageDesign, width = 'max-w-6xl') => `mx-auto ${width} px-4 py-16 sm:px-6${design === 'v2' ? ' sm:py-20' : ''}`;

export const arrowLink = 'inline-flex items-center gap-2 font-semibold text-link underline-offset-4 hover:underline';
