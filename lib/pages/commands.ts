import 'server-only';
import { and, desc, eq, isNotNull, isNull, min, ne, notInArray, sql } from 'drizzle-orm';
import { getDb, type DbOrTx, type Tx } from '@/db/client';
import { defaultLocale } from '@/i18n/routing';
import { pageRevisions, pages } from '@/db/schema';
import type { PageStatus } from '@/db/schema/pages';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import type { Actor } from '@/lib/core/actor';
import { assertFreshVersion } from '@/lib/core/version-check';
import { isUniqueViolation, matchesKey, parseInput, violatedConstraint, writeAudit, type RecordKey } from '@/lib/core/command';
import { AppError, errors } from '@/lib/core/errors';
import type { MessageKey } from '@/lib/i18n/translate';
import { queueWebhookEvent } from '@/lib/webhooks/queue';
import { assertImagesDescribed, describeImages, pageImages } from '@/lib/media/alt';
import type { FileDescription } from '@/lib/media/lookup';
import { assertMayDeletePermanently } from '@/lib/trash/access';
import type { PermanentDeleteOptions } from '@/lib/trash/schema';
import type { PageRow, PageView } from './present';
import { assertPagesAccess, pageColumns, pageNotFound, readPage } from './queries';
import { pageInputSchema, type PageDraft, type PageRevisionRestoreValues, type PageStatusValues, type PageValues } from './schema';

/*
 * Page rules (issue 30 §1), all under the grant `pages`:
 * - The slug (unique_key) is unique per language, compared without case (422 Pages.errors.slugTaken on
 *   `slug`); the site's own routes are refused by the schema (reserved.ts). The language is fixed once
 *   the page exists (an update omits it or repeats it; another one is a 422 on `locale`).
 * - `is_home: true` makes the page its language's home; the previous one stops being it, in the same
 *   transaction. Deleting a home page is allowed (the site falls back to its built-in home).
 * - `translation_of` links the page into a translation group (the id of any member), `null` unlinks it;
 *   a group holds one page per language (422 Pages.errors.translationLanguageTaken on `translation_of`).
 * - Every create, update and restore stores the saved version in page_revisions (the last 50 kept) and
 *   drops the editor's draft; saving a draft (autosave) touches nothing else.
 * - `published_at` defaults to now when a page is published; a future one schedules it (the public
 *   queries show it from then on, and lib/jobs/publish.ts expires the cached pages at that time).
 * - Alt text (issue 31 §1, lib/media/alt.ts): publishing — a create as published, a status change to
 *   published, any save of a published page — is refused with 422 IMAGE_ALT_MISSING while the share
 *   image or a block's image (hero, media_text, logos, images in rich text) has neither an alt of its
 *   own nor alt text in the page's language in the media library, and is not decorative (setting
 *   media_settings.require_alt). A scheduled page is checked when it is scheduled.
 * - One transaction, one audit row and the webhook events per change; the `pages` cache tag (every
 *   page, the home pages and the sitemap's entries) is expired after the commit.
 * Page writes take one advisory lock, so the slug, home and group checks see every other save.
 */

export const PAGE_REVISIONS_KEPT = 50;
const PAGES_LOCK = 4_240_030;

const SLUG_INDEX = 'pages_locale_unique_key_unique';
const GROUP_INDEX = 'pages_translation_locale_unique';
const HOME_INDEX = 'pages_home_per_locale_unique';

type LockedPage = PageRow;

function fieldError(field: string, messageKey: MessageKey): AppError {
  return new AppError('Errors.validation', 422, { fieldErrors: [{ field, messageKey }] });
}

const slugTaken = () => fieldError('slug', 'Pages.errors.slugTaken');
const languageTaken = () => fieldError('translation_of', 'Pages.errors.translationLanguageTaken');

function audit(tx: Tx, actor: Actor, action: string, pageId: number, details: Record<string, unknown>) {
  return writeAudit(tx, actor, { action, entityType: 'page', entityId: pageId, details });
}

async function lockPages(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAGES_LOCK})`);
}

/** 409 VERSION_CONFLICT (with the page as saved now) when `given` is not the locked page's version. */
function assertFreshPage(tx: Tx, before: LockedPage, given: number | undefined): Promise<void> {
  return assertFreshVersion(tx, { given, current: before.version, entityType: 'page', entityId: before.id, savedAt: before.updatedAt, present: () => readPage(tx, before.id) });
}

/**
 * Locks the page addressed by id + unique_key or answers 404. A trashed page is not found (issue 33 §4)
 * unless `trash` asks for it: 'only' (a restore) or 'any' (a permanent delete).
 */
async function lockPage(tx: Tx, key: RecordKey, trash: 'none' | 'only' | 'any' = 'none'): Promise<LockedPage> {
  const inTrash = trash === 'none' ? isNull(pages.deletedAt) : trash === 'only' ? isNotNull(pages.deletedAt) : undefined;
  const [row] = await tx.select(pageColumns).from(pages).where(and(matchesKey(pages, key, pageNotFound), inTrash)).for('update').limit(1);
  if (!row) throw pageNotFound();
  return row;
}

/** The write in a savepoint, its unique-index refusals answered as the field they concern (the caller's transaction then rolls back whole). */
async function guarded<T>(tx: Tx, write: (sp: Tx) => Promise<T>): Promise<T> {
  try {
    return await tx.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) {
      const index = violatedConstraint(error);
      if (index === SLUG_INDEX) throw slugTaken();
      if (index === GROUP_INDEX) throw languageTaken();
      if (index === HOME_INDEX) throw fieldError('is_home', 'Pages.errors.homeTaken');
    }
    throw error;
  }
}

async function assertSlugFree(tx: Tx, locale: string, slug: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.locale, locale), sql`lower(${pages.uniqueKey}) = lower(${slug})`, exceptId === undefined ? undefined : ne(pages.id, exceptId)))
    .limit(1);
  if (taken) throw slugTaken();
}

/** Takes the page out of its group; when its id keyed the group, the members left are keyed by the smallest of theirs. */
async function leaveGroup(tx: Tx, page: { id: number; translationGroup: number | null }) {
  const group = page.translationGroup;
  if (group === null) return;
  await tx.update(pages).set({ translationGroup: null, updatedAt: sql`${pages.updatedAt}` }).where(eq(pages.id, page.id));
  if (group !== page.id) return;
  const [{ next }] = await tx.select({ next: min(pages.id) }).from(pages).where(eq(pages.translationGroup, group));
  if (next !== null) await tx.update(pages).set({ translationGroup: next, updatedAt: sql`${pages.updatedAt}` }).where(eq(pages.translationGroup, group));
}

/**
 * The group a save gives the page from `translation_of` (as for articles): undefined keeps its group,
 * null takes it out, an id joins that page's group (a target without one starts one under its own id).
 * 422 on `translation_of` when the target does not exist, is the page itself, or its group already has
 * a page in this language.
 */
async function resolveGroup(
  tx: Tx,
  page: { id: number | null; translationGroup: number | null },
  locale: string,
  translationOf: number | null | undefined,
): Promise<number | null | undefined> {
  if (translationOf === undefined) return undefined;
  let group: number | null = null;
  if (translationOf !== null) {
    if (translationOf === page.id) throw fieldError('translation_of', 'Pages.errors.translationOfItself');
    const [target] = await tx
      .select({ id: pages.id, translationGroup: pages.translationGroup })
      .from(pages)
      .where(eq(pages.id, translationOf))
      .for('update')
      .limit(1);
    if (!target) throw fieldError('translation_of', 'Pages.errors.translationNotFound');
    group = target.translationGroup ?? target.id;
    const [other] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(sql`coalesce(${pages.translationGroup}, ${pages.id}) = ${group}`, eq(pages.locale, locale), page.id === null ? undefined : ne(pages.id, page.id)))
      .limit(1);
    if (other) throw languageTaken();
    if (target.translationGroup === null) {
      await tx.update(pages).set({ translationGroup: group, updatedAt: sql`${pages.updatedAt}` }).where(eq(pages.id, target.id));
    }
  }
  if (page.id !== null && page.translationGroup !== group) await leaveGroup(tx, { id: page.id, translationGroup: page.translationGroup });
  return group;
}

/** published_at when the page is (or becomes) published: given, else kept, else now. */
function publicationDate(status: PageStatus, given: Date | undefined, stored: Date | null, wasPublished: boolean, now: Date): Date | null {
  if (given) return given;
  if (status !== 'published') return stored;
  if (wasPublished && stored) return stored;
  return stored && stored > now ? stored : now;
}

/** The previous home page of `locale` (other than `exceptId`) stops being it; answers its id, if any. */
async function clearHome(tx: Tx, locale: string, exceptId?: number): Promise<number | null> {
  const cleared = await tx
    .update(pages)
    .set({ isHome: false, updatedAt: new Date() })
    .where(and(eq(pages.locale, locale), eq(pages.isHome, true), exceptId === undefined ? undefined : ne(pages.id, exceptId)))
    .returning({ id: pages.id });
  return cleared[0]?.id ?? null;
}

/**
 * Stores the page's saved version and keeps the last PAGE_REVISIONS_KEPT. Unlike an article's, a page
 * revision holds the version just saved, so its author and saved_by are both the actor and its version
 * is the page's after the save (issue 33 §3); note 'overwrote' marks a save made over a newer version
 * the editor was shown (issue 33 §1).
 */
async function storeRevision(tx: Tx, actor: Actor, pageId: number, note: string | null = null) {
  await tx.execute(sql`
    insert into ${pageRevisions} (page_id, title, seo_title, seo_description, image, blocks, author_id, saved_by, version, note)
    select ${pages.id}, ${pages.title}, ${pages.seoTitle}, ${pages.seoDescription}, ${pages.image}, ${pages.blocks}, ${actor.id}, ${actor.id}, ${pages.version}, ${note}
    from ${pages} where ${pages.id} = ${pageId}`);
  const kept = tx
    .select({ id: pageRevisions.id })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageId, pageId))
    .orderBy(desc(pageRevisions.createdAt), desc(pageRevisions.id))
    .limit(PAGE_REVISIONS_KEPT);
  await tx.delete(pageRevisions).where(and(eq(pageRevisions.pageId, pageId), notInArray(pageRevisions.id, kept)));
}

/** published on becoming published (a future date included: `scheduled` says so), unpublished on going back to draft, updated otherwise. */
async function announce(tx: Tx, before: PageStatus | null, view: PageView, saved: boolean): Promise<void> {
  const was = before === 'published';
  const is = view.status === 'published';
  if (!was && is) await queueWebhookEvent(tx, 'page.published', view);
  else if (was && !is) await queueWebhookEvent(tx, 'page.unpublished', view);
  else if (saved) await queueWebhookEvent(tx, 'page.updated', view);
}

/** The page that stopped being its language's home (its address moved from `/` to its slug): audited and announced too. */
async function recordHomeCleared(tx: Tx, actor: Actor, previousHome: number | null, newHome: number): Promise<void> {
  if (previousHome === null) return;
  await audit(tx, actor, 'page.home', previousHome, { is_home: { from: true, to: false }, home_now: newHome });
  await queueWebhookEvent(tx, 'page.updated', () => readPage(tx, previousHome));
}

/** Runs a page change, then expires every cached page, home and the sitemap's page entries. */
async function expiringPages<T>(change: Promise<T>): Promise<T> {
  const result = await change;
  invalidate(cacheTags.pages);
  return result;
}

/** Creates a page (a draft unless `status` says published); the actor is its author. */
export async function createPage(actor: Actor, values: PageValues): Promise<PageView> {
  assertPagesAccess(actor);
  const db = await getDb();
  const described = await describeImages(pageImages(values));
  return expiringPages(
    db.transaction(async (tx) => {
      await lockPages(tx);
      const { slug } = values;
      const locale = values.locale ?? defaultLocale;
      await assertSlugFree(tx, locale, slug);
      if (values.status === 'published') await assertImagesDescribed(tx, pageImages(values), locale, described);
      const translationGroup = (await resolveGroup(tx, { id: null, translationGroup: null }, locale, values.translation_of)) ?? null;
      const isHome = values.is_home ?? false;
      const previousHome = isHome ? await clearHome(tx, locale) : null;
      const status = values.status ?? 'draft';
      const publishedAt = publicationDate(status, values.published_at, null, false, new Date());
      const [row] = await guarded(tx, (sp) =>
        sp
          .insert(pages)
          .values({
            uniqueKey: slug,
            locale,
            translationGroup,
            title: values.title,
            seoTitle: values.seo_title ?? null,
            seoDescription: values.seo_description ?? null,
            image: values.image,
            status,
            publishedAt,
            isHome,
            blocks: values.blocks,
            authorId: actor.id,
          })
          .returning({ id: pages.id }),
      );
      await storeRevision(tx, actor, row.id);
      await recordHomeCleared(tx, actor, previousHome, row.id);
      await audit(tx, actor, 'page.create', row.id, {
        unique_key: slug,
        locale,
        title: values.title,
        status,
        is_home: isHome,
        blocks: values.blocks.length,
        ...(previousHome !== null ? { previous_home: previousHome } : {}),
        ...(values.translation_of ? { translation_of: values.translation_of } : {}),
      });
      const view = await readPage(tx, row.id);
      await announce(tx, null, view, false);
      return view;
    }),
  );
}

/** Writes `values` over the locked page (update and restore): status, home and group kept where omitted. */
async function savePage(
  tx: Tx,
  actor: Actor,
  before: LockedPage,
  values: PageValues,
  described: ReadonlyMap<string, FileDescription>,
  action: string,
  extra: Record<string, unknown> = {},
): Promise<PageView> {
  if (values.locale !== undefined && values.locale !== before.locale) throw fieldError('locale', 'Pages.errors.localeFixed');
  const slug = values.slug;
  if (slug !== before.uniqueKey) await assertSlugFree(tx, before.locale, slug, before.id);
  const translationGroup = await resolveGroup(tx, before, before.locale, values.translation_of);
  const isHome = values.is_home ?? before.isHome;
  const previousHome = isHome && !before.isHome ? await clearHome(tx, before.locale, before.id) : null;
  const status = values.status ?? before.status;
  if (status === 'published') await assertImagesDescribed(tx, pageImages(values), before.locale, described);
  const now = new Date();
  const publishedAt = publicationDate(status, values.published_at, before.publishedAt, before.status === 'published', now);
  await guarded(tx, (sp) =>
    sp
      .update(pages)
      .set({
        uniqueKey: slug,
        title: values.title,
        seoTitle: values.seo_title ?? null,
        seoDescription: values.seo_description ?? null,
        image: values.image,
        status,
        publishedAt,
        isHome,
        blocks: values.blocks,
        draft: null,
        ...(translationGroup === undefined ? {} : { translationGroup }),
        updatedAt: now,
      })
      .where(eq(pages.id, before.id)),
  );
  await storeRevision(tx, actor, before.id, 'overwrote_version' in extra ? 'overwrote' : null);
  await recordHomeCleared(tx, actor, previousHome, before.id);
  await audit(tx, actor, action, before.id, {
    from: { unique_key: before.uniqueKey, title: before.title, status: before.status, is_home: before.isHome, blocks: before.blocks.length },
    to: { unique_key: slug, title: values.title, status, is_home: isHome, blocks: values.blocks.length },
    ...(previousHome !== null ? { previous_home: previousHome } : {}),
    ...(values.translation_of !== undefined ? { translation_of: values.translation_of } : {}),
    ...extra,
  });
  const view = await readPage(tx, before.id);
  await announce(tx, before.status, view, true);
  return view;
}

/** Replaces a page's fields and blocks (PUT semantics; status, published_at, is_home and group kept when omitted). */
export async function updatePage(actor: Actor, key: RecordKey, values: PageValues): Promise<PageView> {
  assertPagesAccess(actor);
  const db = await getDb();
  const described = await describeImages(pageImages(values));
  return expiringPages(
    db.transaction(async (tx) => {
      await lockPages(tx);
      const before = await lockPage(tx, key);
      await assertFreshPage(tx, before, values.version);
      const overwrote = values.overwrite === true && values.version !== undefined;
      return savePage(tx, actor, before, values, described, 'page.update', overwrote ? { overwrote_version: before.version } : {});
    }),
  );
}

/** Publishes (published_at defaults to now; a future one schedules) or unpublishes a page. */
export async function changePageStatus(actor: Actor, key: RecordKey, values: PageStatusValues): Promise<PageView> {
  assertPagesAccess(actor);
  const db = await getDb();
  // The files the page shows, looked up before the transaction (describeImages says why).
  const [current] =
    values.status === 'published' ? await db.select({ image: pages.image, blocks: pages.blocks }).from(pages).where(matchesKey(pages, key, pageNotFound)).limit(1) : [];
  const described = current ? await describeImages(pageImages(current)) : new Map<string, FileDescription>();
  return expiringPages(
    db.transaction(async (tx) => {
      const before = await lockPage(tx, key);
      await assertFreshPage(tx, before, values.version);
      const { status } = values;
      if (status === 'published' && before.status !== 'published') await assertImagesDescribed(tx, pageImages(before), before.locale, described);
      const publishedAt = publicationDate(status, values.published_at, before.publishedAt, before.status === 'published', new Date());
      const unchanged = before.status === status && publishedAt?.getTime() === before.publishedAt?.getTime();
      if (!unchanged) await tx.update(pages).set({ status, publishedAt, updatedAt: new Date() }).where(eq(pages.id, before.id));
      await audit(
        tx,
        actor,
        'page.status',
        before.id,
        unchanged ? { unchanged: true } : { from: before.status, to: status, published_at: publishedAt?.toISOString() ?? null },
      );
      const view = await readPage(tx, before.id);
      await announce(tx, before.status, view, false);
      return view;
    }),
  );
}

/** Deletes a page (its revisions go with it; its translations stay grouped). A home page may go: the site falls back to its built-in home. */
/**
 * DELETE moves the page to the trash (issue 33 §4): a draft there (off the site, 404 at its address),
 * its status kept in deleted_status, its slug still taken. With `permanent` (which also needs the
 * administrator capability `roles`) it is deleted for good, trashed or not: webhook `page.deleted`.
 */
export async function deletePage(actor: Actor, key: RecordKey, { permanent }: PermanentDeleteOptions = { permanent: false }): Promise<PageView> {
  assertPagesAccess(actor);
  if (permanent) assertMayDeletePermanently(actor);
  const db = await getDb();
  return expiringPages(
    db.transaction(async (tx) => {
      await lockPages(tx);
      const before = await lockPage(tx, key, permanent ? 'any' : 'none');
      const view = await readPage(tx, before.id);
      const details = { unique_key: before.uniqueKey, locale: before.locale, title: before.title, status: before.status, is_home: before.isHome };
      if (permanent) {
        await tx.delete(pages).where(eq(pages.id, before.id));
        await audit(tx, actor, 'page.delete', before.id, details);
        await queueWebhookEvent(tx, 'page.deleted', view);
        return view;
      }
      await tx
        .update(pages)
        .set({ deletedAt: new Date(), deletedBy: actor.id, deletedStatus: before.status, status: 'draft', updatedAt: sql`${pages.updatedAt}` })
        .where(eq(pages.id, before.id));
      await audit(tx, actor, 'page.trash', before.id, details);
      if (before.status === 'published') await queueWebhookEvent(tx, 'page.unpublished', { ...view, status: 'draft' });
      return view;
    }),
  );
}

/** Takes the page out of the trash: same id and slug, back to the status it had. */
export async function restorePageFromTrash(actor: Actor, key: RecordKey): Promise<PageView> {
  assertPagesAccess(actor);
  const db = await getDb();
  return expiringPages(
    db.transaction(async (tx) => {
      await lockPages(tx);
      const before = await lockPage(tx, key, 'only');
      const [{ deletedStatus }] = await tx.select({ deletedStatus: pages.deletedStatus }).from(pages).where(eq(pages.id, before.id));
      const status = deletedStatus ?? 'draft';
      await tx
        .update(pages)
        .set({ deletedAt: null, deletedBy: null, deletedStatus: null, status, updatedAt: sql`${pages.updatedAt}` })
        .where(eq(pages.id, before.id));
      await audit(tx, actor, 'page.untrash', before.id, { unique_key: before.uniqueKey, locale: before.locale, title: before.title, status });
      const view = await readPage(tx, before.id);
      if (status === 'published') await queueWebhookEvent(tx, 'page.published', view);
      return view;
    }),
  );
}

/**
 * Stores the editor's unsaved copy (autosave, read by the live preview). The live page, its revisions
 * and its updated_at stay as they are; nothing is audited and no cache expires.
 */
export async function savePageDraft(actor: Actor, key: RecordKey, draft: PageDraft): Promise<{ savedAt: string }> {
  assertPagesAccess(actor);
  const db = await getDb();
  const savedAt = new Date();
  const write = (tx: DbOrTx) =>
    tx
      .update(pages)
      .set({ draft: { title: draft.title, blocks: draft.blocks, saved_at: savedAt.toISOString() }, updatedAt: sql`${pages.updatedAt}` })
      .where(and(matchesKey(pages, key, pageNotFound), isNull(pages.deletedAt)))
      .returning({ id: pages.id });
  // With the loaded version: an autosave never lands over a save made since by someone else (409, nothing written).
  const saved =
    draft.version === undefined
      ? await write(db)
      : await db.transaction(async (tx) => {
          const before = await lockPage(tx, key);
          await assertFreshPage(tx, before, draft.version);
          return write(tx);
        });
  if (saved.length === 0) throw pageNotFound();
  return { savedAt: savedAt.toISOString() };
}

/**
 * Puts a revision's title, SEO fields, image and blocks back (the revision must be one of this page's,
 * 404 otherwise). A save like any other: a new revision is recorded; the status, slug and home stay.
 */
export async function restorePageRevision(actor: Actor, key: RecordKey, { revision_id: revisionId }: PageRevisionRestoreValues): Promise<PageView> {
  assertPagesAccess(actor);
  const db = await getDb();
  // The files the revision shows, looked up before the transaction (describeImages says why).
  const [stored] = await db.select({ image: pageRevisions.image, blocks: pageRevisions.blocks }).from(pageRevisions).where(eq(pageRevisions.id, revisionId)).limit(1);
  const described = stored ? await describeImages(pageImages(stored)) : new Map<string, FileDescription>();
  return expiringPages(
    db.transaction(async (tx) => {
      await lockPages(tx);
      const before = await lockPage(tx, key);
      const [revision] = await tx
        .select()
        .from(pageRevisions)
        .where(and(eq(pageRevisions.id, revisionId), eq(pageRevisions.pageId, before.id)))
        .limit(1);
      if (!revision) throw errors.notFound();
      const values = parseInput(pageInputSchema, {
        title: revision.title,
        slug: before.uniqueKey,
        blocks: revision.blocks,
        locale: before.locale,
        seo_title: revision.seoTitle,
        seo_description: revision.seoDescription,
        image: revision.image,
      });
      return savePage(tx, actor, before, values, described, 'page.restore', { revision_id: revision.id });
    }),
  );
}
