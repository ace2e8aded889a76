// npm run db:seed: fills an EMPTY database (no roles yet) with the first-start content, after
// applying pending migrations. A database that already has data is left as it is.
import { loadCliEnv, openCliDb, recordCacheEpoch } from './cli-db';
import { formatAdminCredentials, seed } from '../db/seed';

async function main() {
  const env = loadCliEnv();
  const handle = await openCliDb('db:seed', env);
  const { migrate } = await import('../db/migrate');
  const { getStorage } = await import('../lib/storage');

  try {
    await migrate(handle);
    const result = await seed(handle.db, {
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
      timeZone: env.SITE_TIME_ZONE,
      storage: getStorage(),
      log: (line) => console.log(line),
    });
    if (!result.seeded) {
      console.log('The database is not empty (it already has roles): nothing was seeded. db:seed only fills an empty database.');
    } else if (result.generatedPassword) {
      // Shown once; only its hash is stored.
      process.stdout.write(`\n${formatAdminCredentials(result.adminEmail, result.generatedPassword)}\n\n`);
    } else {
      console.log(`Administrator: ${result.adminEmail}, with the password of ADMIN_PASSWORD.`);
    }
  } finally {
    // Changed outside any server: its next start must not serve pages cached before (lib/cache/epoch.ts).
    await recordCacheEpoch(handle, env);
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`db:seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
