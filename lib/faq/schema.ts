import { z } from 'zod';
import { versionField } from '@/lib/core/version';
import { locales } from '@/i18n/routing';
import { pageNumber } from '@/lib/core/fields';
import { isEmptyArticleHtml, sanitizeArticleHtml } from '@/lib/articles/sanitize';

// Messages are catalogue keys; the boundary translates them.
const INVALID = 'FaqAdmin.errors.invalidValue';

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 20_000;
const FAQ_PRODUCT_MAX = 60;

/** A product is the slug of its page, /faq/{product}: lowercase letters, digits and single hyphens. */
const PRODUCT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** '' and null mean "no value" (an empty field or select sends ''). */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const nullToEmpty = (v: unknown) => (v === null || v === undefined ? '' : v);

const productSchema = z.preprocess(
  nullToEmpty,
  z.string({ error: 'FaqAdmin.errors.productInvalid' }).trim().toLowerCase().max(FAQ_PRODUCT_MAX, 'FaqAdmin.errors.productInvalid').regex(PRODUCT_SLUG, 'FaqAdmin.errors.productInvalid'),
);
const localeSchema = z.enum(locales, { error: 'FaqAdmin.errors.localeInvalid' });

/**
 * A question as the form, the server action and the API send it: `{question, answer, product, locale,
 * position?}`. The answer is HTML, sanitized here with the articles' allow-list (what reaches a
 * command is already safe to render), and must show something once sanitized.
 */
export const faqInputSchema = z.object({
  question: z.preprocess(nullToEmpty, z.string({ error: INVALID }).trim().min(1, 'FaqAdmin.errors.questionRequired').max(FAQ_QUESTION_MAX, 'FaqAdmin.errors.questionRequired')),
  answer: z.preprocess(
    nullToEmpty,
    z
      .string({ error: INVALID })
      .max(FAQ_ANSWER_MAX, { error: INVALID, abort: true })
      .transform((html) => sanitizeArticleHtml(html).trim())
      .refine((html) => !isEmptyArticleHtml(html), 'FaqAdmin.errors.answerRequired'),
  ),
  product: productSchema,
  locale: localeSchema,
  /** Its place among the product's questions in that language (0 first); absent: the last one. */
  position: z.preprocess(blankToUndefined, z.coerce.number({ error: INVALID }).int(INVALID).min(0, INVALID).max(10_000, INVALID).optional()),
  /** An update's version (409 VERSION_CONFLICT when stale); ignored on a creation. */
  version: versionField,
});
export type FaqValues = z.output<typeof faqInputSchema>;

export const FAQ_PAGE_SIZE = 50;
const FAQ_MAX_PAGE_SIZE = 100;

/** POST /api/faq/faqs-list {product?, locale?, limit, page} and the list page's URL. */
export const faqListQuerySchema = z.object({
  product: z.preprocess(blankToUndefined, productSchema.optional()),
  locale: z.preprocess(blankToUndefined, localeSchema.optional()),
  limit: z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(FAQ_MAX_PAGE_SIZE, INVALID).default(FAQ_PAGE_SIZE),
  page: pageNumber(INVALID),
});
export type FaqListQuery = z.output<typeof faqListQuerySchema>;

/** PUT /api/faq/faq-move/{id}/{unique_key} {direction}: one place up or down among its product's questions in its language. */
export const faqMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: INVALID }),
  /** The question's version as loaded (issue 33 §1): a move of a question saved since is refused (409 VERSION_CONFLICT). */
  version: versionField,
});
export type FaqMove = z.output<typeof faqMoveSchema>;
