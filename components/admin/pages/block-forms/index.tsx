'use client';

import { useId, type ComponentType } from 'react';
import type { BlockType } from '@/lib/pages/blocks';
import { ContactFormFields } from './contact-form';
import { CtaFields } from './cta';
import { FaqFields } from './faq';
import { FeaturesFields } from './features';
import { AdvancedFields, type Scope } from './fields';
import { HeroFields } from './hero';
import { LatestArticlesFields } from './latest-articles';
import { LogosFields } from './logos';
import { MediaTextFields } from './media-text';
import type { EditorBlock } from './new-block';
import { NewsletterFields } from './newsletter';
import { RichTextFields } from './rich-text';
import { StatsFields } from './stats';
import { TestimonialsFields } from './testimonials';

/*
 * The page editor's block forms (issue 30 §1): what the editor page imports. One form per block type
 * (its own file here), built from the shared fields of ./fields.tsx; the fields, limits and messages
 * are lib/pages/blocks.ts's, which the page actions parse `blocks` with.
 */

export { blockMenuItems } from './block-menu';
export { newBlock, type EditorBlock } from './new-block';

const forms: Record<BlockType, ComponentType<{ scope: Scope }>> = {
  hero: HeroFields,
  features: FeaturesFields,
  media_text: MediaTextFields,
  rich_text: RichTextFields,
  stats: StatsFields,
  cta: CtaFields,
  faq: FaqFields,
  contact_form: ContactFormFields,
  newsletter: NewsletterFields,
  latest_articles: LatestArticlesFields,
  logos: LogosFields,
  testimonials: TestimonialsFields,
};

type BlockFieldsProps = {
  block: EditorBlock;
  /** Receives the whole block after each change. */
  onChange: (next: EditorBlock) => void;
  /** The action's field errors, keyed by API field path (`blocks.2.items.0.href`). */
  errors: Record<string, string>;
  /** This block's path in those keys (`blocks.2`). */
  path: string;
};

/**
 * A block's own fields (not its move and remove buttons: the editor draws those), each labelled and
 * showing its error beside it, then the "Advanced" settings every block has (anchor, designs).
 */
export function BlockFields({ block, onChange, errors, path }: BlockFieldsProps) {
  const id = useId();
  const Form = forms[block.type] as ComponentType<{ scope: Scope }> | undefined;
  if (!Form) return null;
  const scope: Scope = { values: block, path, id: `block${id}`, errors, set: (field, value) => onChange({ ...block, [field]: value }) };
  return (
    <div className="flex flex-col gap-4" data-block-type={block.type}>
      <Form scope={scope} />
      <AdvancedFields scope={scope} />
    </div>
  );
}
