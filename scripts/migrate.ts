// npm run db:migrate: applies pending migrations to the database of the environment (DATABASE_URL,
// or the embedded PGlite in ${DATA_DIR}/pglite), reading .env files as Next does.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loadCliEnv, openCliDb, recordCacheEpoch } from './cli-db';

async function appliedCount(db: Db): Promise<number> {
  try {
    const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  }
}

async function main() {
  const env = loadCliEnv();
  const target = env.DATABASE_URL
    ? `PostgreSQL ${new URL(env.DATABASE_URL).host}${new URL(env.DATABASE_URL).pathname}`
    : `the embedded database in ${env.DATA_DIR}/pglite`;
  const started = Date.now();
  const handle = await openCliDb('db:migrate', env);
  const { migrate } = await import('../db/migrate');
  try {
    const before = await appliedCount(handle.db);
    await migrate(handle);
    const after = await appliedCount(handle.db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      after > before
        ? `Applied ${after - before} migration(s) to ${target} in ${seconds} s (${after} in total).`
        : `${target[0].toUpperCase()}${target.slice(1)} is up to date (${after} applied).`,
    );
  } finally {
    // Changed outside any server: its next start must not serve pages cached before (lib/cache/epoch.ts).
    await recordCacheEpoch(handle, env);
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`db:migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
