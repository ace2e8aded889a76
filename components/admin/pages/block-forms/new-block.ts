import type { BlockType } from '@/lib/pages/blocks';

/**
 * The editor's copy of a block: the fields as the API's JSON spells them (lib/pages/blocks.ts), sent
 * as they are in `blocks` to the page actions, which parse them with `blockSchema`. Blank texts are
 * kept as '' while editing (the schema reads a blank optional text or link as absent).
 */
export type EditorBlock = { type: BlockType; id: string } & Record<string, unknown>;

const emptyLink = () => ({ label: '', href: '' });

/** A new item of each list, as the "add" buttons append it. */
export const newItem = {
  features: () => ({ icon: 'check', title: '', text: '' }),
  stats: () => ({ value: '', label: '' }),
  logos: () => ({ image: '', alt: '', href: '' }),
  testimonials: () => ({ quote: '', name: '', role: '', company: '', photo: '' }),
} as const;

/** Each type's starting values: every field present, lists with one empty item, so the form shows what to fill. */
const starts: { [T in BlockType]: () => Record<string, unknown> } = {
  hero: () => ({ eyebrow: '', title: '', text: '', primary: emptyLink(), secondary: emptyLink(), image: '' }),
  features: () => ({ title: '', text: '', style: 'icons', items: [newItem.features()], cta: emptyLink() }),
  media_text: () => ({ title: '', text: '', image: '', image_alt: '', image_side: 'left', cta: emptyLink() }),
  rich_text: () => ({ html: '' }),
  stats: () => ({ title: '', items: [newItem.stats()] }),
  cta: () => ({ title: '', text: '', button: emptyLink(), show_contact: false }),
  faq: () => ({ title: '', product: '' }),
  contact_form: () => ({ title: '' }),
  newsletter: () => ({ title: '', text: '' }),
  latest_articles: () => ({ title: '', text: '', count: 3, category: '', cta: emptyLink() }),
  logos: () => ({ title: '', items: [newItem.logos()] }),
  testimonials: () => ({ title: '', items: [newItem.testimonials()] }),
};

/** A fresh id for a block (the schema allows letters, digits, _ and -, up to 40). */
function newBlockId(): string {
  return globalThis.crypto.randomUUID().slice(0, 8);
}

/** A new block of `type`, with a fresh id and its starting values. */
export function newBlock(type: BlockType): EditorBlock {
  return { type, id: newBlockId(), ...starts[type]() };
}
