import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openDb, type DbHandle } from '@/db/client';
import { migrate } from '@/db/migrate';

/*
 * Each test file gets a fresh database, but migrating one costs seconds on PGlite (and half a
 * second on PostgreSQL) per file. So the first file of a run migrates once and keeps the result as a
 * template: a tarball of PGlite's data folder, or a PostgreSQL template database. Later files start
 * from a copy. The template's name carries a hash of the migrations, so a changed migration makes a
 * new one and no file ever starts from a stale schema.
 */

const MIGRATIONS = path.join(process.cwd(), 'db', 'migrations');

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

let cachedKey: string | null = null;

// The data steps run after the migrations (db/data-steps.ts) write what these files say.
const DATA_STEP_SOURCES = ['db/data-steps.ts', 'db/seed-data/pages.ts', 'lib/pages/defaults.ts'];

/** Changes whenever a migration, a data step (or the PGlite release, whose data folder format may change) does. */
function migrationsKey(): string {
  if (cachedKey) return cachedKey;
  const hash = createHash('sha256');
  for (const file of filesUnder(MIGRATIONS)) hash.update(path.relative(MIGRATIONS, file)).update(readFileSync(file));
  for (const file of DATA_STEP_SOURCES) hash.update(file).update(readFileSync(path.join(process.cwd(), file)));
  hash.update(readFileSync(path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  cachedKey = hash.digest('hex').slice(0, 16);
  return cachedKey;
}

// ---- PGlite ----

/** A migrated in-memory PGlite, copied from the run's template tarball (made on first use). */
export async function openMigratedPglite(): Promise<DbHandle> {
  const file = path.join(tmpdir(), `vitrine-test-template-${migrationsKey()}.tar`);
  if (existsSync(file)) {
    return openDb({ pgliteDataDir: 'memory://', pgliteSnapshot: new Blob([readFileSync(file)]) });
  }
  const handle = await openDb({ pgliteDataDir: 'memory://' });
  await migrate(handle);
  const tarball = Buffer.from(await (await handle.snapshot!()).arrayBuffer());
  // Written aside, then renamed: a file reading it at the same moment sees all of it or nothing.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, tarball);
  renameSync(partial, file);
  return handle;
}

// ---- PostgreSQL ----

const sqlState = (error: unknown) => (error as { code?: string }).code;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ensureTemplate(admin: postgres.Sql, baseUrl: string): Promise<string> {
  const template = `vitrine_template_${migrationsKey()}`;
  const [found] = await admin`select 1 as found from pg_database where datname = ${template}`;
  if (found) return template;

  // Built under a private name and renamed when complete, so no one copies a half-migrated template.
  const building = `vitrine_building_${randomBytes(6).toString('hex')}`;
  await admin.unsafe(`create database ${building}`);
  const url = new URL(baseUrl);
  url.pathname = `/${building}`;
  const handle = await openDb({ databaseUrl: url.toString() });
  try {
    await migrate(handle);
  } finally {
    await handle.close();
  }
  try {
    await admin.unsafe(`alter database ${building} rename to ${template}`);
    // Templates of older migrations are of no further use.
    const stale = await admin`select datname from pg_database where datname like 'vitrine\_template\_%' and datname <> ${template}`;
    for (const { datname } of stale) await admin.unsafe(`drop database if exists ${datname as string} with (force)`).catch(() => {});
  } catch (error) {
    // Another run made it first (42P04 duplicate_database): use theirs.
    await admin.unsafe(`drop database if exists ${building} with (force)`);
    if (sqlState(error) !== '42P04') throw error;
  }
  return template;
}

/** Creates database `name` as a copy of the migrated template (made on first use). */
export async function createMigratedPostgres(admin: postgres.Sql, baseUrl: string, name: string): Promise<void> {
  const template = await ensureTemplate(admin, baseUrl);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.unsafe(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      // 55006: another file is copying the template at this instant (a copy needs it to itself).
      if (sqlState(error) !== '55006' || attempt >= 50) throw error;
      await sleep(100 + Math.random() * 200);
    }
  }
}
