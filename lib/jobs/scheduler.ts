import 'server-only';
import { logger } from '@/lib/logger';
import { offShutdown, onShutdown } from '@/lib/server/shutdown';
import { runOrphanUploadsJob, runPurgeJob } from './purge';

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

export const defaultJobs: ScheduledJob[] = [
  {
    name: 'purge-expired',
    everyMs: 60 * 60_000,
    firstAfterMs: 60_000,
    run: async () => {
      const outcome = await runPurgeJob();
      if (!outcome.ran) logger.debug({ job: 'purge-expired' }, 'job skipped: another instance holds its lock');
      else if (Object.values(outcome.result).some((n) => n > 0)) logger.info({ job: 'purge-expired', ...outcome.result }, 'purged expired rows');
      return outcome;
    },
  },
  {
    // Every 6 hours: an orphan goes 24 to 30 hours after its upload; each run reads every column
    // that can reference an upload once (lib/uploads/purge.ts).
    name: 'purge-orphan-uploads',
    everyMs: 6 * 60 * 60_000,
    firstAfterMs: 5 * 60_000,
    run: async () => {
      const outcome = await runOrphanUploadsJob();
      if (!outcome.ran) logger.debug({ job: 'purge-orphan-uploads' }, 'job skipped: another instance holds its lock');
      else if (outcome.result.files > 0 || outcome.result.failed > 0) logger.info({ job: 'purge-orphan-uploads', ...outcome.result }, 'removed orphan uploads');
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
