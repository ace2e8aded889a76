import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { notFoundPaths, redirects, type NotFoundKind } from '@/db/schema';
import { logger } from '@/lib/logger';
import { onShutdown } from '@/lib/server/shutdown';
import { notFoundKind, referrerHost } from './not-found-kind';
import { buildRedirectTable, matchRedirect, type RedirectAnswer, type RedirectTable } from './table';

/*
 * Serving the redirects and counting the not-found requests, in each server process.
 *
 * Where: in front of everything, in the production server (server/server.mjs), which asks the hook
 * this module puts on globalThis (`__vitrineSiteEdge`, as lib/server/shutdown.ts does for closers)
 * before its page cache and before Next. Not in proxy.ts: its matcher skips /api, /_next and every
 * path with a dot (old WordPress addresses such as /page.html or /wp-login.php), the page cache
 * answers before it, and it never learns the status of the answer, which the 404 report needs. The
 * server sees every request and every answer's status, whether Next rendered the not-found page or
 * served a cached copy of it. (`next dev` has no such server: redirects and the report are served by
 * `npm start`, as every deployed instance is.)
 *
 * No query per request: the whole table is held in memory (a few thousand rows at most), and a
 * request checks a cheap stamp of the table (count, newest change, newest id, sum of versions) at
 * most twice a second, reloading the table when the stamp moved. So a redirect saved on another
 * instance, or inserted by the import job, is served here within a second, with or without Redis
 * (a check every second was not: a change just after a check waited a whole second plus the reads);
 * one saved here at once (markRedirectsChanged). Hit counts (of redirects, and of not-found paths)
 * are kept in memory and added to the database every few seconds in one transaction, never a write
 * per request; they do not change the stamp (the hit update leaves updated_at and version alone).
 *
 * The state lives on globalThis: the server's hook (instrumentation's bundle) and the commands
 * (the route handlers' bundle) each have their own copy of this module, but one process.
 */

export const CHECK_EVERY_MS = 500;
const FLUSH_EVERY_MS = 5_000;
const MAX_PENDING_PATHS = 10_000;
const MAX_PATH_LENGTH = 500;

interface PendingNotFound {
  hits: number;
  kind: NotFoundKind;
  referrerHost: string | null;
  firstSeen: Date;
  lastSeen: Date;
}

interface ServingState {
  table: RedirectTable;
  stamp: string | null;
  checkedAt: number;
  checking: Promise<void> | null;
  hits: Map<number, { hits: number; last: Date }>;
  notFound: Map<string, PendingNotFound>;
  flushing: Promise<void> | null;
  timer: ReturnType<typeof setInterval> | null;
}

/** What server/server.mjs calls (its JSDoc spells the same shape). */
interface SiteEdge {
  redirectFor(url: string): Promise<RedirectAnswer | null>;
  notFound(path: string, referer: string | undefined, userAgent: string | undefined): void;
}

const globalForServing = globalThis as unknown as { __vitrineRedirectServing?: ServingState; __vitrineSiteEdge?: SiteEdge };

function state(): ServingState {
  globalForServing.__vitrineRedirectServing ??= {
    table: buildRedirectTable([]),
    stamp: null,
    checkedAt: 0,
    checking: null,
    hits: new Map(),
    notFound: new Map(),
    flushing: null,
    timer: null,
  };
  return globalForServing.__vitrineRedirectServing;
}

/** A change made in this process: the next request checks the stamp again (and reloads). */
export function markRedirectsChanged(): void {
  const s = globalForServing.__vitrineRedirectServing;
  if (s) s.checkedAt = 0;
}

async function checkStamp(s: ServingState): Promise<void> {
  try {
    const db = await getDb();
    const [row] = await db
      .select({ stamp: sql<string>`count(*) || ':' || coalesce(max(${redirects.updatedAt})::text, '') || ':' || coalesce(max(${redirects.id}), 0) || ':' || coalesce(sum(${redirects.version}), 0)` })
      .from(redirects);
    if (row.stamp !== s.stamp) {
      const rows = await db
        .select({ id: redirects.id, fromPath: redirects.fromPath, isPrefix: redirects.isPrefix, toTarget: redirects.toTarget, statusCode: redirects.statusCode })
        .from(redirects);
      s.table = buildRedirectTable(rows);
      s.stamp = row.stamp;
    }
  } catch (error) {
    // Keep serving the table as last read; try again at the next check.
    logger.warn({ err: error }, 'redirects: could not read the table');
  } finally {
    s.checkedAt = Date.now();
  }
}

/** The table, checked against the database at most every CHECK_EVERY_MS (concurrent requests share the check). */
async function freshTable(): Promise<RedirectTable> {
  const s = state();
  if (Date.now() - s.checkedAt >= CHECK_EVERY_MS) {
    s.checking ??= checkStamp(s).finally(() => (s.checking = null));
    await s.checking;
  }
  return s.table;
}

/** The redirect for a request URL ("/path?query"), counting its hit; null when none. */
export async function redirectFor(url: string): Promise<RedirectAnswer | null> {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const found = matchRedirect(await freshTable(), pathname, q === -1 ? '' : url.slice(q));
  if (found) {
    const s = state();
    const pending = s.hits.get(found.id);
    s.hits.set(found.id, { hits: (pending?.hits ?? 0) + 1, last: new Date() });
  }
  return found;
}

/** A path seen most by a person is a 'page', even if crawlers also ask for it. */
function mergedKind(a: NotFoundKind, b: NotFoundKind): NotFoundKind {
  return a === 'page' || b === 'page' ? 'page' : b;
}

/** Counts one not-found request (in memory; flushCounts adds the counts to the report). */
export function countNotFound(path: string, referer: string | undefined, userAgent: string | undefined, at = new Date()): void {
  const s = state();
  const key = path.slice(0, MAX_PATH_LENGTH);
  const kind = notFoundKind(key, userAgent);
  const host = referrerHost(referer);
  const pending = s.notFound.get(key);
  if (pending) {
    pending.hits += 1;
    pending.kind = mergedKind(pending.kind, kind);
    pending.referrerHost = host ?? pending.referrerHost;
    pending.lastSeen = at;
  } else if (s.notFound.size < MAX_PENDING_PATHS) {
    // Past the bound (a scan of thousands of paths in a few seconds) new paths wait for the next batch.
    s.notFound.set(key, { hits: 1, kind, referrerHost: host, firstSeen: at, lastSeen: at });
  }
}

async function writeCounts(hits: ServingState['hits'], notFound: ServingState['notFound']): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    // Raw SQL: the ORM's update would also move updated_at, and so every instance's stamp.
    for (const [id, { hits: n, last }] of hits) {
      await tx.execute(sql`update redirects set hits = hits + ${n}, last_hit_at = greatest(last_hit_at, ${last.toISOString()}::timestamptz) where id = ${id}`);
    }
    const rows = [...notFound].map(([path, p]) => ({ path, ...p }));
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(notFoundPaths)
        .values(rows.slice(i, i + 500))
        .onConflictDoUpdate({
          target: notFoundPaths.path,
          set: {
            hits: sql`${notFoundPaths.hits} + excluded.hits`,
            kind: sql`case when ${notFoundPaths.kind} = 'page' or excluded.kind = 'page' then 'page' else excluded.kind end`,
            referrerHost: sql`coalesce(excluded.referrer_host, ${notFoundPaths.referrerHost})`,
            lastSeen: sql`greatest(${notFoundPaths.lastSeen}, excluded.last_seen)`,
          },
        });
    }
  });
}

/** Adds the counts kept since the last flush to the database (what failed to write is kept for the next). */
export async function flushCounts(): Promise<void> {
  const s = state();
  if (s.flushing) return s.flushing;
  if (s.hits.size === 0 && s.notFound.size === 0) return;
  const hits = s.hits;
  const notFound = s.notFound;
  s.hits = new Map();
  s.notFound = new Map();
  s.flushing = writeCounts(hits, notFound)
    .catch((error: unknown) => {
      logger.warn({ err: error }, 'redirects: could not write the hit counts; kept for the next try');
      for (const [id, pending] of hits) {
        const now = s.hits.get(id);
        s.hits.set(id, { hits: pending.hits + (now?.hits ?? 0), last: now?.last ?? pending.last });
      }
      for (const [path, pending] of notFound) {
        const now = s.notFound.get(path);
        if (now) s.notFound.set(path, { ...now, hits: now.hits + pending.hits, firstSeen: pending.firstSeen, kind: mergedKind(pending.kind, now.kind) });
        else if (s.notFound.size < MAX_PENDING_PATHS) s.notFound.set(path, pending);
      }
    })
    .finally(() => (s.flushing = null));
  return s.flushing;
}

/**
 * Called once by the server process (instrumentation.ts): puts the hook server/server.mjs asks on
 * globalThis, and writes the counts every few seconds and at shutdown.
 */
export function installSiteEdge(): void {
  const s = state();
  globalForServing.__vitrineSiteEdge = { redirectFor, notFound: countNotFound };
  if (!s.timer) {
    s.timer = setInterval(() => void flushCounts(), FLUSH_EVERY_MS);
    s.timer.unref();
    onShutdown('redirect and 404 counts', () => flushCounts());
  }
}
