import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, rowsOf } from '@/db/client';
import { articles, categories, faqs, files, pages, users } from '@/db/schema';
import type { CurrentUser } from '@/lib/auth/current-user';
import { errors } from '@/lib/core/errors';
import { presentTrashItem, type TrashItemRow, type TrashItemView } from './present';
import { trashKinds, type TrashKind, type TrashListQuery } from './schema';

type Viewer = Pick<CurrentUser, 'id' | 'grants'>;

/**
 * Who sees (and restores) which kind of trashed record: the grant of the kind's own list. Without
 * `articles-all` only one's own articles (the rule of the articles list).
 */
export function mayHandleKind(viewer: Pick<CurrentUser, 'grants'>, kind: TrashKind): boolean {
  const held = (grant: string) => (viewer.grants as readonly string[]).includes(grant);
  switch (kind) {
    case 'article':
      return held('list-of-articles');
    case 'page':
      return held('pages');
    case 'faq':
      return held('faq');
    case 'category':
      return held('list-of-categories');
    case 'file':
      return held('media');
  }
}

/** The kinds the viewer may see in the trash (none: the screen and the list answer 403). */
export function visibleTrashKinds(viewer: Pick<CurrentUser, 'grants'>): TrashKind[] {
  return trashKinds.filter((kind) => mayHandleKind(viewer, kind));
}

/** One SELECT per kind, in the same columns, for the UNION the list reads. */
function kindSelect(viewer: Viewer, kind: TrashKind): SQL {
  switch (kind) {
    case 'article':
      return sql`select 'article' as kind, ${articles.id} as id, ${articles.uniqueKey} as unique_key, ${articles.title} as title, ${articles.deletedBy} as deleted_by, ${articles.deletedAt} as deleted_at
        from ${articles} where ${articles.deletedAt} is not null${
          viewer.grants.includes('articles-all') ? sql`` : sql` and ${articles.authorId} = ${viewer.id}`
        }`;
    case 'page':
      return sql`select 'page' as kind, ${pages.id} as id, ${pages.uniqueKey} as unique_key, ${pages.title} as title, ${pages.deletedBy} as deleted_by, ${pages.deletedAt} as deleted_at from ${pages} where ${pages.deletedAt} is not null`;
    case 'faq':
      return sql`select 'faq' as kind, ${faqs.id} as id, ${faqs.uniqueKey} as unique_key, ${faqs.question} as title, ${faqs.deletedBy} as deleted_by, ${faqs.deletedAt} as deleted_at from ${faqs} where ${faqs.deletedAt} is not null`;
    case 'category':
      return sql`select 'category' as kind, ${categories.id} as id, ${categories.uniqueKey} as unique_key, ${categories.name} as title, ${categories.deletedBy} as deleted_by, ${categories.deletedAt} as deleted_at from ${categories} where ${categories.deletedAt} is not null`;
    case 'file':
      return sql`select 'file' as kind, ${files.id} as id, ${files.uniqueKey} as unique_key, ${files.originalName} as title, ${files.deletedBy} as deleted_by, ${files.deletedAt} as deleted_at from ${files} where ${files.deletedAt} is not null`;
  }
}

export interface TrashList {
  items: TrashItemView[];
  total: number;
  page: number;
  limit: number;
}

/**
 * The trashed records the viewer may see (by kind, see mayHandleKind), most recently trashed first,
 * one page. A `kind` the viewer may not see answers 403; no kind at all, 403 as well.
 */
export async function listTrash(viewer: Viewer, query: TrashListQuery): Promise<TrashList> {
  const visible = visibleTrashKinds(viewer);
  if (visible.length === 0 || (query.kind && !visible.includes(query.kind))) throw errors.accessDenied();
  const kinds = query.kind ? [query.kind] : visible;
  const union = sql.join(
    kinds.map((kind) => kindSelect(viewer, kind)),
    sql` union all `,
  );
  const db = await getDb();
  const [{ n }] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from (${union}) t`));
  const rows = rowsOf<TrashItemRow>(
    await db.execute(sql`select t.*, ${users.fullName} as deleted_by_name from (${union}) t
      left join ${users} on ${users.id} = t.deleted_by
      order by t.deleted_at desc, t.kind, t.id desc
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
  );
  return { items: rows.map(presentTrashItem), total: Number(n), page: query.page, limit: query.limit };
}
