import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDb, setDbHandle, type Db, type DbHandle, rowsOf } from '@/db/client';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { resetEnvCache } from '@/lib/env';
import { createMigratedPostgres, openMigratedPglite } from './template-db';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or (TEST_DB=postgres)
 * a new database on the PostgreSQL server of DATABASE_URL, dropped afterwards; both copied from a
 * template migrated once per run (./template-db.ts). It also becomes the
 * database that lib/ code reaches through getDb().
 */
export interface TestDb {
  db: Db;
  handle: DbHandle;
  engine: 'pglite' | 'postgres';
  /** Empties every table (between tests). */
  truncate(): Promise<void>;
  close(): Promise<void>;
}

function assertLocal(url: string) {
  const host = new URL(url).hostname;
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(host)) {
    throw new Error(`Refusing to create test databases on a non-local server (${host})`);
  }
}

export async function createTestDb(): Promise<TestDb> {
  const usePostgres = process.env.TEST_DB === 'postgres';
  let handle: DbHandle;
  let dropDatabase = async () => {};
  if (usePostgres) {
    const baseUrl = process.env.DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    assertLocal(baseUrl);
    const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    await createMigratedPostgres(admin, baseUrl, name);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    handle = await openDb({ databaseUrl: url.toString() });
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    };
  } else {
    handle = await openMigratedPglite();
  }
  setDbHandle(Promise.resolve(handle));

  return {
    db: handle.db,
    handle,
    engine: handle.engine,
    async truncate() {
      const result = await handle.db.execute(
        sql`select string_agg(format('%I', tablename), ', ') as names from pg_tables where schemaname = 'public'`,
      );
      const names = rowsOf<{ names: string | null }>(result)[0]?.names;
      if (names) await handle.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
    },
    async close() {
      await handle.close();
      await dropDatabase();
    },
  };
}

// Re-exported for the tests that read raw SQL results.
export { rowsOf };

/** A second "instance" on PostgreSQL: its own connection pool to the test's database. */
export async function openSecondInstance(db: Db): Promise<DbHandle> {
  const [{ name }] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return openDb({ databaseUrl: url.toString() });
}

export interface SetUpTestDbOptions {
  /** Environment set (or, with undefined, removed) before the database is made; the env cache is reset. */
  env?: Record<string, string | undefined>;
  /** Empty every table before each test (default true). */
  truncate?: boolean;
  /** Also reset the login rate-limit counters before each test (default false; always after the file). */
  throttle?: boolean;
}

/**
 * The file's database: made before its tests (after `env` is applied), emptied before each test, and
 * closed after the last, with the login counters reset. The one setup every integration file shares:
 *   const t = setUpTestDb({ env: { SITE_URL: 'https://vitrine.test' }, throttle: true });
 */
export function setUpTestDb(options: SetUpTestDbOptions = {}): TestDb {
  const t = {} as TestDb;
  beforeAll(async () => {
    if (options.env) {
      for (const [name, value] of Object.entries(options.env)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      resetEnvCache();
    }
    Object.assign(t, await createTestDb());
  });
  afterAll(async () => {
    await resetLoginThrottle();
    await t.close();
  });
  if (options.truncate !== false) {
    beforeEach(async () => {
      await t.truncate();
      if (options.throttle) await resetLoginThrottle();
    });
  }
  return t;
}
