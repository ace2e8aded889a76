import { z } from 'zod';
import { blankToUndefined, optionalDate, optionalImage, optionalText, pageNumber, recordId } from '@/lib/core/fields';
import type { ArticleStatus } from '@/db/schema/articles';
import { defaultLocale, locales } from '@/i18n/routing';
import { versionField } from '@/lib/core/version';
import { isEmptyArticleHtml } from './sanitize';

/** The statuses of db/schema/articles (kept here so client forms do not pull in the table definitions). */
export const articleStatuses = ['draft', 'in_review', 'published'] as const satisfies readonly ArticleStatus[];
/**
 * The statuses a save (create/update) may ask for. `in_review` is reached through the status change
 * (submit for review, lib/articles/review.ts), not through a save.
 */
const articleSaveStatuses = ['draft', 'published'] as const satisfies readonly ArticleStatus[];

/** Longest comment of a request for changes (issue 33 §2). */
export const REVIEW_COMMENT_MAX = 2000;

// Messages are catalogue keys; the boundary translates them.
const INVALID = 'Articles.errors.invalidValue';

export const ARTICLE_TITLE_MAX = 200;
/**
 * Longest content accepted: 1 MB (1,048,576 characters) of HTML. About 150,000 words of plain
 * paragraphs, thirty times the longest real article; past it a page is too heavy to read or edit.
 * Saving that much takes well under a second (sanitizing is linear) and the API body limit of the
 * article routes leaves room for it (lib/api). Checked first, so a longer text costs no parsing.
 * The content as stored (sanitized, which can lengthen it) is held to it too: storedContent in
 * lib/articles/commands.ts.
 */
export const ARTICLE_CONTENT_MAX = 1_048_576;
export const ARTICLE_EXCERPT_MAX = 500;
export const ARTICLE_SEO_TITLE_MAX = 200;
export const ARTICLE_SEO_DESCRIPTION_MAX = 500;

/**
 * An article as the editor, the server action and the API send it:
 * `{title, content, categories, image, excerpt?, seo_title?, seo_description?, language?, featured?,
 * status?, published_at?, author_id?, unique_key?}`.
 *
 * - `status` and `published_at` omitted on an update keep what the article has.
 * - The image is required only to publish: a draft may be saved without one (the command checks it
 *   again against the article's stored status).
 * - `unique_key` asks for a given slug (otherwise it follows the title until publication).
 * - `language` is the article's own language (stored as `locale`), the default language when omitted.
 * - `translation_of` links the article to a translation group (lib/articles/translations.ts): the id
 *   of any article of that group. Omitted: the article keeps its group (none for a new one); `null`
 *   takes it out of its group (unlink).
 */
export const articleInputSchema = z
  .object({
    title: z.preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      z.string({ error: INVALID }).trim().min(1, 'Validation.titleRequired').max(ARTICLE_TITLE_MAX, INVALID),
    ),
    content: z.preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      z
        .string({ error: INVALID })
        .max(ARTICLE_CONTENT_MAX, { error: 'Articles.errors.contentTooLong', abort: true })
        .refine((html) => !isEmptyArticleHtml(html), 'Validation.contentRequired'),
    ),
    categories: z.preprocess(
      (v) => (v === null || v === undefined ? [] : v),
      z
        .array(recordId(INVALID), { error: INVALID })
        .min(1, 'Validation.categoryRequired')
        .max(50, INVALID)
        .transform((ids) => [...new Set(ids)]),
    ),
    image: optionalImage,
    excerpt: optionalText(ARTICLE_EXCERPT_MAX, INVALID),
    seo_title: optionalText(ARTICLE_SEO_TITLE_MAX, INVALID),
    seo_description: optionalText(ARTICLE_SEO_DESCRIPTION_MAX, INVALID),
    language: z.preprocess(blankToUndefined, z.enum(locales, { error: INVALID }).default(defaultLocale)),
    featured: z.preprocess(blankToUndefined, z.boolean({ error: INVALID }).default(false)),
    status: z.preprocess(blankToUndefined, z.enum(articleSaveStatuses, { error: INVALID }).optional()),
    published_at: optionalDate(INVALID),
    author_id: z.preprocess(blankToUndefined, recordId(INVALID).optional()),
    unique_key: optionalText(200, INVALID),
    // null is kept apart from "omitted": it unlinks, where omitted keeps the group.
    translation_of: z.preprocess((v) => (v === '' ? undefined : v), z.union([z.null(), recordId(INVALID)], { error: INVALID }).optional()),
    // An update names the version it started from (409 VERSION_CONFLICT when stale); `overwrite` says the
    // editor chose to save over a newer version it was shown (recorded in the revisions and the audit).
    version: versionField,
    overwrite: z.preprocess(blankToUndefined, z.boolean({ error: INVALID }).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'published' && !value.image) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: 'Validation.imageRequired' });
    }
  });
export type ArticleInput = z.input<typeof articleInputSchema>;
export type ArticleValues = z.output<typeof articleInputSchema>;

export const ARTICLES_PAGE_SIZE = 10;
export const ARTICLES_MAX_PAGE_SIZE = 100;

/** POST /api/article/articles-list {limit, page, search, status?, category?, author?} */
export const articleListQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, z.string({ error: INVALID }).trim().max(200, INVALID).optional()),
  status: z.preprocess(blankToUndefined, z.enum(articleStatuses, { error: INVALID }).optional()),
  category: z.preprocess(blankToUndefined, recordId(INVALID).optional()),
  author: z.preprocess(blankToUndefined, recordId(INVALID).optional()),
  limit: z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(ARTICLES_MAX_PAGE_SIZE, INVALID).default(ARTICLES_PAGE_SIZE),
  page: pageNumber(INVALID),
});
export type ArticleListQuery = z.output<typeof articleListQuerySchema>;

/**
 * PUT /api/article/article-change-status/{id}/{unique_key} {status, published_at?, comment?, version?}
 * - `published` publishes (or schedules, with a future published_at); `draft` unpublishes;
 * - `in_review` submits the article for review (issue 33 §2);
 * - `draft` with `comment` requests changes on an article in review (the author gets it by email).
 */
export const articleStatusBodySchema = z.object({
  status: z.enum(articleStatuses, { error: INVALID }),
  published_at: optionalDate(INVALID),
  comment: optionalText(REVIEW_COMMENT_MAX, INVALID, 'Articles.review.commentTooLong'),
  version: versionField,
});
export type ArticleStatusValues = z.output<typeof articleStatusBodySchema>;

/** The article list's star: {featured} (setArticleFeatured). */
export const articleFeaturedBodySchema = z.object({ featured: z.boolean({ error: 'Articles.errors.invalidValue' }) });

/** POST /api/article/article/{id}/{unique_key}/translations {language}: a draft translation of the article. */
export const articleTranslationBodySchema = z.object({
  language: z.enum(locales, { error: INVALID }),
});
export type ArticleTranslationValues = z.output<typeof articleTranslationBodySchema>;
