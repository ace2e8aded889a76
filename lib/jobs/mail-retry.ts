import 'server-only';
import type { DbHandle } from '@/db/client';
import { env } from '@/lib/env';
import { retryDueEmails } from '@/lib/mail/transport';
import { withJobLock, type LockedRun } from './lock';

/**
 * The outbox retry job: every message whose send failed (or never ran because its process stopped)
 * and whose next attempt is due is tried again (lib/mail/transport.ts: backoff 1, 2, 4 … minutes, given
 * up after a few attempts; each attempt holds its message, so a message is never sent twice at once).
 * Run every minute by the server (lib/jobs/scheduler.ts) on one instance at a time, and by `npm run
 * mail:retry`. Without SMTP_URL there is nothing to retry (messages are kept in the outbox), and the
 * job does not even take its lock.
 */
export const MAIL_RETRY_JOB = 'mail-retry';

export async function runMailRetryJob(options: { now?: Date; handle?: DbHandle } = {}): Promise<LockedRun<{ tried: number; sent: number }>> {
  if (!env().SMTP_URL) return { ran: true, result: { tried: 0, sent: 0 } };
  return withJobLock(MAIL_RETRY_JOB, () => retryDueEmails(options.now), options.handle);
}
