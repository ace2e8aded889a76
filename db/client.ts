import 'server-only';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type above the client: PostgreSQL (postgres.js) and PGlite look the same from here. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  engine: 'postgres' | 'pglite';
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, to open copies of it (`pgliteSnapshot`). */
  snapshot?(): Promise<Blob>;
}

export interface OpenDbOptions {
  /** postgres:// URL; when absent an embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite location: a folder, or 'memory://' for tests. */
  pgliteDataDir?: string;
  /** PGlite: start from this data folder (a `snapshot()`), e.g. an already migrated test database. */
  pgliteSnapshot?: Blob;
}

export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzle(client, { schema }) as unknown as Db;
    return { db, engine: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    if (!options.pgliteSnapshot) await createPgliteDataDir(dataDir);
  }
  keepWasmOnBaselineCompiler();
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  // unaccent: accent-insensitive full-text search (migration 0005_articles_search); PostgreSQL ships it as contrib.
  const client = await PGlite.create(dataDir, {
    extensions: { unaccent },
    loadDataDir: options.pgliteSnapshot,
    startParams: [...PGlite.defaultStartParams, ...pgliteMemorySettings()],
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, engine: 'pglite', close: () => client.close(), snapshot: () => client.dumpDataDir('none') };
}

/**
 * A new embedded database is created (PostgreSQL's initdb) in a short-lived child process: PGlite runs
 * initdb in a WebAssembly instance of its own whose memory is never given back, about 500 MB of
 * resident memory the server would otherwise carry until its next restart (bench/README.md, "Memory").
 * A folder that already holds a database is left alone.
 */
async function createPgliteDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const script = "const { PGlite } = await import('@electric-sql/pglite'); const db = await PGlite.create(process.argv[1]); await db.close();";
  try {
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, dataDir], { cwd: process.cwd(), timeout: 300_000 });
  } catch (error) {
    // Created in this process instead (as before): slower to give its memory back, never a failed start.
    console.warn(`The embedded database could not be created in a child process (${(error as Error).message.split('\n')[0]}); creating it here.`);
  }
}

/**
 * PGlite's memory, set deliberately: its WebAssembly heap grows to hold shared_buffers and never gives
 * memory back, and PostgreSQL's default of 128 MB is sized for a server of its own. The data folder's
 * files stay in the OS page cache, so 16 MB of buffers costs few reads: 11–16 MB less than 32 MB after
 * rendering 10,000 articles, for a crawl 9% slower in one run and the same soak (bench/README.md,
 * "Memory (issue 35)").
 * PGLITE_SHARED_BUFFERS overrides it (a PostgreSQL size, e.g. 64MB).
 */
function pgliteMemorySettings(env: Record<string, string | undefined> = process.env): string[] {
  const sharedBuffers = /^\d+(kB|MB|GB)$/.test(env.PGLITE_SHARED_BUFFERS ?? '') ? env.PGLITE_SHARED_BUFFERS! : '16MB';
  return ['-c', `shared_buffers=${sharedBuffers}`, '-c', 'work_mem=4MB', '-c', 'maintenance_work_mem=32MB', '-c', 'temp_buffers=8MB'];
}

/**
 * PGlite's WebAssembly (PostgreSQL itself, 9 MB) compiled by V8's baseline compiler only (Liftoff).
 * By default V8 compiles PostgreSQL's busy functions a second time with its optimising compiler and
 * keeps both: 50–85 MB more resident memory after 10,000 articles, for statements 15–20% faster
 * inside the WebAssembly, some 5–10% of the embedded site's cold renders (bench/README.md, "Memory
 * (issue 35)"): the embedded database is the small site's, where memory is what runs short.
 * PGLITE_OPTIMIZE=true keeps V8's default. A V8 flag is the process's, read when a module is
 * compiled: PGlite compiles its module on each open, and this process has no other WebAssembly of any size.
 */
export function keepWasmOnBaselineCompiler(env: Record<string, string | undefined> = process.env): void {
  if (env.PGLITE_OPTIMIZE === 'true') return;
  setFlagsFromString('--liftoff-only');
}

export function pgliteDir(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

// One connection per process, kept across hot reloads in development.
const globalForDb = globalThis as unknown as { vitrineDb?: Promise<DbHandle> };

export function setDbHandle(handle: Promise<DbHandle>): void {
  globalForDb.vitrineDb = handle;
}

export async function getDbHandle(): Promise<DbHandle> {
  if (!globalForDb.vitrineDb) {
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const dataDir = process.env.DATA_DIR || '.data';
    globalForDb.vitrineDb = openDb({ databaseUrl, pgliteDataDir: pgliteDir(dataDir) });
  }
  return globalForDb.vitrineDb;
}

/**
 * Closes the process database (the pool, or PGlite) and forgets it; the next getDbHandle() opens a new one.
 * The server registers it to run when it stops (lib/server/boot.ts): db/ imports nothing of lib/.
 */
export async function closeDbHandle(): Promise<void> {
  const handle = globalForDb.vitrineDb;
  globalForDb.vitrineDb = undefined;
  if (handle) await (await handle).close();
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/**
 * The rows of a raw `db.execute(sql…)`: postgres.js answers an array, PGlite an object with `rows`.
 * The one place that knows the difference between the two engines' raw results.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
