import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { pageRevisions, pages, users } from '@/db/schema';
import type { CurrentUser } from '@/lib/auth/current-user';
import { matchesKey, type RecordKey } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import { person, type VersionMeta } from '@/lib/core/version-text';
import { textOfBlocks } from './block-text';
import { assertPagesAccess, pageNotFound, pageRevisionColumns, pageSavers } from './queries';

type Viewer = Pick<CurrentUser, 'id' | 'grants'>;

/**
 * One version of a page as the revisions panel compares it (issue 33 §3): its title, SEO description
 * and the text of its blocks, with who wrote and who stored it, and when.
 */
export interface PageVersionText extends VersionMeta {
  title: string;
  seoDescription: string;
  text: string;
}

/** A revision of the page addressed by id + unique_key, or the page as saved now (`'current'`). Needs `pages`; a revision of another page: 404. */
export async function getPageVersionText(viewer: Viewer, key: RecordKey, revisionId: number | 'current'): Promise<PageVersionText> {
  assertPagesAccess(viewer);
  const db = await getDb();
  const [page] = await db
    .select({
      id: pages.id,
      authorId: pages.authorId,
      authorName: users.fullName,
      title: pages.title,
      seoDescription: pages.seoDescription,
      blocks: pages.blocks,
      version: pages.version,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.authorId))
    .where(and(matchesKey(pages, key, pageNotFound), isNull(pages.deletedAt)))
    .limit(1);
  if (!page) throw pageNotFound();
  if (revisionId === 'current') {
    return {
      id: null,
      title: page.title,
      seoDescription: page.seoDescription ?? '',
      text: textOfBlocks(page.blocks),
      author: person(page.authorId, page.authorName),
      savedBy: null,
      note: null,
      version: page.version,
      createdAt: page.updatedAt.toISOString(),
    };
  }
  const [revision] = await db
    .select({ ...pageRevisionColumns, seoDescription: pageRevisions.seoDescription, blocks: pageRevisions.blocks })
    .from(pageRevisions)
    .leftJoin(users, eq(users.id, pageRevisions.authorId))
    .leftJoin(pageSavers, eq(pageSavers.id, pageRevisions.savedBy))
    .where(and(eq(pageRevisions.id, revisionId), eq(pageRevisions.pageId, page.id)))
    .limit(1);
  if (!revision) throw errors.notFound();
  return {
    id: revision.id,
    title: revision.title,
    seoDescription: revision.seoDescription ?? '',
    text: textOfBlocks(revision.blocks),
    author: person(revision.authorId, revision.authorName),
    savedBy: person(revision.savedById, revision.savedByName),
    note: revision.note,
    version: revision.version,
    createdAt: revision.createdAt.toISOString(),
  };
}
