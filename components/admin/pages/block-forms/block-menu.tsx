import type { ReactNode } from 'react';
import { blockTypes, type BlockType } from '@/lib/pages/blocks';

// A line drawing per block type (24×24, stroked): a sketch of what the block looks like on the page.
const drawings: Record<BlockType, string> = {
  hero: 'M3 4h18v16H3zM6 9h8M6 12h12M6 16h4',
  features: 'M3 4h7v7H3zM14 4h7v7h-7zM3 13h7v7H3zM14 13h7v7h-7z',
  media_text: 'M3 5h8v14H3zM3 15l3-3 3 3M14 7h7M14 11h7M14 15h5',
  rich_text: 'M4 6h16M4 10h16M4 14h10M4 18h13',
  stats: 'M4 20V12M10 20V6M16 20v-5M22 20H2',
  cta: 'M3 7h18v10H3zM8 12h8M13 9l3 3-3 3',
  faq: 'M9 9a3 3 0 1 1 4 2.8c-.6.3-1 .9-1 1.6V15M12 18h.01M3 12a9 9 0 1 0 18 0 9 9 0 0 0-18 0',
  contact_form: 'M4 4h16v16H4zM7 8h10M7 12h10M7 16h5',
  newsletter: 'M3 6h18v12H3zM3 7l9 6 9-6',
  latest_articles: 'M4 4h16v5H4zM4 12h7v8H4zM14 12h6M14 16h6M14 20h4',
  logos: 'M3 9h5v6H3zM10 9h4v6h-4zM16 9h5v6h-5z',
  testimonials: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
};

function BlockIconDrawing({ type }: { type: BlockType }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className="size-6">
      <path d={drawings[type]} />
    </svg>
  );
}

/**
 * The "add block" menu's entries, in `blockTypes` order: each type with its icon (decorative). The
 * names and one-line descriptions are the catalogue's `PagesAdmin.blocks.<type>.name|description`.
 */
export const blockMenuItems: { type: BlockType; icon: ReactNode }[] = blockTypes.map((type) => ({ type, icon: <BlockIconDrawing type={type} /> }));
