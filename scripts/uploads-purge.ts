// npm run uploads:purge [-- --hours N] — removes the uploaded images that no article (or revision),
// category, user, layout or SEO setting or FAQ references and that are older than 24 hours (or N):
// their objects in storage (local disk or S3), then their rows. Idempotent; the server also runs it
// every 6 hours. On PostgreSQL it takes the same advisory lock as the servers, so it does nothing
// while one of them is purging; on the embedded database it refuses to run while a server holds the
// data folder (stop the server, or let it purge).
import { loadCliEnv, openCliDb } from './cli-db';

function hoursArg(argv: string[]): number {
  const at = argv.indexOf('--hours');
  if (at === -1) return 24;
  const hours = Number(argv[at + 1]);
  if (!Number.isFinite(hours) || hours < 1) {
    console.error('uploads:purge: --hours takes a number of hours, at least 1.');
    process.exit(1);
  }
  return hours;
}

async function main() {
  const hours = hoursArg(process.argv.slice(2));
  const env = loadCliEnv();
  const handle = await openCliDb('uploads:purge', env);
  try {
    const { setDbHandle } = await import('../db/client');
    setDbHandle(Promise.resolve(handle));
    const { runOrphanUploadsJob } = await import('@/lib/jobs/purge');
    const outcome = await runOrphanUploadsJob({ handle, olderThan: new Date(Date.now() - hours * 60 * 60_000) });
    if (!outcome.ran) console.log('uploads:purge: another process is purging uploads right now; nothing done.');
    else {
      const { files, objects, failed } = outcome.result;
      console.log(`uploads:purge: ${files} unreferenced upload(s) older than ${hours} h removed (${objects} stored object(s)).`);
      if (failed > 0) {
        console.error(`uploads:purge: ${failed} upload(s) could not be removed from storage; they are kept and retried at the next run.`);
        process.exitCode = 1;
      }
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`uploads:purge failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
