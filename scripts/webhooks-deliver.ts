// npm run webhooks:deliver — sends every webhook delivery that is due (first attempts and retries, with
// backoff 1, 2, 4 … minutes, 8 attempts). The server does this itself every 10 seconds; this command is
// for cron or to drain the queue by hand. Takes the same lock as the server's job, so it never sends
// what a server instance is sending.
import { ensureAuthSecret, loadCliEnv, openCliDb } from './cli-db';

async function main() {
  const env = loadCliEnv();
  const handle = await openCliDb('webhooks:deliver', env);
  try {
    const { setDbHandle } = await import('../db/client');
    setDbHandle(Promise.resolve(handle));
    await ensureAuthSecret();
    const { runWebhookJob } = await import('@/lib/jobs/webhooks');
    const outcome = await runWebhookJob({ handle });
    if (!outcome.ran) console.log('webhooks:deliver: another instance is sending; nothing done.');
    else {
      const { tried, delivered, failed, paused } = outcome.result;
      console.log(`webhooks:deliver: ${delivered} of ${tried} due delivery(ies) delivered, ${failed} failed${paused ? `, ${paused} endpoint(s) paused` : ''}.`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`webhooks:deliver failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
