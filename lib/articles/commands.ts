import 'server-only';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import { and, desc, eq, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { getDb, type DbOrTx, type Tx } from '@/db/client';
import { articleCategories, articleRevisions, articles, categories, users } from '@/db/schema';
import type { ArticleStatus } from '@/db/schema/articles';
import type { Actor } from '@/lib/core/actor';
import { isUniqueViolation, matchesKey, parseInput, parseRecordKey, uniqueSlug as firstFreeSlug, writeAudit, type RecordKey } from '@/lib/core/command';
import { AppError, errors } from '@/lib/core/errors';
import { assertFreshVersion, lastSavedBy } from '@/lib/core/version-check';
import { slugify } from '@/lib/format/slug';
import type { MessageKey } from '@/lib/i18n/translate';
import type { ArticleRow, ArticleView } from './present';
import { assertArticleAccess, canManageAllArticles } from './access';
import { articleColumns, presentArticles } from './queries';
import { excerptFromSanitizedHtml, sanitizeArticleHtml } from './sanitize';
import {
  ARTICLE_CONTENT_MAX,
  ARTICLE_TITLE_MAX,
  articleFeaturedBodySchema,
  articleInputSchema,
  type ArticleStatusValues,
  type ArticleTranslationValues,
  type ArticleValues,
} from './schema';
import { guardTranslationLanguage, resolveTranslationGroup } from './translation-groups';
import { assertMayPublish, assertMaySave, cannotSubmit, commentRequired, notInReview, queueChangesRequestedEmail, recordReviewStep } from './review';
import { deliver, emailBrand } from '@/lib/mail/transport';
import { logger } from '@/lib/logger';
import { queueWebhookEvent } from '@/lib/webhooks/queue';
import { articleImages, assertImagesDescribed, describeImages, fillAltText } from '@/lib/media/alt';
import type { FileDescription } from '@/lib/media/lookup';
import { assertMayDeletePermanently } from '@/lib/trash/access';
import type { PermanentDeleteOptions } from '@/lib/trash/schema';

/*
 * Article rules (issue 4):
 * - create/update/restore need 'compose'; status change and delete need 'list-of-articles'.
 *   Without 'articles-all' a user works only on the articles they author (403 otherwise) and may
 *   not choose another author (author_id).
 * - Content is sanitized at save (once, in linear time: lib/articles/sanitize.ts); an empty excerpt is
 *   derived from the sanitized content. Content is at most ARTICLE_CONTENT_MAX (1 MB) of HTML, as
 *   sent and as stored (storedContent); the
 *   content itself crosses between the app and the database once per save (an embedded PGlite
 *   does that work on the server's own thread): revisions copy it inside the database and the
 *   answer reuses the saved value.
 * - Titles are unique regardless of case, accents and punctuation (their slugs compare equal):
 *   409 Errors.articleTitleTaken.
 * - unique_key is the title's slug (-2, -3 … when taken). It follows the title while the article
 *   has never been live, and is stable once published, unless the body gives `unique_key`.
 * - Publishing needs an image; published_at defaults to now; a future published_at schedules.
 * - Alt text (issue 31 §1, lib/media/alt.ts): a body image of the media library without an alt of its
 *   own gets the file's alt text for the article's language at save. Publishing — a create as
 *   published, a status change to published, any save of a published article (update, restore) — is
 *   refused with 422 IMAGE_ALT_MISSING while the cover or a body image has no alt text in that
 *   language and is not decorative (setting media_settings.require_alt, on by default). A scheduled
 *   article is checked when it is scheduled (its status becomes published then); the moment it goes
 *   live runs no command, so nothing is checked again.
 * - Each update of a PUBLISHED article first stores the previous version in article_revisions (the
 *   last 50 are kept). Restoring a revision is a save like any other.
 * - `translation_of` links the article into a translation group, null unlinks it; a group holds one
 *   article per language (409 Errors.translationLanguageTaken): lib/articles/translation-groups.ts.
 * - One transaction and one audit_log row per command.
 */

/** An article as the routes and the back office address it: id + unique_key (its slug). */
export type ArticleKey = RecordKey;

export const ARTICLE_REVISIONS_KEPT = 50;
/** Slug used when the title has no letter or digit left after folding. */
const FALLBACK_SLUG = 'article';
/** Serialises the title/slug checks of concurrent saves (transaction-scoped advisory lock). */
const TITLE_LOCK = 4_240_001;

function fieldError(field: string, messageKey: MessageKey): AppError {
  return new AppError('Errors.validation', 422, { fieldErrors: [{ field, messageKey }] });
}

/**
 * The content as stored: sanitized, its library images' alt text filled in for the article's
 * language, and within ARTICLE_CONTENT_MAX as well. Sanitizing can lengthen
 * HTML (a megabyte of "<" is four of "&lt;", "<b>" becomes "<strong>", external links gain their
 * rel), and the maximum is what the database holds and every page loads, so content that grows past
 * it is refused with the same 422 as content sent too long, before anything is written.
 */
function storedContent(clean: string, locale: string, described: ReadonlyMap<string, FileDescription>): string {
  const content = fillAltText(clean, locale, described);
  if (content.length > ARTICLE_CONTENT_MAX) throw fieldError('content', 'Articles.errors.contentTooLong');
  return content;
}

/**
 * What a save needs before its transaction: the sanitized content and the library files it and the
 * cover point at (looked up outside the transaction, see describeImages).
 */
async function prepareContent(values: Pick<ArticleValues, 'content' | 'image' | 'language'>): Promise<{ content: string; described: Map<string, FileDescription> }> {
  const clean = sanitizeArticleHtml(values.content);
  const described = await describeImages(articleImages({ image: values.image, content: clean }));
  return { content: storedContent(clean, values.language, described), described };
}

/** The title as compared for duplicates: its slug without length limit. */
function normalisedTitle(title: string): string {
  return slugify(title, 100_000);
}

// The same folding in SQL (translate + regexp_replace work on PostgreSQL and PGlite, no unaccent),
// used only to pick candidates; the final comparison is slugify's, in JS.
const FOLD_FROM = 'áàâãäåāăąéèêëēėęěíìîïīįıóòôõöøōőúùûüūůűųçćčñńňýÿšśžźżďđťľłřğş';
const FOLD_PAIRS = [...FOLD_FROM, ...FOLD_FROM.toUpperCase()].map((c) => [c, slugify(c) || '-'] as const).filter(([, to]) => to.length === 1);
const FOLD_SRC = FOLD_PAIRS.map(([c]) => c).join('');
const FOLD_DST = FOLD_PAIRS.map(([, to]) => to).join('');

async function assertTitleFree(tx: Tx, title: string, exceptId?: number) {
  const wanted = normalisedTitle(title);
  const folded = sql`trim(both '-' from regexp_replace(lower(replace(replace(replace(translate(${articles.title}, ${FOLD_SRC}, ${FOLD_DST}), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe')), '[^a-z0-9]+', '-', 'g'))`;
  const candidates = await tx
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(and(sql`${folded} = ${wanted}`, exceptId === undefined ? undefined : ne(articles.id, exceptId)));
  if (candidates.some((c) => normalisedTitle(c.title) === wanted)) throw new AppError('Errors.articleTitleTaken', 409);
}

/** The slug, made unique among articles (other than `exceptId`) by a -2, -3 … suffix. */
function uniqueSlug(tx: Tx, text: string, exceptId?: number): Promise<string> {
  return firstFreeSlug(tx, articles, articles.uniqueKey, slugify(text) || FALLBACK_SLUG, exceptId === undefined ? undefined : ne(articles.id, exceptId));
}

function audit(tx: Tx, actor: Actor, action: string, articleId: number, details: Record<string, unknown>) {
  return writeAudit(tx, actor, { action, entityType: 'article', entityId: articleId, details });
}

type LockedArticle = LockedRow;

/** The article's columns but its content (which can be a megabyte: read only where it is needed). */
const { content: _content, ...lockedColumns } = articleColumns;

type LockedRow = Omit<ArticleRow, 'content'>;

/** 409 VERSION_CONFLICT (with the article as saved now) when `given` is not the locked article's version. */
function assertFreshArticle(tx: Tx, before: LockedRow, given: number | undefined): Promise<void> {
  return assertFreshVersion(tx, { given, current: before.version, entityType: 'article', entityId: before.id, savedAt: before.updatedAt, present: () => present(tx, before.id) });
}

/**
 * A save naming its version: a draft's unique_key follows its title, so someone else's save may have
 * moved it since this editor loaded the article. Addressed by id then, and a unique_key that no longer
 * matches is the conflict (409 with their version), not a 404, unless the version is the current one.
 */
async function lockVersioned(tx: Tx, key: ArticleKey, given: number): Promise<LockedRow> {
  const { id, uniqueKey } = parseRecordKey(key);
  const [row] = await tx.select(lockedColumns).from(articles).where(and(eq(articles.id, id), isNull(articles.deletedAt))).for('update').limit(1);
  if (!row || (row.uniqueKey !== uniqueKey && row.version === given)) throw errors.notFound();
  return row as LockedRow;
}

/**
 * Locks the article addressed by id + unique_key (both must match) or answers 404. A trashed article
 * is not found (issue 33 §4) unless `trash` asks for it: 'only' (a restore) or 'any' (a permanent delete).
 */
async function lockArticle(tx: Tx, key: ArticleKey, trash: 'none' | 'only' | 'any' = 'none'): Promise<LockedRow> {
  const inTrash = trash === 'none' ? isNull(articles.deletedAt) : trash === 'only' ? isNotNull(articles.deletedAt) : undefined;
  const [row] = await tx.select(lockedColumns).from(articles).where(and(matchesKey(articles, key), inTrash)).for('update').limit(1);
  if (!row) throw errors.notFound();
  return row;
}

async function categoryIdsOf(tx: DbOrTx, articleId: number): Promise<number[]> {
  const rows = await tx.select({ id: articleCategories.categoryId }).from(articleCategories).where(eq(articleCategories.articleId, articleId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function assertCategoriesExist(tx: Tx, ids: number[]) {
  const found = await tx.select({ id: categories.id }).from(categories).where(and(inArray(categories.id, ids), isNull(categories.deletedAt)));
  if (found.length !== ids.length) throw fieldError('categories', 'Articles.errors.categoryNotFound');
}

/** The author of the saved article: the actor, or author_id (only with 'articles-all'). */
async function resolveAuthor(tx: Tx, actor: Actor, values: ArticleValues, current: number | null | undefined): Promise<number | null> {
  if (values.author_id === undefined) return current === undefined ? actor.id : current;
  if (values.author_id === current || (current === undefined && values.author_id === actor.id)) return values.author_id;
  if (!canManageAllArticles(actor)) throw errors.accessDenied();
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, values.author_id)).limit(1);
  if (!user) throw fieldError('author_id', 'Articles.errors.authorNotFound');
  return user.id;
}

/** published_at when the article is (or becomes) published: given, else kept, else now. */
function publicationDate(status: ArticleStatus, given: Date | undefined, stored: Date | null, wasPublished: boolean, now: Date): Date | null {
  if (given) return given;
  if (status !== 'published') return stored;
  if (wasPublished && stored) return stored;
  // Publishing a draft: keep a schedule set earlier, otherwise now.
  return stored && stored > now ? stored : now;
}

/** The columns a save writes: the form's values plus what the command decided (slug, sanitized content …). */
function storedColumns(
  values: ArticleValues,
  decided: { uniqueKey: string; content: string; authorId: number | null; status: ArticleStatus; publishedAt: Date | null },
) {
  return {
    ...decided,
    title: values.title,
    excerpt: values.excerpt ?? (excerptFromSanitizedHtml(decided.content) || null),
    image: values.image,
    featured: values.featured,
    locale: values.language,
    seoTitle: values.seo_title ?? null,
    seoDescription: values.seo_description ?? null,
  };
}

/**
 * Keeps the article as it is before a save, as a revision. saved_by is who made that version (the
 * newest audited change of the article, issue 33 §3), note says why it was kept when it is not a plain
 * save of a published article ('overwrote': the version an editor chose to save over, issue 33 §1).
 */
async function storeRevision(tx: Tx, before: LockedArticle, note: string | null = null) {
  const savedBy = (await lastSavedBy(tx, 'article', before.id))?.id ?? null;
  // Copied inside the database (insert … select): the stored content never travels to the app and back.
  const categoryIds = JSON.stringify(await categoryIdsOf(tx, before.id));
  await tx.execute(sql`
    insert into ${articleRevisions} (article_id, title, content, excerpt, image, category_ids, author_id, version, note, saved_by)
    select ${articles.id}, ${articles.title}, ${articles.content}, ${articles.excerpt}, ${articles.image}, ${categoryIds}::jsonb, ${articles.authorId},
      ${articles.version}, ${note}, ${savedBy}
    from ${articles} where ${articles.id} = ${before.id}`);
  const kept = tx
    .select({ id: articleRevisions.id })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, before.id))
    .orderBy(desc(articleRevisions.createdAt), desc(articleRevisions.id))
    .limit(ARTICLE_REVISIONS_KEPT);
  await tx.delete(articleRevisions).where(and(eq(articleRevisions.articleId, before.id), notInArray(articleRevisions.id, kept)));
}

async function replaceCategories(tx: Tx, articleId: number, ids: number[]) {
  await tx.delete(articleCategories).where(eq(articleCategories.articleId, articleId));
  await tx.insert(articleCategories).values(ids.map((categoryId) => ({ articleId, categoryId })));
}

/**
 * The cache tags of the public pages that show an article: its page, every article list (sitemap and
 * feeds included) and its authors' profiles. Also what the scheduled publishing job expires when a
 * future published_at comes (lib/jobs/publish.ts).
 */
export function articlePublicTags(articleId: number, ...authorIds: (number | null | undefined)[]): string[] {
  const authorTags = authorIds.filter((id): id is number => typeof id === 'number').map(cacheTags.author);
  return [cacheTags.articles, cacheTags.article(articleId), ...authorTags];
}

/**
 * After a committed change: the article's page, every article list and its author's profile (old
 * and new author on a reassignment) render fresh on the next request.
 */
function expirePublicPages(view: ArticleView, previousAuthorId?: number | null) {
  invalidate(...articlePublicTags(view.id, view.author?.id, previousAuthorId));
}

/**
 * The webhook events of a status change (lib/webhooks), queued in the change's transaction: published
 * when it becomes published (a future published_at included: the data says when it goes live),
 * unpublished when a published article goes back to draft.
 */
async function announceStatus(tx: Tx, before: string | null, view: ArticleView): Promise<void> {
  const was = before === 'published';
  const is = view.status === 'published';
  if (!was && is) await queueWebhookEvent(tx, 'article.published', view);
  else if (was && !is) await queueWebhookEvent(tx, 'article.unpublished', view);
}

/** The article as the API answers it; `content`, when given, is the value just saved (not read back). */
async function present(tx: Tx, id: number, content?: string): Promise<ArticleView> {
  if (content === undefined) {
    const [row] = await tx.select(articleColumns).from(articles).where(eq(articles.id, id)).limit(1);
    return (await presentArticles(tx, [row]))[0];
  }
  const [row] = await tx.select(lockedColumns).from(articles).where(eq(articles.id, id)).limit(1);
  return (await presentArticles(tx, [{ ...row, content }]))[0];
}

/** Creates an article (draft unless status says published); the actor is its author unless author_id. */
export async function createArticle(actor: Actor, values: ArticleValues): Promise<ArticleView> {
  assertArticleAccess(actor, 'compose');
  const { content, described } = await prepareContent(values);
  const status = values.status ?? 'draft';
  assertMaySave(actor, null, status);
  const db = await getDb();
  for (let attempt = 0; ; attempt += 1) {
    try {
      const view = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${TITLE_LOCK})`);
        const authorId = await resolveAuthor(tx, actor, values, undefined);
        await assertCategoriesExist(tx, values.categories);
        await assertTitleFree(tx, values.title);
        if (status === 'published') await assertImagesDescribed(tx, articleImages({ image: values.image, content }), values.language, described);
        const now = new Date();
        const uniqueKey = await uniqueSlug(tx, values.unique_key ?? values.title);
        const translationGroup = (await resolveTranslationGroup(tx, actor, { id: null, translationGroup: null }, values.translation_of)) ?? null;
        // A language its group already has: 409, nothing written.
        const [row] = await guardTranslationLanguage(tx, values.language, (sp) =>
          sp
            .insert(articles)
            .values({
              ...storedColumns(values, { uniqueKey, content, authorId, status, publishedAt: publicationDate(status, values.published_at, null, false, now) }),
              translationGroup,
            })
            .returning({ id: articles.id }),
        );
        await replaceCategories(tx, row.id, values.categories);
        await audit(tx, actor, 'article.create', row.id, {
          unique_key: uniqueKey,
          title: values.title,
          status,
          categories: values.categories,
          ...(values.translation_of ? { translation_of: values.translation_of } : {}),
        });
        const created = await present(tx, row.id, content);
        await announceStatus(tx, null, created);
        return created;
      });
      expirePublicPages(view);
      return view;
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** Saves `values` with `content` (from storedContent) over the locked article: the common path of update and restore. */
async function saveArticle(
  tx: Tx,
  actor: Actor,
  before: LockedArticle,
  values: ArticleValues,
  content: string,
  described: ReadonlyMap<string, FileDescription>,
  action: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const authorId = await resolveAuthor(tx, actor, values, before.authorId);
  await assertCategoriesExist(tx, values.categories);
  await assertTitleFree(tx, values.title, before.id);
  const status = values.status ?? before.status;
  assertMaySave(actor, before.status, status);
  if (status === 'published' && !values.image) throw fieldError('image', 'Validation.imageRequired');
  if (status === 'published') await assertImagesDescribed(tx, articleImages({ image: values.image, content }), values.language, described);
  const now = new Date();
  const wasPublished = before.status === 'published';
  const everLive = wasPublished || (before.publishedAt !== null && before.publishedAt <= now);
  const uniqueKey = values.unique_key
    ? await uniqueSlug(tx, values.unique_key, before.id)
    : everLive
      ? before.uniqueKey
      : await uniqueSlug(tx, values.title, before.id);
  // Saving over a newer version the editor was shown: that version is kept as a revision, whatever the status.
  const overwrote = values.overwrite === true && values.version !== undefined;
  if (overwrote) await storeRevision(tx, before, 'overwrote');
  else if (wasPublished) await storeRevision(tx, before);
  const translationGroup = await resolveTranslationGroup(tx, actor, before, values.translation_of);
  // The language and the group are written together: one its group already has is a 409, nothing written.
  await guardTranslationLanguage(tx, values.language, (sp) =>
    sp
      .update(articles)
      .set({
        ...storedColumns(values, {
          uniqueKey,
          content,
          authorId,
          status,
          publishedAt: publicationDate(status, values.published_at, before.publishedAt, wasPublished, now),
        }),
        ...(translationGroup === undefined ? {} : { translationGroup }),
        updatedAt: now,
      })
      .where(eq(articles.id, before.id)),
  );
  await replaceCategories(tx, before.id, values.categories);
  // Publishing an article in review by saving it ends its review like the status change does.
  if (before.status === 'in_review' && status === 'published') await recordReviewStep(tx, actor, before.id, 'published');
  await audit(tx, actor, action, before.id, {
    from: { unique_key: before.uniqueKey, title: before.title, status: before.status },
    to: { unique_key: uniqueKey, title: values.title, status },
    revision_stored: wasPublished || overwrote,
    ...(overwrote ? { overwrote_version: before.version } : {}),
    ...(values.translation_of !== undefined ? { translation_of: values.translation_of } : {}),
    ...extra,
  });
}

/** Replaces an article's fields and categories (PUT semantics; status/published_at kept when omitted). */
export async function updateArticle(actor: Actor, key: ArticleKey, values: ArticleValues): Promise<ArticleView> {
  assertArticleAccess(actor, 'compose');
  const { content, described } = await prepareContent(values);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TITLE_LOCK})`);
    const before = values.version === undefined ? await lockArticle(tx, key) : await lockVersioned(tx, key, values.version);
    assertArticleAccess(actor, 'compose', before);
    await assertFreshArticle(tx, before, values.version);
    await saveArticle(tx, actor, before, values, content, described, 'article.update');
    const view = await present(tx, before.id, content);
    await announceStatus(tx, before.status, view);
    return { view, before };
  });
  expirePublicPages(result.view, result.before.authorId);
  return result.view;
}

/**
 * Publishes (image required; published_at defaults to now, a future one schedules) or unpublishes;
 * submits for review (in_review) or requests changes (draft with a comment): lib/articles/review.ts.
 */
export async function changeArticleStatus(actor: Actor, key: ArticleKey, values: ArticleStatusValues): Promise<ArticleView> {
  assertArticleAccess(actor, 'list-of-articles');
  if (values.status === 'in_review') return submitForReview(actor, key);
  if (values.status === 'draft' && values.comment !== undefined) return requestChanges(actor, key, values.comment);
  const { status, published_at: given } = values;
  if (status === 'published') assertMayPublish(actor);
  const db = await getDb();
  // The files the article shows, looked up before the transaction (describeImages says why).
  const [current] =
    status === 'published'
      ? await db.select({ image: articles.image, content: articles.content }).from(articles).where(matchesKey(articles, key)).limit(1)
      : [];
  const described = current ? await describeImages(articleImages(current)) : new Map<string, FileDescription>();
  const view = await db.transaction(async (tx) => {
    const before = await lockArticle(tx, key);
    assertArticleAccess(actor, 'list-of-articles', before);
    await assertFreshArticle(tx, before, values.version);
    // Unpublishing needs `publish`; taking one's own submission back to draft does not, sending
    // someone else's back needs a comment (a request for changes).
    if (before.status === 'published') assertMayPublish(actor);
    if (before.status === 'in_review' && status === 'draft' && before.authorId !== actor.id) throw commentRequired();
    if (status === 'published' && !before.image) throw fieldError('image', 'Validation.imageRequired');
    if (status === 'published' && before.status !== 'published') {
      const [{ content }] = await tx.select({ content: articles.content }).from(articles).where(eq(articles.id, before.id));
      await assertImagesDescribed(tx, articleImages({ image: before.image, content }), before.locale, described);
    }
    const publishedAt = publicationDate(status, given, before.publishedAt, before.status === 'published', new Date());
    const unchanged = before.status === status && publishedAt?.getTime() === before.publishedAt?.getTime();
    if (!unchanged) {
      await tx.update(articles).set({ status, publishedAt, updatedAt: new Date() }).where(eq(articles.id, before.id));
    }
    if (before.status === 'in_review' && status === 'published') await recordReviewStep(tx, actor, before.id, 'published');
    await audit(
      tx,
      actor,
      'article.status',
      before.id,
      unchanged ? { unchanged: true } : { from: before.status, to: status, published_at: publishedAt?.toISOString() ?? null },
    );
    const view = await present(tx, before.id);
    await announceStatus(tx, before.status, view);
    return view;
  });
  expirePublicPages(view);
  return view;
}

/**
 * Submit for review: the author (or a holder of articles-all) with `compose` sends a draft to the
 * reviewers (status in_review). The cover is required, as to publish. Not public before or after, so
 * no public page expires.
 */
async function submitForReview(actor: Actor, key: ArticleKey): Promise<ArticleView> {
  assertArticleAccess(actor, 'compose');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockArticle(tx, key);
    assertArticleAccess(actor, 'compose', before);
    if (before.status !== 'draft') throw cannotSubmit();
    if (!before.image) throw fieldError('image', 'Validation.imageRequired');
    await tx.update(articles).set({ status: 'in_review', updatedAt: new Date() }).where(eq(articles.id, before.id));
    await recordReviewStep(tx, actor, before.id, 'submitted');
    await audit(tx, actor, 'article.submit', before.id, { from: before.status, to: 'in_review' });
    return present(tx, before.id);
  });
}

/**
 * Request changes: a holder of `publish` sends an article in review back to draft with a comment;
 * the author gets it by email (in their language) and in the editor.
 */
async function requestChanges(actor: Actor, key: ArticleKey, comment: string): Promise<ArticleView> {
  assertMayPublish(actor);
  const db = await getDb();
  const brand = await emailBrand();
  const { view, outboxId } = await db.transaction(async (tx) => {
    const before = await lockArticle(tx, key);
    assertArticleAccess(actor, 'list-of-articles', before);
    if (before.status !== 'in_review') throw notInReview();
    await tx.update(articles).set({ status: 'draft', updatedAt: new Date() }).where(eq(articles.id, before.id));
    await recordReviewStep(tx, actor, before.id, 'changes_requested', comment);
    const outboxId = await queueChangesRequestedEmail(tx, brand, actor, before, comment);
    await audit(tx, actor, 'article.request_changes', before.id, { from: before.status, to: 'draft', comment, outbox_id: outboxId });
    return { view: await present(tx, before.id), outboxId };
  });
  // Without SMTP_URL this only confirms the message is kept in the outbox; a failed send is retried by the mail job.
  if (outboxId !== null) await deliver(outboxId).catch((error: unknown) => logger.error({ err: error, outboxId }, 'review email delivery crashed'));
  return view;
}

/** Deletes an article (its categories, revisions and read counts go with it; its translations stay grouped). */
/**
 * DELETE moves the article to the trash (issue 33 §4): it becomes a draft (so every public read leaves
 * it out and its address answers 404), remembers its status in deleted_status, and keeps its row (so
 * its slug stays taken). Webhook `article.trashed`. With `permanent` (which also needs the
 * administrator capability `roles`) it is deleted for good, trashed or not: webhook `article.deleted`.
 */
export async function deleteArticle(actor: Actor, key: ArticleKey, { permanent }: PermanentDeleteOptions = { permanent: false }): Promise<ArticleView> {
  assertArticleAccess(actor, 'list-of-articles');
  if (permanent) assertMayDeletePermanently(actor);
  const db = await getDb();
  const view = await db.transaction(async (tx) => {
    const before = await lockArticle(tx, key, permanent ? 'any' : 'none');
    assertArticleAccess(actor, 'list-of-articles', before);
    // Taking a published article off the site, to the trash or for good, is unpublishing: it needs `publish`.
    if (before.status === 'published') assertMayPublish(actor);
    const view = await present(tx, before.id);
    if (permanent) {
      await tx.delete(articles).where(eq(articles.id, before.id));
      await audit(tx, actor, 'article.delete', before.id, { unique_key: before.uniqueKey, title: before.title, status: before.status });
      await queueWebhookEvent(tx, 'article.deleted', view);
      return view;
    }
    await tx
      .update(articles)
      .set({ deletedAt: new Date(), deletedBy: actor.id, deletedStatus: before.status, status: 'draft', updatedAt: sql`${articles.updatedAt}` })
      .where(eq(articles.id, before.id));
    await audit(tx, actor, 'article.trash', before.id, { unique_key: before.uniqueKey, title: before.title, status: before.status });
    await queueWebhookEvent(tx, 'article.trashed', view);
    return view;
  });
  expirePublicPages(view);
  return view;
}

/**
 * Takes the article out of the trash: same id and unique_key, back to the status it had (a published
 * article comes back published only for a holder of `publish`, a draft otherwise). Webhook
 * `article.restored` (and `article.published` when it is live again).
 */
export async function restoreArticleFromTrash(actor: Actor, key: ArticleKey): Promise<ArticleView> {
  assertArticleAccess(actor, 'list-of-articles');
  const db = await getDb();
  const view = await db.transaction(async (tx) => {
    const before = await lockArticle(tx, key, 'only');
    assertArticleAccess(actor, 'list-of-articles', before);
    const [{ deletedStatus }] = await tx.select({ deletedStatus: articles.deletedStatus }).from(articles).where(eq(articles.id, before.id));
    const wanted: ArticleStatus = deletedStatus ?? 'draft';
    const status: ArticleStatus = wanted === 'published' && !actor.grants.includes('publish') ? 'draft' : wanted;
    await tx
      .update(articles)
      .set({ deletedAt: null, deletedBy: null, deletedStatus: null, status, updatedAt: sql`${articles.updatedAt}` })
      .where(eq(articles.id, before.id));
    await audit(tx, actor, 'article.untrash', before.id, { unique_key: before.uniqueKey, title: before.title, status });
    const view = await present(tx, before.id);
    await queueWebhookEvent(tx, 'article.restored', view);
    await announceStatus(tx, 'draft', view);
    return view;
  });
  expirePublicPages(view);
  return view;
}

/**
 * Puts a stored revision's title, content, image and categories back (categories deleted since are
 * left out; 422 categoryRequired if none is left). It is a save: a published article first stores
 * its current version as a new revision.
 */
export async function restoreRevision(actor: Actor, key: ArticleKey, revisionId: number): Promise<ArticleView> {
  assertArticleAccess(actor, 'compose');
  const db = await getDb();
  // The files the revision shows, looked up before the transaction (describeImages says why).
  const [stored] =
    Number.isSafeInteger(revisionId) && revisionId > 0
      ? await db.select({ image: articleRevisions.image, content: articleRevisions.content }).from(articleRevisions).where(eq(articleRevisions.id, revisionId)).limit(1)
      : [];
  const described = stored ? await describeImages(articleImages(stored)) : new Map<string, FileDescription>();
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TITLE_LOCK})`);
    const before = await lockArticle(tx, key);
    assertArticleAccess(actor, 'compose', before);
    if (!Number.isSafeInteger(revisionId) || revisionId < 1) throw errors.notFound();
    const [revision] = await tx
      .select()
      .from(articleRevisions)
      .where(and(eq(articleRevisions.id, revisionId), eq(articleRevisions.articleId, before.id)))
      .limit(1);
    if (!revision) throw errors.notFound();
    const existing = revision.categoryIds.length
      ? (await tx.select({ id: categories.id }).from(categories).where(and(inArray(categories.id, revision.categoryIds), isNull(categories.deletedAt)))).map((c) => c.id)
      : [];
    const values = parseInput(articleInputSchema, {
      title: revision.title,
      content: revision.content,
      categories: existing,
      image: revision.image,
      excerpt: null,
      seo_title: before.seoTitle,
      seo_description: before.seoDescription,
      language: before.locale,
      featured: before.featured,
    });
    const content = storedContent(sanitizeArticleHtml(values.content), values.language, described);
    await saveArticle(tx, actor, before, values, content, described, 'article.restore', { revision_id: revision.id });
    const view = await present(tx, before.id, content);
    await announceStatus(tx, before.status, view);
    return { view, before };
  });
  expirePublicPages(result.view, result.before.authorId);
  return result.view;
}

/**
 * Marks an article featured (emphasised on the blog) or not, from the article list's star.
 *
 * Same rights as a status change: 'list-of-articles', and without 'articles-all' only one's own
 * article (403 otherwise). Only the flag changes: updated_at stays, so the staff list (newest change
 * first) does not reorder under the user's pointer and the article's "last edited" keeps meaning an
 * edit of its content. The blog lists and the article's page expire like after any other change.
 */
export async function setArticleFeatured(actor: Actor, key: ArticleKey, input: unknown): Promise<{ id: number; featured: boolean }> {
  assertArticleAccess(actor, 'list-of-articles');
  // No API operation parses this body (only the list's star calls it), so the command reads it itself.
  const { featured } = parseInput(articleFeaturedBodySchema, input);
  const db = await getDb();
  const article = await db.transaction(async (tx) => {
    const before = await lockArticle(tx, key);
    assertArticleAccess(actor, 'list-of-articles', before);
    if (before.featured !== featured) {
      // Named explicitly: the column's $onUpdate would otherwise stamp now.
      await tx.update(articles).set({ featured, updatedAt: sql`${articles.updatedAt}` }).where(eq(articles.id, before.id));
    }
    await audit(tx, actor, 'article.featured', before.id, before.featured === featured ? { featured, unchanged: true } : { from: before.featured, to: featured });
    return before;
  });
  if (article.featured !== featured) invalidate(...articlePublicTags(article.id, article.authorId));
  return { id: article.id, featured };
}

/**
 * "Add translation" (the editor's Translations panel): a draft in `language`, linked to the source's
 * group and prefilled with a copy of the source (title, content, excerpt, categories, cover) for the
 * translator to rewrite. Same rights as creating an article ('compose'), and the source must be one
 * the actor may edit. The copy's title gets the language code ("Título [EN]", then "[EN 2]" …) since
 * titles are unique; 409 Errors.translationLanguageTaken when the group already has that language.
 */
export async function createArticleTranslation(actor: Actor, sourceKey: ArticleKey, values: ArticleTranslationValues): Promise<ArticleView> {
  assertArticleAccess(actor, 'compose');
  const { language } = values;
  const db = await getDb();
  const [source] = await db.select(articleColumns).from(articles).where(and(matchesKey(articles, sourceKey), isNull(articles.deletedAt))).limit(1);
  if (!source) throw errors.notFound();
  assertArticleAccess(actor, 'compose', source);
  if (source.locale === language) throw fieldError('language', 'Articles.errors.translationSameLanguage');
  const categoryIds = await categoryIdsOf(db, source.id);
  const code = language.split('-')[0].toUpperCase();
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? ` [${code}]` : ` [${code} ${n}]`;
    const title = source.title.slice(0, ARTICLE_TITLE_MAX - suffix.length).trimEnd() + suffix;
    try {
      return await createArticle(
        actor,
        parseInput(articleInputSchema, {
          title,
          content: source.content,
          excerpt: source.excerpt,
          categories: categoryIds,
          image: source.image,
          language,
          status: 'draft',
          translation_of: source.id,
        }),
      );
    } catch (error) {
      if (n < 20 && error instanceof AppError && error.messageKey === 'Errors.articleTitleTaken') continue;
      throw error;
    }
  }
}
