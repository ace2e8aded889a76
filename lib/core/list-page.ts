import 'server-only';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';

// The paged lists of the back office and the API (leads, messages, articles …) answer alike: one page
// of rows, in a fixed order, and the count of the whole filtered list.

/** Which page, and how many rows a page holds (parsed by the domain's list query schema). */
export interface PageQuery {
  page: number;
  limit: number;
}

export interface ListPage<Item> extends PageQuery {
  items: Item[];
  total: number;
}

/** One page of `table`'s rows matching `where`, in `orderBy`'s order, presented, with the list's total. */
export async function listPage<Row, Item>(
  db: DbOrTx,
  list: { table: PgTable; columns: Parameters<DbOrTx['select']>[0]; where: SQL | undefined; orderBy: SQL[]; query: PageQuery },
  present: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<ListPage<Item>> {
  const { table, columns, where, orderBy, query } = list;
  const [{ n }] = await db.select({ n: count() }).from(table).where(where);
  const rows = await db
    .select(columns)
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { items: await present(rows as Row[]), total: Number(n), page: query.page, limit: query.limit };
}
