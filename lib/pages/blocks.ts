import { z } from 'zod';
import { isEmptyArticleHtml, sanitizeArticleHtml } from '@/lib/articles/sanitize';
import { optionalImage } from '@/lib/core/fields';
import { isNavHref } from '@/lib/navigation/schema';

/*
 * The blocks a page is built from (issue 30 §1), one zod schema per type, spelled as the API's JSON.
 * Client-safe (zod only): the editor's forms, the server action and the API share these schemas.
 * Messages are catalogue keys; the boundary translates them and names the field path
 * (`blocks.2.items.0.href`). Rich text (`media_text.text`, `rich_text.html`) is sanitized here with
 * the articles' allow-list, so what reaches a command is already safe to render.
 *
 * Fields every block has, beside its own:
 * - `id`: a stable key the editor gives each block (React keys, focus after a move); made up when absent;
 * - `anchor`: the section's HTML id, so a menu can link to `/#services` (WordPress's "HTML anchor");
 * - `designs`: the home designs the block shows in (both when omitted); lets a page keep what one
 *   design shows and the other does not (design v2's figures beside the hero).
 */

export const pageDesigns = ['v1', 'v2'] as const;
export type PageDesign = (typeof pageDesigns)[number];

/** The fixed icon set of features items (drawn by components/home/icons.tsx). */
export const blockIcons = ['systems', 'integration', 'cloud', 'support', 'erp', 'commerce', 'insights', 'check', 'arrow'] as const;
export type BlockIcon = (typeof blockIcons)[number];

export const FEATURES_MAX = 8;
export const STATS_MAX = 6;
export const LOGOS_MAX = 24;
export const TESTIMONIALS_MAX = 12;
export const LATEST_MIN = 3;
export const LATEST_MAX = 9;
export const BLOCKS_MAX = 40;
export const RICH_TEXT_MAX = 200_000;

const INVALID = 'Validation.invalidValue';

const required = (max: number, message = 'Pages.errors.fieldRequired') =>
  z.string({ error: message }).trim().min(1, message).max(max, 'Pages.errors.tooLong');

/** Optional text: blank or null reads as absent. */
const optional = (max: number) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string({ error: INVALID }).trim().max(max, 'Pages.errors.tooLong').optional(),
  );

/** A site path (`/contact`, `/#services`) or an http(s) URL; anything else (javascript:, //host) is refused. */
export const blockHref = z
  .string({ error: 'Pages.errors.invalidHref' })
  .trim()
  .max(2000, 'Pages.errors.invalidHref')
  .refine(isNavHref, 'Pages.errors.invalidHref');

const linkSchema = z.object({ label: required(80), href: blockHref });

/** An optional link: absent, null, or both fields blank reads as "no link". */
const optionalLink = z.preprocess((v) => {
  if (v === null) return undefined;
  if (v && typeof v === 'object') {
    const { label, href } = v as { label?: unknown; href?: unknown };
    if ((label === undefined || label === '') && (href === undefined || href === '')) return undefined;
  }
  return v;
}, linkSchema.optional());

/** An image: a site path (an upload's url) or an http(s) URL. */
const image = optionalImage.refine((v) => v !== null, 'Pages.errors.imageRequired');
const maybeImage = optionalImage.optional();

const common = {
  id: z.string({ error: INVALID }).trim().max(40, INVALID).regex(/^[A-Za-z0-9_-]*$/, INVALID).optional(),
  anchor: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z
      .string({ error: 'Pages.errors.invalidAnchor' })
      .trim()
      .max(60, 'Pages.errors.invalidAnchor')
      .regex(/^[a-z][a-z0-9-]*$/, 'Pages.errors.invalidAnchor')
      .optional(),
  ),
  designs: z
    .array(z.enum(pageDesigns, { error: INVALID }), { error: INVALID })
    .min(1, INVALID)
    .optional(),
};

/** Rich text: sanitized like an article's content, and required to show something once sanitized. */
const richText = z
  .string({ error: 'Pages.errors.fieldRequired' })
  .max(RICH_TEXT_MAX, { error: 'Pages.errors.tooLong', abort: true })
  .transform((html) => sanitizeArticleHtml(html).trim())
  .refine((html) => !isEmptyArticleHtml(html), 'Pages.errors.fieldRequired');

const items = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z.array(item, { error: INVALID }).min(min, 'Pages.errors.itemsRange').max(max, 'Pages.errors.itemsRange');

export const heroBlockSchema = z.object({
  type: z.literal('hero'),
  ...common,
  eyebrow: optional(120),
  title: required(200),
  text: optional(600),
  primary: optionalLink,
  secondary: optionalLink,
  image: maybeImage,
});

export const featuresBlockSchema = z.object({
  type: z.literal('features'),
  ...common,
  title: optional(200),
  text: optional(600),
  // How the items are laid out: `icons` (each item an icon, a title and a text) or `showcase`
  // (larger items: a drawing per item in design v1, numbered cards in v2). Each design draws both.
  style: z.enum(['icons', 'showcase'], { error: INVALID }).default('icons'),
  items: items(
    z.object({
      icon: z.enum(blockIcons, { error: 'Pages.errors.invalidIcon' }),
      title: required(120),
      text: required(600),
    }),
    1,
    FEATURES_MAX,
  ),
  cta: optionalLink,
});

export const mediaTextBlockSchema = z.object({
  type: z.literal('media_text'),
  ...common,
  title: required(200),
  text: richText,
  image,
  image_alt: optional(300),
  image_side: z.enum(['left', 'right'], { error: INVALID }).default('left'),
  cta: optionalLink,
});

export const richTextBlockSchema = z.object({
  type: z.literal('rich_text'),
  ...common,
  html: richText,
});

export const statsBlockSchema = z.object({
  type: z.literal('stats'),
  ...common,
  title: optional(200),
  items: items(z.object({ value: required(40), label: required(120) }), 1, STATS_MAX),
});

export const ctaBlockSchema = z.object({
  type: z.literal('cta'),
  ...common,
  title: required(200),
  text: optional(600),
  button: linkSchema,
  // Show the company's email and phone (the footer's contact settings) beside the call.
  show_contact: z.boolean({ error: INVALID }).default(false),
});

export const faqBlockSchema = z.object({
  type: z.literal('faq'),
  ...common,
  title: optional(200),
  // The FAQs' product (lib/faq/products.ts): the block lists that product's questions in the page's language.
  product: required(60),
});

export const contactFormBlockSchema = z.object({
  type: z.literal('contact_form'),
  ...common,
  title: optional(200),
});

export const newsletterBlockSchema = z.object({
  type: z.literal('newsletter'),
  ...common,
  title: optional(200),
  text: optional(600),
});

export const latestArticlesBlockSchema = z.object({
  type: z.literal('latest_articles'),
  ...common,
  title: optional(200),
  text: optional(600),
  count: z.coerce.number({ error: INVALID }).int(INVALID).min(LATEST_MIN, 'Pages.errors.countRange').max(LATEST_MAX, 'Pages.errors.countRange').default(3),
  // A category's unique_key; all categories when omitted.
  category: optional(200),
  // The link under the list (to /blog by default when a label is given).
  cta: optionalLink,
});

export const logosBlockSchema = z.object({
  type: z.literal('logos'),
  ...common,
  title: optional(200),
  items: items(z.object({ image, alt: required(200), href: z.preprocess((v) => (v === '' || v === null ? undefined : v), blockHref.optional()) }), 1, LOGOS_MAX),
});

export const testimonialsBlockSchema = z.object({
  type: z.literal('testimonials'),
  ...common,
  title: optional(200),
  items: items(
    z.object({ quote: required(1000), name: required(120), role: optional(120), company: optional(120), photo: maybeImage }),
    1,
    TESTIMONIALS_MAX,
  ),
});

export const blockSchema = z.discriminatedUnion(
  'type',
  [
    heroBlockSchema,
    featuresBlockSchema,
    mediaTextBlockSchema,
    richTextBlockSchema,
    statsBlockSchema,
    ctaBlockSchema,
    faqBlockSchema,
    contactFormBlockSchema,
    newsletterBlockSchema,
    latestArticlesBlockSchema,
    logosBlockSchema,
    testimonialsBlockSchema,
  ],
  { error: 'Pages.errors.invalidBlockType' },
);

export const blocksSchema = z.array(blockSchema, { error: INVALID }).max(BLOCKS_MAX, 'Pages.errors.tooManyBlocks');

export type Block = z.output<typeof blockSchema>;
export type BlockInput = z.input<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** The block types in the order the editor's "add block" menu lists them. */
export const blockTypes = [
  'hero',
  'features',
  'media_text',
  'rich_text',
  'stats',
  'cta',
  'faq',
  'contact_form',
  'newsletter',
  'latest_articles',
  'logos',
  'testimonials',
] as const satisfies readonly BlockType[];

/** Whether a block shows in a design (its `designs`, both when omitted). */
export function shownIn(block: Pick<Block, 'designs'>, design: PageDesign): boolean {
  return !block.designs || block.designs.includes(design);
}
