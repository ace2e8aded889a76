// npm run restore-export -- FILE — restores a Vitrine export (npm run export, /admin/export) into
// this site, which must have no content beyond the first-start seed (README "Export and restore").
// Users come back without passwords: they choose one through "Forgot password". On the embedded
// database it refuses while a server holds the data folder.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadCliEnv, openCliDb, recordCacheEpoch } from './cli-db';

async function main() {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0) {
    console.error('Usage: npm run restore-export -- FILE');
    process.exit(1);
  }
  const zip = await readFile(path.resolve(file));
  const env = loadCliEnv();
  const handle = await openCliDb('restore-export', env);
  try {
    const { restoreExport } = await import('@/lib/export/restore');
    const { AppError } = await import('@/lib/core/errors');
    const { translator } = await import('@/lib/i18n/translate');
    try {
      const summary = await restoreExport(new Uint8Array(zip), null, { db: handle.db });
      const counts = Object.entries(summary.counts)
        .filter(([, n]) => n > 0)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ');
      console.log(`restore-export: restored ${counts}; ${summary.files} stored file(s).`);
      console.log('restore-export: users have no password yet; each one sets theirs with "Forgot password".');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const t = translator('en');
      console.error(`restore-export refused: ${t(error.messageKey, error.options.values)}`);
      process.exitCode = 1;
    }
  } finally {
    // Changed outside any server: its next start must not serve pages cached before (lib/cache/epoch.ts).
    await recordCacheEpoch(handle, env);
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`restore-export failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
