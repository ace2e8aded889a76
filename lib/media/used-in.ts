import 'server-only';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db, type Tx } from '@/db/client';
import { articleRevisions, articles, categories, faqs, layoutSettings, pageRevisions, pages, seoSettings, users } from '@/db/schema';
import { cacheTags } from '@/lib/cache/tags';
import { uploadReferenceColumns } from '@/lib/uploads/purge';

/** What uses a file, as GET /api/media/media/{id}/{unique_key} lists it. */
export const usageKinds = ['article', 'page', 'category', 'user', 'setting', 'faq'] as const;
export type UsageKind = (typeof usageKinds)[number];

export interface UsageView {
  kind: UsageKind;
  /** The user, article, page, category or FAQ id; for a setting, its screen's name (`layout`, `seo`). */
  id: number | string;
  title: string;
  /** The back-office page that edits it. */
  href: string;
}

/**
 * Who owns each table of the purge's reference columns (lib/uploads/purge.ts `uploadReferenceColumns`,
 * reused, not copied: a column added there is searched here too, and tests/unit/media fails for a
 * table missing below). `owner` is the SQL of the owning row's id. Revisions are the history of an
 * article or a page: the purge keeps their images (a restore shows them), but they do not make a file
 * "used" here. A file only an old version shows may be deleted (its 409 list would name something
 * the user cannot change), and the library's "unused" filter lists the files that delete accepts.
 */
interface Owner {
  kind: UsageKind;
  owner: SQL;
  history?: true;
}

const owners = new Map<PgTable, Owner>([
  [articles, { kind: 'article', owner: sql`${articles.id}::text` }],
  [articleRevisions, { kind: 'article', owner: sql`${articleRevisions.articleId}::text`, history: true }],
  [categories, { kind: 'category', owner: sql`${categories.id}::text` }],
  [users, { kind: 'user', owner: sql`${users.id}::text` }],
  // Every row of the settings history (as the purge counts them): the screen is the owner.
  [layoutSettings, { kind: 'setting', owner: sql`'layout'` }],
  [seoSettings, { kind: 'setting', owner: sql`'seo'` }],
  [faqs, { kind: 'faq', owner: sql`${faqs.id}::text` }],
  [pages, { kind: 'page', owner: sql`${pages.id}::text` }],
  [pageRevisions, { kind: 'page', owner: sql`${pageRevisions.pageId}::text`, history: true }],
]);

/** The tables of the reference columns that have no owner above (a test keeps this empty). */
export function tablesWithoutOwner(): PgTable[] {
  return [...new Set(uploadReferenceColumns.map(([table]) => table))].filter((table) => !owners.has(table));
}

function ownerOf(table: PgTable): Owner {
  const owner = owners.get(table);
  if (!owner) throw new Error('lib/media/used-in.ts: a reference column of lib/uploads/purge.ts has no owner');
  return owner;
}

const liveColumns = () => uploadReferenceColumns.filter(([table]) => !ownerOf(table).history);

/** The tables of the live reference columns, once each. */
export const liveTables = (): PgTable[] => [...new Set(liveColumns().map(([table]) => table))];

/**
 * One row per (file key, owner) that live content references: `key`, `owner` ("article:12",
 * "setting:layout"). One pass over each column, every file at once (the list counts uses with it).
 */
export function liveReferences(): SQL {
  const sources = liveColumns().map(([table, column]) => {
    const { kind, owner } = ownerOf(table);
    // ::text: JSON columns (a page's blocks) are searched as their text.
    return sql`select ${kind} || ':' || ${owner} as owner, ${column}::text as v from ${table} where ${column}::text like ${'%/api/files/%'}`;
  });
  return sql`select distinct (regexp_matches(r.v, ${'/api/files/([a-f0-9]{32})'}, 'g'))[1] as key, r.owner from (${sql.join(sources, sql` union all `)}) r`;
}

/** The owners ("article:12", "setting:layout") whose live content references the file `uniqueKey`. */
async function ownersOf(tx: Tx | Db, uniqueKey: string): Promise<{ kind: UsageKind; id: string }[]> {
  const needle = `%/api/files/${uniqueKey}%`;
  const found = new Map<string, { kind: UsageKind; id: string }>();
  for (const [table, column] of liveColumns()) {
    const { kind, owner } = ownerOf(table);
    const rows = await tx.execute(sql`select distinct ${owner} as id from ${table} where ${column}::text like ${needle}`);
    for (const row of rowsOf<{ id: string }>(rows)) found.set(`${kind}:${row.id}`, { kind, id: String(row.id) });
  }
  return [...found.values()];
}

// The screens' own names (the back office names them in the reader's language by kind and id).
const settingTitles: Record<string, string> = { layout: 'Layout', seo: 'SEO' };
const settingHref: Record<string, string> = { layout: '/admin/layout-settings', seo: '/admin/seo' };

/**
 * Where a file is used, each with a title and the back-office page that edits it (articles by title,
 * pages by title, categories by name, users by full name, FAQ entries by question, settings by
 * screen), in the order of `usageKinds`.
 */
export async function usagesOf(tx: Tx | Db, uniqueKey: string): Promise<UsageView[]> {
  const found = await ownersOf(tx, uniqueKey);
  const ids = (kind: UsageKind) => found.filter((o) => o.kind === kind).map((o) => Number(o.id));
  const result: UsageView[] = [];
  const articleIds = ids('article');
  if (articleIds.length > 0) {
    const rows = await tx.select({ id: articles.id, uniqueKey: articles.uniqueKey, title: articles.title }).from(articles).where(inArray(articles.id, articleIds));
    for (const r of rows) result.push({ kind: 'article', id: r.id, title: r.title, href: `/admin/compose/${r.uniqueKey}/${r.id}` });
  }
  const pageIds = ids('page');
  if (pageIds.length > 0) {
    const rows = await tx.select({ id: pages.id, title: pages.title }).from(pages).where(inArray(pages.id, pageIds));
    for (const r of rows) result.push({ kind: 'page', id: r.id, title: r.title, href: `/admin/pages/${r.id}` });
  }
  const categoryIds = ids('category');
  if (categoryIds.length > 0) {
    const rows = await tx.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, categoryIds));
    for (const r of rows) result.push({ kind: 'category', id: r.id, title: r.name, href: '/admin/list-of-categories' });
  }
  const userIds = ids('user');
  if (userIds.length > 0) {
    const rows = await tx.select({ id: users.id, name: users.name, lastName: users.lastName }).from(users).where(inArray(users.id, userIds));
    for (const r of rows) result.push({ kind: 'user', id: r.id, title: `${r.name} ${r.lastName}`.trim(), href: '/admin/users' });
  }
  for (const o of found.filter((f) => f.kind === 'setting')) {
    result.push({ kind: 'setting', id: o.id, title: settingTitles[o.id] ?? o.id, href: settingHref[o.id] ?? '/admin/settings' });
  }
  const faqIds = ids('faq');
  if (faqIds.length > 0) {
    const rows = await tx.select({ id: faqs.id, question: faqs.question }).from(faqs).where(inArray(faqs.id, faqIds));
    for (const r of rows) result.push({ kind: 'faq', id: r.id, title: r.question, href: '/admin/faq' });
  }
  return result;
}

/**
 * The public cache tags of what shows a file: its articles (and every list, whose cards show covers),
 * pages, categories, authors, the layout and SEO settings, the FAQ. Expired when its alt text, focal
 * point or bytes change, so the public pages render the new ones.
 */
export function cacheTagsOf(usages: readonly UsageView[]): string[] {
  const tags = new Set<string>();
  for (const u of usages) {
    if (u.kind === 'article') tags.add(cacheTags.article(Number(u.id))).add(cacheTags.articles);
    else if (u.kind === 'page') tags.add(cacheTags.pages);
    else if (u.kind === 'category') tags.add(cacheTags.categories).add(cacheTags.articles);
    else if (u.kind === 'user') tags.add(cacheTags.authors).add(cacheTags.author(Number(u.id))).add(cacheTags.articles);
    else if (u.kind === 'setting') tags.add(u.id === 'seo' ? cacheTags.seo : cacheTags.layout);
    else tags.add(cacheTags.faqs);
  }
  return [...tags];
}
