// npm run newsletter:send-weekly — sends the weekly digest (articles published in the last 7 days) to
// every active subscriber. Idempotent per ISO week: a scheduler may call it as often as it likes; a
// second run in the same week sends nothing, and a run after a crash finishes without duplicates.
import { ensureAuthSecret, loadCliEnv, openCliDb } from './cli-db';

async function main() {
  const env = loadCliEnv();
  const handle = await openCliDb('newsletter:send-weekly', env);
  try {
    const { setDbHandle } = await import('../db/client');
    setDbHandle(Promise.resolve(handle));
    await ensureAuthSecret();
    const { sendWeeklyDigest } = await import('@/lib/newsletter/digest');
    const result = await sendWeeklyDigest();
    if (result.articles === 0) console.log(`newsletter:send-weekly: nothing published in the last 7 days (${result.week}); nothing sent.`);
    else
      console.log(
        `newsletter:send-weekly ${result.week}: ${result.articles} article(s); ${result.sent} digest(s) sent, ${result.skipped} already sent this week, ${result.resumed} resumed.`,
      );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`newsletter:send-weekly failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
