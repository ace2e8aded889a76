import 'server-only';
import { closeDbHandle, getDbHandle } from '@/db/client';
import { migrate } from '@/db/migrate';
import { formatAdminCredentials, seed } from '@/db/seed';
import { env } from '@/lib/env';
import { acquirePgliteLock } from './pglite-lock';
import { onShutdown } from './shutdown';
import { getStorage } from '@/lib/storage';
import { startBackupChannel } from '@/lib/backup/channel';

// Run once per server process from instrumentation.ts: lock the embedded data folder, apply
// pending migrations, seed an empty database.

const globalForBoot = globalThis as unknown as { vitrineBoot?: Promise<void> };

async function boot(): Promise<void> {
  const config = env();
  // Take the lock before PGlite opens the folder: a second process must not open it at all.
  if (!config.DATABASE_URL) acquirePgliteLock(config.DATA_DIR);

  const handle = await getDbHandle();
  // Closed by the production server when it stops (shutdown.ts), after its last request: registered
  // now, before the scheduler and Redis, so that it is closed after them.
  onShutdown('database', closeDbHandle);
  await migrate(handle);
  // The embedded database: `npm run backup` asks this process for a copy (lib/backup/channel.ts).
  if (!config.DATABASE_URL && handle.snapshot) {
    const channel = await startBackupChannel(config.DATA_DIR, handle.snapshot);
    onShutdown('backup-channel', () => channel.close());
  }
  const result = await seed(handle.db, {
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    timeZone: config.SITE_TIME_ZONE,
    storage: getStorage(),
    log: (line) => console.log(line),
  });
  if (result.generatedPassword) {
    // Straight to stdout, once: the password must never reach the structured log.
    process.stdout.write(`\n${formatAdminCredentials(result.adminEmail, result.generatedPassword)}\n\n`);
  }
}

/** Migrates and (when empty) seeds the process database. Idempotent: every call returns the same promise. */
export function ensureDatabase(): Promise<void> {
  globalForBoot.vitrineBoot ??= boot();
  return globalForBoot.vitrineBoot;
}
