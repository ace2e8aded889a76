import 'server-only';
import { getDbHandle, type DbHandle } from '@/db/client';
import { env } from '@/lib/env';
import { digestDueAt } from '@/lib/newsletter/digest-schedule';
import { sendWeeklyDigest, type DigestOptions, type DigestResult } from '@/lib/newsletter/digest';
import { withJobLock, type LockedRun } from './lock';
import { readJobCursor, writeJobCursor } from './state';

/**
 * The weekly digest job: checked every 15 minutes by the server (lib/jobs/scheduler.ts), it sends the
 * digest of the current ISO week once that week's NEWSLETTER_DIGEST_AT (default Monday 09:00, in
 * SITE_TIME_ZONE) has passed, on one instance at a time. Only the current week is ever considered: a
 * new install sends at its first check if this week's time has already passed, never a digest of an
 * earlier week. NEWSLETTER_DIGEST_AT=off leaves the digest to `npm run newsletter:send-weekly` (cron).
 *
 * The digest is idempotent per ISO week (lib/newsletter/digest.ts); job_state keeps the due time of
 * the last completed run so that the checks after it cost one read instead of a pass over every
 * subscriber. The cursor moves only once the run has finished: after a crash the next check runs it
 * again, and the digest resumes without a second copy to anyone.
 */
export const DIGEST_JOB = 'newsletter-digest';

export type DigestJobOutcome =
  | { state: 'off' }
  | { state: 'not-due'; dueAt: Date }
  | { state: 'done'; dueAt: Date }
  | { state: 'sent'; dueAt: Date; digest: DigestResult };

export interface DigestJobOptions {
  now?: Date;
  handle?: DbHandle;
  /** The digest itself (tests replace it to count calls). */
  send?: (options: DigestOptions) => Promise<DigestResult>;
}

export async function runDigestJob(options: DigestJobOptions = {}): Promise<LockedRun<DigestJobOutcome>> {
  const schedule = env().NEWSLETTER_DIGEST_AT;
  if (!schedule) return { ran: true, result: { state: 'off' } };
  const now = options.now ?? new Date();
  const dueAt = digestDueAt(now, schedule, env().SITE_TIME_ZONE);
  if (now < dueAt) return { ran: true, result: { state: 'not-due', dueAt } };
  const send = options.send ?? sendWeeklyDigest;
  return withJobLock(
    DIGEST_JOB,
    async (): Promise<DigestJobOutcome> => {
      const { db } = options.handle ?? (await getDbHandle());
      const done = await readJobCursor(db, DIGEST_JOB);
      if (done && done >= dueAt) return { state: 'done', dueAt };
      // As of the due time, not of this check: each digest covers the 7 days up to its week's due
      // time, so one sent late (server down at that moment) neither skips nor repeats an article.
      const digest = await send({ now: dueAt });
      await writeJobCursor(db, DIGEST_JOB, dueAt);
      return { state: 'sent', dueAt, digest };
    },
    options.handle,
  );
}
