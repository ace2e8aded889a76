// npm run mail:retry — delivers again every outbox message whose send failed (or never ran) and whose
// next attempt is due, with backoff (1, 2, 4 … minutes, given up after a few attempts). Idempotent:
// a scheduler may call it every minute. Does nothing without SMTP_URL (messages are kept in the outbox).
import { loadCliEnv, openCliDb } from './cli-db';

async function main() {
  const env = loadCliEnv();
  if (!env.SMTP_URL) {
    console.log('mail:retry: SMTP_URL is not set; messages stay in the outbox.');
    return;
  }
  const handle = await openCliDb('mail:retry', env);
  try {
    const { setDbHandle } = await import('../db/client');
    setDbHandle(Promise.resolve(handle));
    const { retryDueEmails } = await import('@/lib/mail/transport');
    const { tried, sent } = await retryDueEmails();
    console.log(`mail:retry: ${sent} of ${tried} due message(s) sent.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`mail:retry failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
