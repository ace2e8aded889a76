import 'server-only';
import { getDbHandle, type DbHandle } from '@/db/client';
import { env } from '@/lib/env';
import { hourOfDayIn } from '@/lib/leads/follow-up-date';
import { sendFollowUpReminders, type FollowUpReminderResult } from '@/lib/leads/follow-ups';
import { withJobLock, type LockedRun } from './lock';
import { readJobCursor, writeJobCursor } from './state';

/**
 * The daily follow-up email (lib/leads/follow-ups.ts): checked every 15 minutes by the server
 * (lib/jobs/scheduler.ts), it sends each owner their due follow-ups once a day, from FOLLOW_UP_HOUR
 * in SITE_TIME_ZONE, on one instance at a time. Only when SMTP is set: without it, nobody would
 * read those emails in the outbox. Once per owner and day, even across restarts (lead_follow_up_sends).
 */
export const FOLLOW_UP_JOB = 'lead-follow-ups';
/** The hour of the day (site time zone) from which the day's emails go out. */
export const FOLLOW_UP_HOUR = 8;

export type FollowUpJobOutcome = { state: 'off' } | { state: 'not-due' } | { state: 'done' } | { state: 'sent'; result: FollowUpReminderResult };

export async function runFollowUpJob(options: { now?: Date; handle?: DbHandle } = {}): Promise<LockedRun<FollowUpJobOutcome>> {
  if (!env().SMTP_URL) return { ran: true, result: { state: 'off' } };
  const now = options.now ?? new Date();
  const timeZone = env().SITE_TIME_ZONE;
  const dueAt = hourOfDayIn(now, FOLLOW_UP_HOUR, timeZone);
  if (now < dueAt) return { ran: true, result: { state: 'not-due' } };
  return withJobLock(
    FOLLOW_UP_JOB,
    async (): Promise<FollowUpJobOutcome> => {
      // job_state keeps the due time of the last completed run: the checks after it cost one read.
      const { db } = options.handle ?? (await getDbHandle());
      const done = await readJobCursor(db, FOLLOW_UP_JOB);
      if (done && done >= dueAt) return { state: 'done' };
      const result = await sendFollowUpReminders({ now });
      await writeJobCursor(db, FOLLOW_UP_JOB, dueAt);
      return { state: 'sent', result };
    },
    options.handle,
  );
}
