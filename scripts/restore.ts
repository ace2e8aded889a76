// npm run restore -- DIR — puts the embedded database back from DIR/pglite.tar (npm run backup).
// The server must be stopped: the command refuses while a process holds the data folder. The
// backup is first opened in a new folder (so a damaged one changes nothing), then swapped in; the
// folder it replaces is kept beside it as pglite.before-restore-<time>, to delete once satisfied.
import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadCliEnv, recordCacheEpoch } from './cli-db';
import { acquirePgliteLock, pgliteLockHolder } from '@/lib/server/pglite-lock';
import { BACKUP_FILE } from '@/lib/backup/files';

async function main() {
  const args = process.argv.slice(2);
  if (args.length !== 1) {
    console.error('Usage: npm run restore -- DIR');
    process.exit(1);
  }
  const file = path.join(path.resolve(args[0]), BACKUP_FILE);
  const env = loadCliEnv();
  if (env.DATABASE_URL) {
    console.error('restore: this site uses PostgreSQL (DATABASE_URL): restore it with pg_restore or psql (README "Backups").');
    process.exit(1);
  }
  if (!existsSync(file)) {
    console.error(`restore: ${file} does not exist (npm run backup -- DIR writes it).`);
    process.exit(1);
  }
  const holder = pgliteLockHolder(env.DATA_DIR);
  if (holder !== null) {
    console.error(`restore refused: the embedded database is in use by another Vitrine process (pid ${holder}), most likely a running server. Stop it first.`);
    process.exit(1);
  }
  acquirePgliteLock(env.DATA_DIR);
  const { openDb, pgliteDir } = await import('../db/client');
  const target = pgliteDir(env.DATA_DIR);
  const incoming = `${target}.restoring-${process.pid}`;
  await rm(incoming, { recursive: true, force: true });
  try {
    const handle = await openDb({ pgliteDataDir: incoming, pgliteSnapshot: new Blob([await readFile(file)]) });
    try {
      // Opening replays the copy's log; a query proves it is a working database.
      await handle.db.execute('select 1');
    } finally {
      await handle.close();
    }
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw error;
  }
  let kept: string | null = null;
  if (existsSync(target)) {
    kept = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(target, kept);
  }
  await rename(incoming, target);
  // Restored while no server ran: its next start must not serve pages cached before (lib/cache/epoch.ts).
  await recordCacheEpoch(null, env);
  console.log(`restore: ${target} now holds the backup of ${file}.`);
  if (kept) console.log(`restore: the database it replaced is kept in ${kept}; delete it once you are satisfied.`);
}

main().catch((error: unknown) => {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
