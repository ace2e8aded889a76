import 'server-only';
import { logger } from '@/lib/logger';
import { offShutdown, onShutdown } from '@/lib/server/shutdown';
import { DIGEST_JOB, runDigestJob } from './digest';
import { FOLLOW_UP_JOB, runFollowUpJob } from './follow-ups';
import { MAIL_RETRY_JOB, runMailRetryJob } from './mail-retry';
import { PUBLISH_JOB, runPublishScheduledJob } from './publish';
import { runWebhookJob, WEBHOOK_JOB } from './webhooks';
import { ORPHAN_UPLOADS_JOB, PURGE_JOB, runOrphanUploadsJob, runPurgeJob } from './purge';
import { IMPORT_JOB, runPendingImports } from '@/lib/import/run';

/**
 * Periodic work inside the server process (started from instrumentation.ts, so never during
 * `next build` nor in tests): each job runs once shortly after start, then at its interval. Timers
 * are unref'd (they never keep the process alive), a job never overlaps itself in one process, and
 * across instances each job takes its advisory lock (lib/jobs/lock.ts). Every job also exists as an
 * `npm run …` command for cron.
 */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  firstAfterMs: number;
  run: () => Promise<unknown>;
}

const skipped = (job: string) => logger.debug({ job }, 'job skipped: another instance holds its lock');

export const defaultJobs: ScheduledJob[] = [
  {
    // Every 15 seconds: a scheduled article shows at most that late, and a run that finds nothing due
    // costs one small range read on the (status, published_at) index and one cursor write.
    name: PUBLISH_JOB,
    everyMs: 15_000,
    firstAfterMs: 10_000,
    run: async () => {
      const outcome = await runPublishScheduledJob();
      if (!outcome.ran) skipped(PUBLISH_JOB);
      else if (outcome.result.articleIds.length > 0)
        logger.info({ job: PUBLISH_JOB, articleIds: outcome.result.articleIds }, 'scheduled articles went live: their pages were expired');
      return outcome;
    },
  },
  {
    // Every 10 seconds: a delivery queued outside a request (or whose first attempt found the lock
    // taken) leaves at most that late; retries are due 1 minute and more after a failure.
    name: WEBHOOK_JOB,
    everyMs: 10_000,
    firstAfterMs: 5_000,
    run: async () => {
      const outcome = await runWebhookJob();
      if (!outcome.ran) skipped(WEBHOOK_JOB);
      else if (outcome.result.tried > 0) logger.info({ job: WEBHOOK_JOB, ...outcome.result }, 'sent due webhook deliveries');
      return outcome;
    },
  },
  {
    // Every minute: the first retry of a failed send is due one minute after it (lib/mail/transport.ts).
    name: MAIL_RETRY_JOB,
    everyMs: 60_000,
    firstAfterMs: 30_000,
    run: async () => {
      const outcome = await runMailRetryJob();
      if (!outcome.ran) skipped(MAIL_RETRY_JOB);
      else if (outcome.result.tried > 0) logger.info({ job: MAIL_RETRY_JOB, ...outcome.result }, 'retried due outbox messages');
      return outcome;
    },
  },
  {
    // Every 15 minutes: the digest leaves at most that long after NEWSLETTER_DIGEST_AT; the checks
    // before and after it read the clock, or one job_state row, and nothing else.
    name: DIGEST_JOB,
    everyMs: 15 * 60_000,
    firstAfterMs: 2 * 60_000,
    run: async () => {
      // sendWeeklyDigest logs what it sent; nothing else here is worth a line at info.
      const outcome = await runDigestJob();
      if (!outcome.ran) skipped(DIGEST_JOB);
      return outcome;
    },
  },
  {
    // Every 15 minutes: the day's follow-up emails leave at most that long after FOLLOW_UP_HOUR; the
    // checks after them read the clock, or one job_state row.
    name: FOLLOW_UP_JOB,
    everyMs: 15 * 60_000,
    firstAfterMs: 3 * 60_000,
    run: async () => {
      const outcome = await runFollowUpJob();
      if (!outcome.ran) skipped(FOLLOW_UP_JOB);
      return outcome;
    },
  },
  {
    // Every 30 seconds: an import queued while its request's own start was lost (a restart), or left
    // running by a stopped server, is taken up (and resumed after its last batch). A new import starts
    // at once from its request (lib/import/commands.ts); this finds nothing queued almost always.
    name: IMPORT_JOB,
    everyMs: 30_000,
    firstAfterMs: 20_000,
    run: async () => {
      const outcome = await runPendingImports();
      if (!outcome.ran) skipped(IMPORT_JOB);
      else if (outcome.result > 0) logger.info({ job: IMPORT_JOB, imports: outcome.result }, 'ran queued imports');
      return outcome;
    },
  },
  {
    name: PURGE_JOB,
    everyMs: 60 * 60_000,
    firstAfterMs: 60_000,
    run: async () => {
      const outcome = await runPurgeJob();
      if (!outcome.ran) skipped(PURGE_JOB);
      else if (Object.values(outcome.result).some((n) => n > 0)) logger.info({ job: PURGE_JOB, ...outcome.result }, 'purged expired rows');
      return outcome;
    },
  },
  {
    // Every 6 hours: an orphan goes 24 to 30 hours after its upload; each run reads every column
    // that can reference an upload once (lib/uploads/purge.ts).
    name: ORPHAN_UPLOADS_JOB,
    everyMs: 6 * 60 * 60_000,
    firstAfterMs: 5 * 60_000,
    run: async () => {
      const outcome = await runOrphanUploadsJob();
      if (!outcome.ran) skipped(ORPHAN_UPLOADS_JOB);
      else if (outcome.result.files > 0 || outcome.result.failed > 0) logger.info({ job: ORPHAN_UPLOADS_JOB, ...outcome.result }, 'removed orphan uploads');
      return outcome;
    },
  },
];

const globalForJobs = globalThis as unknown as { vitrineScheduler?: StopScheduler };

/** Stops the timers; the promise settles when the runs in progress have finished. */
export type StopScheduler = () => Promise<void>;

/**
 * Starts the jobs (once per process; a second call answers the same stop function). The production
 * server stops them when it shuts down (lib/server/shutdown.ts), before it closes the database.
 */
export function startScheduler(jobs: ScheduledJob[] = defaultJobs): StopScheduler {
  if (globalForJobs.vitrineScheduler) return globalForJobs.vitrineScheduler;
  const timers: NodeJS.Timeout[] = [];
  const inProgress = new Set<Promise<void>>();
  for (const job of jobs) {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await job.run();
      } catch (error) {
        logger.error({ err: error, job: job.name }, 'scheduled job failed');
      } finally {
        running = false;
      }
    };
    const start = () => {
      const run = tick();
      inProgress.add(run);
      void run.finally(() => inProgress.delete(run));
    };
    timers.push(setTimeout(start, job.firstAfterMs).unref());
    timers.push(setInterval(start, job.everyMs).unref());
  }
  const stop: StopScheduler = async () => {
    for (const timer of timers) clearTimeout(timer);
    if (globalForJobs.vitrineScheduler === stop) globalForJobs.vitrineScheduler = undefined;
    offShutdown('scheduler', stop);
    await Promise.all(inProgress);
  };
  globalForJobs.vitrineScheduler = stop;
  onShutdown('scheduler', stop);
  return stop;
}
