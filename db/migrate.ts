import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from './client';
import { runDataSteps } from './data-steps';

export const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');

/** Applies pending migrations (the same SQL files on PostgreSQL and PGlite), then the data steps. */
export async function migrate(handle: DbHandle): Promise<void> {
  if (handle.engine === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/postgres-js/migrator');
    // The cast is safe: Db is the common supertype of both drivers' databases.
    await run(handle.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder });
  }
  await runDataSteps(handle.db);
}

export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** True when every committed migration has been applied to this database. */
export async function migrationsApplied(db: Db): Promise<boolean> {
  try {
    const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    return Number(rows[0]?.n ?? 0) >= expectedMigrationCount();
  } catch {
    return false;
  }
}
