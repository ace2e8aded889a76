// npm run sessions:purge — deletes expired sessions, sign-in / form records (login_attempts) older
// than 90 days and login counters whose window has ended. Idempotent; the server also runs it hourly. On PostgreSQL it takes the same advisory
// lock as the servers, so it does nothing while one of them is purging; on the embedded database it
// refuses to run while a server holds the data folder (stop the server, or let it purge).
import { loadCliEnv, openCliDb } from './cli-db';

async function main() {
  const env = loadCliEnv();
  const handle = await openCliDb('sessions:purge', env);
  try {
    const { setDbHandle } = await import('../db/client');
    setDbHandle(Promise.resolve(handle));
    const { runPurgeJob } = await import('@/lib/jobs/purge');
    const outcome = await runPurgeJob({ handle });
    if (!outcome.ran) console.log('sessions:purge: another process is purging right now; nothing done.');
    else {
      const { sessions, loginAttempts, loginCounters, spentChallenges, consentRecords } = outcome.result;
      console.log(`sessions:purge: ${sessions} expired session(s), ${loginAttempts} old sign-in record(s), ${loginCounters} ended login counter(s), ${spentChallenges} expired proof-of-work challenge(s) and ${consentRecords} consent record(s) older than 5 years deleted.`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`sessions:purge failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
