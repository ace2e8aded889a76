import 'server-only';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '@/db/client';
import { liveReferences, liveTables } from './used-in';

/*
 * How many live things use each file, for the library's list. Counting reads every reference column
 * (article bodies included): about 200 ms of database work at 3,000 articles, too much for each page of
 * the list (issue 31: p99 ≤ 200 ms at 10 connections). So the counts are kept in memory and reused
 * while the tables they come from are unchanged. "Unchanged" is asked of the database on each call
 * (row count and newest row version, xmin, of every table: one cheap scan of row headers), so a change
 * made through another instance, a job or psql is seen at once, and no write path has to remember to
 * invalidate anything. The delete's 409 does not use this: it looks the file up afresh (usagesOf).
 */

interface Counted {
  fingerprint: string;
  counts: Promise<Map<string, number>>;
}

// Per database handle: two databases (tests, a second handle) never share counts.
const latestOf = new WeakMap<Db, Counted>();

/** One text that changes whenever a row of the tables is inserted, updated or deleted. */
async function fingerprintOf(db: Db, tables: readonly PgTable[]): Promise<string> {
  const parts = tables.map((table) => sql`(select count(*)::text || '/' || coalesce(max(xmin::text::bigint), 0)::text from ${table})`);
  const rows = rowsOf<{ f: string }>(await db.execute(sql`select concat_ws(',', ${sql.join(parts, sql`, `)}) as f`));
  return rows[0].f;
}

async function count(db: Db): Promise<Map<string, number>> {
  const rows = rowsOf<{ key: string; n: number }>(await db.execute(sql`select u.key, count(*)::int as n from (${liveReferences()}) u group by u.key`));
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

/** The number of live owners (articles, pages, categories, users, FAQs, settings) of each used file. */
export async function usageCounts(db: Db): Promise<Map<string, number>> {
  const fingerprint = await fingerprintOf(db, liveTables());
  const latest = latestOf.get(db);
  if (latest?.fingerprint === fingerprint) return latest.counts;
  // Concurrent callers that see the same change share one count; a failed count is not kept.
  const counts = count(db);
  latestOf.set(db, { fingerprint, counts });
  counts.catch(() => {
    if (latestOf.get(db)?.counts === counts) latestOf.delete(db);
  });
  return counts;
}

