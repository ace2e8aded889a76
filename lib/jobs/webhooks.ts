import 'server-only';
import type { DbHandle } from '@/db/client';
import { deliverDueWebhooks, type DeliverOptions, type DeliveryRunResult } from '@/lib/webhooks/deliver';
import { withJobLock, type LockedRun } from './lock';

/**
 * The webhook job: sends the due deliveries (first attempts and retries) on one instance at a time.
 * Run every 10 seconds by the server (lib/jobs/scheduler.ts), right after a request that queued an
 * event (lib/webhooks/queue.ts), and by `npm run webhooks:deliver` for cron. A run that finds nothing
 * due costs one read of the partial due index.
 */
export const WEBHOOK_JOB = 'webhook-deliveries';

export async function runWebhookJob(options: DeliverOptions & { handle?: DbHandle } = {}): Promise<LockedRun<DeliveryRunResult>> {
  return withJobLock(WEBHOOK_JOB, () => deliverDueWebhooks({ ...options, db: options.db ?? options.handle?.db }), options.handle);
}
