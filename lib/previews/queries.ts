import 'server-only';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { articles, pages, previewLinks, users } from '@/db/schema';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { assertArticleAccess } from '@/lib/articles/access';
import { getArticleForPreview, type PublicArticle } from '@/lib/blog/article-page';
import type { Actor } from '@/lib/core/actor';
import { errors } from '@/lib/core/errors';
import { hashToken } from '@/lib/auth/tokens';
import type { Block } from '@/lib/pages/blocks';
import { previewPage } from '@/lib/pages/public';
import { presentPreviewLink, type PreviewLinkView } from './present';
import type { PreviewLinkKind, PreviewLinksQuery } from './schema';

/** The article or page a link is for: enough to check who may share it and to build its address. */
export interface PreviewTarget {
  kind: PreviewLinkKind;
  id: number;
  locale: Locale;
}

/**
 * Who may share, list and revoke the links of a draft: whoever may edit it. An article: its author
 * with `compose`, anyone's with `compose` and `articles-all` (lib/articles/access.ts); a page: the
 * `pages` grant. The grant is checked before the record is read, so a caller without it learns
 * nothing of which ids exist (403, not 404).
 */
export function assertPreviewGrant(actor: Pick<Actor, 'grants'>, kind: PreviewLinkKind): void {
  if (!actor.grants.includes(kind === 'page' ? 'pages' : 'compose')) throw errors.accessDenied();
}

/**
 * The article or page addressed by id (and unique_key, when given), checked against the caller's
 * right to edit it: 404 when there is none, 403 when it is someone else's article.
 */
export async function loadPreviewTarget(
  db: DbOrTx,
  actor: Pick<Actor, 'id' | 'grants'>,
  kind: PreviewLinkKind,
  id: number,
  uniqueKey?: string,
): Promise<PreviewTarget> {
  assertPreviewGrant(actor, kind);
  if (kind === 'page') {
    const where = uniqueKey === undefined ? eq(pages.id, id) : and(eq(pages.id, id), eq(pages.uniqueKey, uniqueKey));
    const [page] = await db.select({ id: pages.id, locale: pages.locale }).from(pages).where(where).limit(1);
    if (!page) throw errors.notFound();
    return { kind, id: page.id, locale: isLocale(page.locale) ? page.locale : defaultLocale };
  }
  const where = uniqueKey === undefined ? eq(articles.id, id) : and(eq(articles.id, id), eq(articles.uniqueKey, uniqueKey));
  const [article] = await db.select({ id: articles.id, locale: articles.locale, authorId: articles.authorId }).from(articles).where(where).limit(1);
  if (!article) throw errors.notFound();
  assertArticleAccess({ id: actor.id, grants: actor.grants }, 'compose', { authorId: article.authorId });
  return { kind, id: article.id, locale: isLocale(article.locale) ? article.locale : defaultLocale };
}

/** A link that still opens: not revoked and not yet expired. */
export const activePreviewLink = () => and(isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, new Date()));

export const previewLinkColumns = {
  id: previewLinks.id,
  kind: previewLinks.kind,
  entityId: previewLinks.entityId,
  createdAt: previewLinks.createdAt,
  expiresAt: previewLinks.expiresAt,
  creatorId: users.id,
  creatorName: users.fullName,
};

/** The active links of one article or page, newest first, each with who made it; for those who may edit it. */
export async function listPreviewLinks(actor: Actor, { kind, id }: PreviewLinksQuery): Promise<{ items: PreviewLinkView[]; total: number }> {
  const db = await getDb();
  await loadPreviewTarget(db, actor, kind, id);
  const rows = await db
    .select(previewLinkColumns)
    .from(previewLinks)
    .leftJoin(users, eq(users.id, previewLinks.createdBy))
    .where(and(eq(previewLinks.kind, kind), eq(previewLinks.entityId, id), activePreviewLink()))
    .orderBy(desc(previewLinks.createdAt), desc(previewLinks.id));
  const items = rows.map(presentPreviewLink);
  return { items, total: items.length };
}

/** What a working link shows: an article as its public page lays it out, or a page's blocks. */
export type OpenedPreview =
  | { kind: 'article'; article: PublicArticle }
  | { kind: 'page'; page: { locale: Locale; title: string; blocks: Block[] } };

/**
 * The draft behind a token, read fresh (never cached): null for a token that is unknown, revoked or
 * expired, or whose article or page is gone. No sign-in: the token is the permission. A page shows
 * its editor's latest draft when it has one, as the staff preview does.
 */
export async function openPreview(token: string): Promise<OpenedPreview | null> {
  // A token is 43 base64url characters; anything else names no link (and costs no query).
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return null;
  const db = await getDb();
  const [link] = await db
    .select({ kind: previewLinks.kind, entityId: previewLinks.entityId })
    .from(previewLinks)
    .where(and(eq(previewLinks.tokenHash, hashToken(token)), activePreviewLink()))
    .limit(1);
  if (!link) return null;
  if (link.kind === 'page') {
    const page = await previewPage(link.entityId);
    return page ? { kind: 'page', page } : null;
  }
  const article = await getArticleForPreview(db, link.entityId);
  return article ? { kind: 'article', article } : null;
}
