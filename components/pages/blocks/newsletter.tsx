import { NewsletterForm } from '@/components/site/newsletter-form';
import type { BlockProps } from './parts';

/** The newsletter signup (the footer's form, with the block's ids, title and text) in a card. */
export function NewsletterBlock({ block, design, id }: BlockProps<'newsletter'>) {
  return (
    <div id={id} className="scroll-mt-4 px-4 py-16 sm:px-6">
      <div className={`mx-auto max-w-2xl p-8 ${design === 'v2' ? 'rounded-3xl bg-surface text-surface-foreground' : 'rounded-2xl border border-border'}`}>
        <NewsletterForm idPrefix={id} title={block.title} intro={block.text} />
      </div>
    </div>
  );
}
