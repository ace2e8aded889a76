import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { type Block, type PageDesign, shownIn } from '@/lib/pages/blocks';
import { describeFiles } from '@/lib/media/lookup';
import { ContactFormBlock } from './blocks/contact-form';
import { CtaBlock } from './blocks/cta';
import { FaqBlock } from './blocks/faq';
import { FeaturesBlock } from './blocks/features';
import { HeroBlock } from './blocks/hero';
import { LatestArticlesBlock } from './blocks/latest-articles';
import { LogosBlock } from './blocks/logos';
import { MediaTextBlock } from './blocks/media-text';
import { NewsletterBlock } from './blocks/newsletter';
import { RichTextBlock } from './blocks/rich-text';
import { StatsBlock } from './blocks/stats';
import { TestimonialsBlock } from './blocks/testimonials';

export interface PageBlocksProps {
  blocks: readonly Block[];
  locale: Locale;
  design: PageDesign;
  /** The page's title: its h1 (visually hidden) when no hero holds one. */
  title?: string;
}

/** The section id of a block: its anchor, `latest-articles` for the articles, else its position; never twice on a page. */
function sectionIds(blocks: readonly Block[]): string[] {
  const used = new Set<string>();
  return blocks.map((block, index) => {
    const wanted = block.anchor ?? (block.type === 'latest_articles' ? 'latest-articles' : `block-${index + 1}`);
    const id = used.has(wanted) ? `block-${index + 1}` : wanted;
    used.add(id);
    return id;
  });
}

/**
 * A page's blocks, rendered on the server in a home design's look (issue 30 §1): the blocks shown
 * in that design, each by its type's renderer (components/pages/blocks). In design v2 a stats block
 * right after the hero is drawn as the hero's figures. The first hero holds the page's h1; a page
 * without one gets its title as a visually hidden h1.
 */
export async function PageBlocks({ blocks, locale, design, title }: PageBlocksProps) {
  const shown = blocks.filter((block) => shownIn(block, design));
  const ids = sectionIds(shown);
  // The images' alt text and focal points, one lookup for the whole page.
  const files = await describeFiles(shown.map((block) => ('image' in block && typeof block.image === 'string' ? block.image : null)));
  const out: ReactNode[] = [];
  let heroSeen = false;
  for (let index = 0; index < shown.length; index++) {
    const block = shown[index];
    const common = { locale, design, id: ids[index], files };
    const key = `${index}:${block.id ?? block.type}`;
    switch (block.type) {
      case 'hero': {
        const next = shown[index + 1];
        const stats = design === 'v2' && next?.type === 'stats' ? next : undefined;
        if (stats) index++;
        out.push(<HeroBlock key={key} block={block} {...common} first={!heroSeen} stats={stats} />);
        heroSeen = true;
        break;
      }
      case 'features':
        out.push(<FeaturesBlock key={key} block={block} {...common} />);
        break;
      case 'media_text':
        out.push(<MediaTextBlock key={key} block={block} {...common} />);
        break;
      case 'rich_text':
        out.push(<RichTextBlock key={key} block={block} {...common} />);
        break;
      case 'stats':
        out.push(<StatsBlock key={key} block={block} {...common} />);
        break;
      case 'cta':
        out.push(<CtaBlock key={key} block={block} {...common} />);
        break;
      case 'faq':
        out.push(<FaqBlock key={key} block={block} {...common} />);
        break;
      case 'contact_form':
        out.push(<ContactFormBlock key={key} block={block} {...common} />);
        break;
      case 'newsletter':
        out.push(<NewsletterBlock key={key} block={block} {...common} />);
        break;
      case 'latest_articles':
        out.push(<LatestArticlesBlock key={key} block={block} {...common} />);
        break;
      case 'logos':
        out.push(<LogosBlock key={key} block={block} {...common} />);
        break;
      case 'testimonials':
        out.push(<TestimonialsBlock key={key} block={block} {...common} />);
        break;
    }
  }
  return (
    <div data-testid="page-blocks" data-design={design}>
      {!heroSeen && title && <h1 className="sr-only">{title}</h1>}
      {out}
    </div>
  );
}
