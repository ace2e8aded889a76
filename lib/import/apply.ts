import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { getDb, type DbOrTx, type Tx } from '@/db/client';
import { articleCategories, articles, categories, pages, users, type ArticleStatus, type ImportItemAction, type ImportSource } from '@/db/schema';
import { isLocale, type Locale } from '@/i18n/routing';
import { ARTICLE_EXCERPT_MAX, ARTICLE_SEO_DESCRIPTION_MAX, ARTICLE_SEO_TITLE_MAX, ARTICLE_TITLE_MAX } from '@/lib/articles/schema';
import { excerptFromSanitizedHtml, isEmptyArticleHtml, sanitizeArticleHtml } from '@/lib/articles/sanitize';
import { articlePath } from '@/lib/blog/paths';
import { localePath } from '@/lib/i18n/paths';
import { CATEGORY_NAME_MAX } from '@/lib/categories/schema';
import { uniqueSlug, writeAudit } from '@/lib/core/command';
import type { Actor } from '@/lib/core/actor';
import { slugify } from '@/lib/format/slug';
import { richTextBlockSchema } from '@/lib/pages/blocks';
import { pagePath } from '@/lib/pages/present';
import { isReservedSlug } from '@/lib/pages/reserved';
import type { ImportedAuthor, ImportedMedia, ImportedPost, ImportedTerm, ImportWarning, MediaSource } from './model';
import { addRedirects, checksumOf, findRecord, saveRecord, touchRecord, type SourceRef } from './records';
import type { ImportOptions } from './schema';

/*
 * One source item written into the site (issue 34 §1): an author becomes a staff user, a term a
 * category, a post an article (a page a page). Each item is its own transaction: a failing one is
 * reported and the others go in. A dry run walks the same steps and writes nothing.
 */

/** What one import run knows while it walks the bundle. */
export interface ApplyContext {
  importId: number;
  source: ImportSource;
  site: string;
  dryRun: boolean;
  options: ImportOptions;
  /** Who the import acts for (its audit rows, its articles' author when the source names none). */
  actor: Actor;
  media: MediaSource;
  /** Stores an image found for the import: its new address (the normal upload path). */
  upload: (found: { bytes: Buffer; fileName: string }, media: ImportedMedia) => Promise<string>;
  /** Source author id → user id; source term id → category id (null: dropped, or only planned in a dry run). */
  authors: Map<string, number | null>;
  terms: Map<string, number | null>;
  /** Image URL → new address (null: not found), so an image used twice is looked up once. */
  images: Map<string, string | null>;
}

export interface ItemOutcome {
  action: ImportItemAction;
  targetKind: string | null;
  targetId: number | null;
  warnings: ImportWarning[];
  message?: string;
  /** Public pages to expire once the batch is committed. */
  touched?: { kind: 'article' | 'page' | 'category'; id: number; authorId?: number | null };
}

const skipped = (targetKind: string | null, targetId: number | null, message?: string): ItemOutcome => ({ action: 'skipped', targetKind, targetId, warnings: [], message });

/** The item's transaction, or (dry run) the plain connection: the same reads, and no write is reached. */
async function within<T>(ctx: ApplyContext, work: (db: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  // A dry run only reads (every write below is behind `ctx.dryRun`), so no transaction is opened for it.
  return ctx.dryRun ? work(db as unknown as Tx) : db.transaction((tx) => work(tx));
}

function clip(text: string | null | undefined, max: number): string | null {
  if (!text) return null;
  const trimmed = text.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

// ─── Authors ─────────────────────────────────────────────────────────────────────────────────────

/** A staff user (no password, inactive) for the author; or the user mapped to them, or matched by email. */
export async function applyAuthor(ctx: ApplyContext, author: ImportedAuthor): Promise<ItemOutcome> {
  const mapped = ctx.options.author_map[author.sourceId];
  if (mapped !== undefined) {
    const db = await getDb();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, mapped)).limit(1);
    if (!user) throw new Error(`author_map names user ${mapped}, which does not exist`);
    ctx.authors.set(author.sourceId, user.id);
    return skipped('user', user.id, 'mapped to an existing user');
  }
  const ref: SourceRef = { source: ctx.source, site: ctx.site, kind: 'author', sourceId: author.sourceId };
  const checksum = checksumOf(author);
  const email = author.email?.trim().toLowerCase() || null;
  return within(ctx, async (db) => {
    const record = await findRecord(db, ref);
    if (record?.targetKind === 'user') {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, record.targetId)).limit(1);
      if (user) {
        ctx.authors.set(author.sourceId, user.id);
        if (record.checksum === checksum) return skipped('user', user.id);
        if (!ctx.dryRun) {
          // Only the imported user's own biography follows the source; a matched user is left as it is.
          if (record.createdByImport !== null) await db.update(users).set({ biography: clip(author.bio, 2000), updatedAt: new Date() }).where(eq(users.id, user.id));
          await touchRecord(db, record.id, checksum, ctx.importId);
        }
        return { action: 'updated', targetKind: 'user', targetId: user.id, warnings: [] };
      }
    }
    if (email) {
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (existing) {
        ctx.authors.set(author.sourceId, existing.id);
        if (!ctx.dryRun) await saveRecord(db, ref, { kind: 'user', id: existing.id }, checksum, ctx.importId, null);
        return skipped('user', existing.id, 'matched by email');
      }
    }
    const warnings: ImportWarning[] = email ? [] : [{ code: 'author_unmapped', item: `author:${author.sourceId}`, detail: `${author.name} has no email: imported with a placeholder address.` }];
    if (ctx.dryRun) {
      ctx.authors.set(author.sourceId, null);
      return { action: 'created', targetKind: 'user', targetId: null, warnings };
    }
    const name = clip(author.name, 120) ?? author.sourceId;
    const [first, ...rest] = name.split(/\s+/);
    // No email in the source: a placeholder under the reserved .invalid domain (RFC 2606), unique per source id.
    const address = email ?? `import-${ctx.source}-${slugify(author.sourceId, 60) || randomUUID().slice(0, 8)}-${randomUUID().slice(0, 8)}@users.invalid`;
    const [user] = await db
      .insert(users)
      .values({ uniqueKey: randomUUID(), name: first, lastName: rest.join(' '), fullName: name, email: address, status: 'inactive', biography: clip(author.bio, 2000), createdBy: ctx.actor.id })
      .returning({ id: users.id });
    await saveRecord(db, ref, { kind: 'user', id: user.id }, checksum, ctx.importId, ctx.importId);
    await writeAudit(db, ctx.actor, { action: 'user.import', entityType: 'user', entityId: user.id, details: { import_id: ctx.importId, source: ctx.source, source_id: author.sourceId, email: address } });
    ctx.authors.set(author.sourceId, user.id);
    return { action: 'created', targetKind: 'user', targetId: user.id, warnings };
  });
}

// ─── Terms ───────────────────────────────────────────────────────────────────────────────────────

/** A category for the term (tags too, unless the person chose to drop them); an existing slug is reused. */
export async function applyTerm(ctx: ApplyContext, term: ImportedTerm): Promise<ItemOutcome> {
  if (term.kind === 'tag' && ctx.options.tags === 'drop') {
    ctx.terms.set(term.sourceId, null);
    return skipped(null, null, 'tag dropped');
  }
  const ref: SourceRef = { source: ctx.source, site: ctx.site, kind: term.kind, sourceId: term.sourceId };
  const checksum = checksumOf(term);
  const name = clip(term.name, CATEGORY_NAME_MAX) ?? term.slug;
  const description = clip(term.description, 500);
  return within(ctx, async (db) => {
    const record = await findRecord(db, ref);
    if (record?.targetKind === 'category') {
      const [category] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, record.targetId), isNull(categories.deletedAt))).limit(1);
      if (category) {
        ctx.terms.set(term.sourceId, category.id);
        if (record.checksum === checksum) return skipped('category', category.id);
        if (!ctx.dryRun) {
          if (record.createdByImport !== null) await db.update(categories).set({ name, description, updatedAt: new Date() }).where(eq(categories.id, category.id));
          await touchRecord(db, record.id, checksum, ctx.importId);
        }
        return { action: 'updated', targetKind: 'category', targetId: category.id, warnings: [], touched: { kind: 'category', id: category.id } };
      }
    }
    const slug = slugify(term.slug || term.name) || slugify(`${term.kind}-${term.sourceId}`) || 'category';
    const [existing] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.uniqueKey, slug), isNull(categories.deletedAt))).limit(1);
    if (existing) {
      ctx.terms.set(term.sourceId, existing.id);
      if (!ctx.dryRun) await saveRecord(db, ref, { kind: 'category', id: existing.id }, checksum, ctx.importId, null);
      return skipped('category', existing.id, 'matched by slug');
    }
    if (ctx.dryRun) {
      ctx.terms.set(term.sourceId, null);
      return { action: 'created', targetKind: 'category', targetId: null, warnings: [] };
    }
    // A trashed category still holds its slug: the new one takes the next free one.
    const uniqueKey = await uniqueSlug(db, categories, categories.uniqueKey, slug);
    const [category] = await db.insert(categories).values({ uniqueKey, name, description }).returning({ id: categories.id });
    await saveRecord(db, ref, { kind: 'category', id: category.id }, checksum, ctx.importId, ctx.importId);
    await writeAudit(db, ctx.actor, { action: 'category.import', entityType: 'category', entityId: category.id, details: { import_id: ctx.importId, unique_key: uniqueKey, name } });
    ctx.terms.set(term.sourceId, category.id);
    return { action: 'created', targetKind: 'category', targetId: category.id, warnings: [], touched: { kind: 'category', id: category.id } };
  });
}

// ─── Posts ───────────────────────────────────────────────────────────────────────────────────────

// Markup the allow-list removes that a person would miss (scripts, embeds, forms, inline styles and handlers).
const DROPPED_MARKUP = /<(?:script|style|iframe|object|embed|form|input|button|select|textarea|svg|math|video|audio|canvas|link|meta)\b|\son[a-z]+\s*=|\sstyle\s*=/gi;

function droppedMarkup(before: string, after: string): boolean {
  return (before.match(DROPPED_MARKUP)?.length ?? 0) > (after.match(DROPPED_MARKUP)?.length ?? 0);
}

/** Every spelling of the URL an attribute may hold (raw, and with & as &amp;). */
function replaceUrl(html: string, from: string, to: string): string {
  const escaped = from.replace(/&/g, '&amp;');
  let out = html.split(from).join(to);
  if (escaped !== from) out = out.split(escaped).join(to);
  return out;
}

/** The image's new address, or null (left at its old one, reported). Looked up once per URL per run. */
async function resolveImage(ctx: ApplyContext, media: ImportedMedia): Promise<string | null> {
  if (ctx.images.has(media.url)) return ctx.images.get(media.url) ?? null;
  let address: string | null = null;
  const found = await ctx.media.find(media).catch(() => null);
  if (found) address = ctx.dryRun ? media.url : await ctx.upload(found, media);
  ctx.images.set(media.url, address);
  return address;
}

function itemLocale(ctx: ApplyContext, post: ImportedPost): Locale {
  const raw = post.locale?.trim();
  if (raw) {
    if (isLocale(raw)) return raw;
    const lower = raw.toLowerCase().replace('_', '-');
    if (lower.startsWith('pt')) return 'pt-BR';
    const base = lower.split('-')[0];
    if (isLocale(base)) return base;
  }
  return ctx.options.locale;
}

/** published → published (a future date goes live then), scheduled → published at its future date, draft → draft. */
function articleStatus(post: ImportedPost): { status: ArticleStatus; publishedAt: Date | null } {
  const date = post.publishedAt ? new Date(post.publishedAt) : null;
  const publishedAt = date && !Number.isNaN(date.getTime()) ? date : null;
  if (post.status === 'draft') return { status: 'draft', publishedAt: null };
  return { status: 'published', publishedAt: publishedAt ?? new Date() };
}

/** The title as articles compare it (their slug without limit): another article with it blocks later saves. */
async function freeTitle(db: DbOrTx, title: string, exceptId: number | null): Promise<{ title: string; changed: boolean }> {
  const wanted = slugify(title, 100_000);
  const candidates = await db
    .select({ title: articles.title })
    .from(articles)
    .where(and(sql`lower(${articles.title}) like ${`${title.slice(0, 20).toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`, exceptId === null ? undefined : ne(articles.id, exceptId)));
  const taken = new Set(candidates.map((c) => slugify(c.title, 100_000)));
  if (!taken.has(wanted)) return { title, changed: false };
  for (let n = 2; ; n += 1) {
    const next = `${title.slice(0, ARTICLE_TITLE_MAX - 6)} (${n})`;
    if (!taken.has(slugify(next, 100_000))) return { title: next, changed: true };
  }
}

interface PreparedPost {
  html: string;
  image: string | null;
  warnings: ImportWarning[];
}

/** The body through the media lookup and the sanitizer, with what a person should know about it. */
async function preparePost(ctx: ApplyContext, post: ImportedPost, item: string): Promise<PreparedPost> {
  const warnings: ImportWarning[] = [];
  let html = post.html;
  for (const media of post.images) {
    const address = await resolveImage(ctx, media);
    if (address === null) warnings.push({ code: 'media_missing', item, detail: `Image not found: ${media.url}` });
    else if (address !== media.url) html = replaceUrl(html, media.url, address);
  }
  let image: string | null = null;
  if (post.featureImage) {
    image = await resolveImage(ctx, post.featureImage);
    if (image === null) {
      warnings.push({ code: 'media_missing', item, detail: `Feature image not found: ${post.featureImage.url}` });
      // Left at its old address, as the body's images are.
      image = /^https?:\/\//i.test(post.featureImage.url) ? post.featureImage.url : null;
    }
  }
  const clean = sanitizeArticleHtml(html);
  if (droppedMarkup(html, clean)) warnings.push({ code: 'sanitized', item, detail: 'Scripts, embeds, forms or inline styles were removed by the sanitizer.' });
  return { html: clean, image, warnings };
}

/** A page for a WordPress/Ghost page (one rich-text block), when its body makes one; null otherwise. */
function pageBlocks(html: string): unknown[] | null {
  // A WordPress page with no body (often a parent that only groups its children) stays a page, with no block.
  if (isEmptyArticleHtml(sanitizeArticleHtml(html))) return [];
  const parsed = richTextBlockSchema.safeParse({ type: 'rich_text', id: 'imported', html });
  return parsed.success ? [parsed.data] : null;
}

/** Writes a post as an article, or a page as a page (as an article, reported, when its body cannot be a page). */
export async function applyPost(ctx: ApplyContext, post: ImportedPost): Promise<ItemOutcome> {
  const item = `${post.kind}:${post.sourceId}`;
  const ref: SourceRef = { source: ctx.source, site: ctx.site, kind: post.kind, sourceId: post.sourceId };
  const checksum = checksumOf({ post, tags: ctx.options.tags, locale: ctx.options.locale });
  const db = await getDb();
  const record = await findRecord(db, ref);
  if (record && record.checksum === checksum && (await targetExists(db, record.targetKind, record.targetId))) return skipped(record.targetKind, record.targetId);

  const prepared = await preparePost(ctx, post, item);
  const blocks = post.kind === 'page' ? pageBlocks(prepared.html) : null;
  if (post.kind === 'page' && !blocks) prepared.warnings.push({ code: 'page_as_article', item, detail: 'The page is imported as an article: its body cannot be a page block.' });
  return blocks ? writePage(ctx, post, ref, checksum, prepared, blocks) : writeArticle(ctx, post, ref, checksum, prepared);
}

async function targetExists(db: DbOrTx, kind: string, id: number): Promise<boolean> {
  if (kind === 'article') return (await db.select({ id: articles.id }).from(articles).where(and(eq(articles.id, id), isNull(articles.deletedAt))).limit(1)).length > 0;
  if (kind === 'page') return (await db.select({ id: pages.id }).from(pages).where(and(eq(pages.id, id), isNull(pages.deletedAt))).limit(1)).length > 0;
  return false;
}

function authorOf(ctx: ApplyContext, post: ImportedPost): number {
  for (const id of post.authorSourceIds) {
    const user = ctx.authors.get(id);
    if (user) return user;
  }
  return ctx.actor.id;
}

async function writeArticle(ctx: ApplyContext, post: ImportedPost, ref: SourceRef, checksum: string, prepared: PreparedPost): Promise<ItemOutcome> {
  const item = `${post.kind}:${post.sourceId}`;
  const locale = itemLocale(ctx, post);
  const { status, publishedAt } = articleStatus(post);
  const categoryIds = [...new Set(post.termSourceIds.map((id) => ctx.terms.get(id)).filter((id): id is number => typeof id === 'number'))];
  const authorId = authorOf(ctx, post);
  const columns = {
    content: prepared.html,
    excerpt: clip(post.excerpt, ARTICLE_EXCERPT_MAX) ?? (excerptFromSanitizedHtml(prepared.html) || null),
    image: prepared.image,
    authorId,
    status,
    publishedAt,
    locale,
    seoTitle: clip(post.seoTitle, ARTICLE_SEO_TITLE_MAX),
    seoDescription: clip(post.seoDescription, ARTICLE_SEO_DESCRIPTION_MAX),
  };
  return within(ctx, async (db) => {
    const record = await findRecord(db, ref);
    const existingId = record?.targetKind === 'article' && (await targetExists(db, 'article', record.targetId)) ? record.targetId : null;
    const warnings = [...prepared.warnings];
    const wantedTitle = clip(post.title, ARTICLE_TITLE_MAX) ?? `Untitled ${post.sourceId}`;
    const { title, changed } = await freeTitle(db, wantedTitle, existingId);
    if (changed) warnings.push({ code: 'duplicate_slug', item, detail: `Another article has the title "${wantedTitle}": imported as "${title}".` });
    if (existingId !== null) {
      if (!ctx.dryRun) {
        await db.update(articles).set({ ...columns, title, updatedAt: new Date() }).where(eq(articles.id, existingId));
        await db.delete(articleCategories).where(eq(articleCategories.articleId, existingId));
        if (categoryIds.length > 0) await db.insert(articleCategories).values(categoryIds.map((categoryId) => ({ articleId: existingId, categoryId })));
        await touchRecord(db, record!.id, checksum, ctx.importId);
        await writeAudit(db, ctx.actor, { action: 'article.import_update', entityType: 'article', entityId: existingId, details: { import_id: ctx.importId, title, status } });
      }
      return { action: 'updated', targetKind: 'article', targetId: existingId, warnings, touched: { kind: 'article', id: existingId, authorId } };
    }
    const wantedSlug = slugify(post.slug || post.title) || slugify(`${post.kind}-${post.sourceId}`) || 'article';
    const slug = await uniqueSlug(db, articles, articles.uniqueKey, wantedSlug);
    if (slug !== wantedSlug) warnings.push({ code: 'duplicate_slug', item, detail: `The slug "${wantedSlug}" is taken: imported as "${slug}".` });
    if (ctx.dryRun) return { action: 'created', targetKind: 'article', targetId: null, warnings };
    const [row] = await db.insert(articles).values({ ...columns, uniqueKey: slug, title }).returning({ id: articles.id });
    if (categoryIds.length > 0) await db.insert(articleCategories).values(categoryIds.map((categoryId) => ({ articleId: row.id, categoryId })));
    // The article's address in its own language (/en/post/… for English), so the old link lands on it in one hop.
    await addRedirects(db, post.oldPaths, localePath(locale, articlePath({ id: row.id, uniqueKey: slug })), ctx.importId, ctx.actor.id);
    await saveRecord(db, ref, { kind: 'article', id: row.id }, checksum, ctx.importId, ctx.importId);
    await writeAudit(db, ctx.actor, { action: 'article.import', entityType: 'article', entityId: row.id, details: { import_id: ctx.importId, source: ctx.source, source_id: post.sourceId, unique_key: slug, title, status } });
    return { action: 'created', targetKind: 'article', targetId: row.id, warnings, touched: { kind: 'article', id: row.id, authorId } };
  });
}

/** A free page slug in the language: not one of the site's own routes, not another page's. */
async function freePageSlug(db: DbOrTx, locale: string, wanted: string): Promise<string> {
  const rows = await db
    .select({ key: pages.uniqueKey })
    .from(pages)
    .where(and(eq(pages.locale, locale), sql`lower(${pages.uniqueKey}) like ${`${wanted.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`));
  const taken = new Set(rows.map((r) => r.key.toLowerCase()));
  const free = (slug: string) => !taken.has(slug) && !isReservedSlug(slug);
  if (free(wanted)) return wanted;
  for (let n = 2; ; n += 1) if (free(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

async function writePage(ctx: ApplyContext, post: ImportedPost, ref: SourceRef, checksum: string, prepared: PreparedPost, blocks: unknown[]): Promise<ItemOutcome> {
  const item = `${post.kind}:${post.sourceId}`;
  const locale = itemLocale(ctx, post);
  const { status, publishedAt } = articleStatus(post);
  const columns = {
    title: clip(post.title, ARTICLE_TITLE_MAX) ?? `Untitled ${post.sourceId}`,
    blocks,
    image: prepared.image,
    status: status === 'published' ? ('published' as const) : ('draft' as const),
    publishedAt,
    seoTitle: clip(post.seoTitle, ARTICLE_SEO_TITLE_MAX),
    seoDescription: clip(post.seoDescription, ARTICLE_SEO_DESCRIPTION_MAX),
    authorId: authorOf(ctx, post),
  };
  return within(ctx, async (db) => {
    const record = await findRecord(db, ref);
    const warnings = [...prepared.warnings];
    const existingId = record?.targetKind === 'page' && (await targetExists(db, 'page', record.targetId)) ? record.targetId : null;
    if (existingId !== null) {
      if (!ctx.dryRun) {
        await db.update(pages).set({ ...columns, updatedAt: new Date() }).where(eq(pages.id, existingId));
        await touchRecord(db, record!.id, checksum, ctx.importId);
        await writeAudit(db, ctx.actor, { action: 'page.import_update', entityType: 'page', entityId: existingId, details: { import_id: ctx.importId, title: columns.title } });
      }
      return { action: 'updated', targetKind: 'page', targetId: existingId, warnings, touched: { kind: 'page', id: existingId } };
    }
    const wantedSlug = slugify(post.slug || post.title, 120) || `page-${slugify(post.sourceId, 40) || 'imported'}`;
    const slug = await freePageSlug(db, locale, wantedSlug);
    if (slug !== wantedSlug) warnings.push({ code: 'duplicate_slug', item, detail: `The page address "${wantedSlug}" is taken: imported as "${slug}".` });
    if (ctx.dryRun) return { action: 'created', targetKind: 'page', targetId: null, warnings };
    const [row] = await db.insert(pages).values({ ...columns, uniqueKey: slug, locale }).returning({ id: pages.id });
    await addRedirects(db, post.oldPaths, pagePath({ uniqueKey: slug, locale, isHome: false }), ctx.importId, ctx.actor.id);
    await saveRecord(db, ref, { kind: 'page', id: row.id }, checksum, ctx.importId, ctx.importId);
    await writeAudit(db, ctx.actor, { action: 'page.import', entityType: 'page', entityId: row.id, details: { import_id: ctx.importId, source: ctx.source, source_id: post.sourceId, unique_key: slug, title: columns.title } });
    return { action: 'created', targetKind: 'page', targetId: row.id, warnings, touched: { kind: 'page', id: row.id } };
  });
}
