import 'server-only';
import { inArray, lt } from 'drizzle-orm';
import { getDbHandle, type DbHandle } from '@/db/client';
import { loginAttempts } from '@/db/schema';
import { deleteExpiredSessions } from '@/lib/auth/sessions';
import { purgeExpiredLoginCounters } from '@/lib/abuse/rate-limit';
import { purgeSpentChallenges } from '@/lib/spam/proof-of-work';
import { purgeOldConsentRecords } from '@/lib/consent/records';
import { env } from '@/lib/env';
import type { Storage } from '@/lib/storage';
import { purgeOrphanUploads, type PurgeOrphanUploadsResult } from '@/lib/uploads/purge';
import { purgeTrash, type TrashPurgeResult } from '@/lib/trash/commands';
import { purgeOldNotFoundPaths } from '@/lib/redirects/purge';
import { withJobLock, type LockedRun } from './lock';

/**
 * The purge job: expired sessions (useless once expired: resolveSession refuses them and the profile
 * does not list them), sign-in / form records older than 90 days (login_attempts: read only by the
 * rate limits, whose windows are minutes to an hour) and login counters whose window has ended
 * (login_counters: they would restart at 1 anyway), spent proof-of-work challenges past their
 * expiry (spent_challenges: an expired solution is refused anyway) and consent proof records older
 * than 5 years (lib/consent/records.ts), the 404 report's paths last seen more than 90 days ago
 * (lib/redirects/purge.ts), and what has been in the trash for more than 30 days
 * (lib/trash/commands.ts, issue 33 §4). Idempotent; run hourly by the server
 * (lib/jobs/scheduler.ts) on one instance at a time, and by `npm run sessions:purge`.
 */
export const PURGE_JOB = 'purge-expired';
export const LOGIN_ATTEMPTS_RETENTION_MS = 90 * 24 * 60 * 60_000;
const BATCH = 5_000;

export interface PurgeResult {
  sessions: number;
  loginAttempts: number;
  loginCounters: number;
  spentChallenges: number;
  consentRecords: number;
  notFoundPaths: number;
  trash: TrashPurgeResult;
}

/** What the purge deletes, as of `now`; answers how many rows went. */
export async function purgeExpired(now = new Date(), handle?: DbHandle): Promise<PurgeResult> {
  const { db } = handle ?? (await getDbHandle());
  const sessions = await deleteExpiredSessions(now, db);
  // Never shorter than the rate limits look back, whatever LOGIN_WINDOW_MINUTES says.
  const keepMs = Math.max(LOGIN_ATTEMPTS_RETENTION_MS, 2 * env().LOGIN_WINDOW_MINUTES * 60_000);
  const before = new Date(now.getTime() - keepMs);
  let attempts = 0;
  for (;;) {
    const batch = db.select({ id: loginAttempts.id }).from(loginAttempts).where(lt(loginAttempts.createdAt, before)).limit(BATCH);
    const deleted = await db.delete(loginAttempts).where(inArray(loginAttempts.id, batch)).returning({ id: loginAttempts.id });
    attempts += deleted.length;
    if (deleted.length < BATCH) break;
  }
  const loginCounters = await purgeExpiredLoginCounters();
  const spentChallenges = await purgeSpentChallenges(now, db);
  const consentRecords = await purgeOldConsentRecords(now, db);
  const notFoundPaths = await purgeOldNotFoundPaths(now, db);
  const trash = await purgeTrash(now, db);
  return { sessions, loginAttempts: attempts, loginCounters, spentChallenges, consentRecords, notFoundPaths, trash };
}

/** The purge under the job lock: `{ ran: false }` when another instance is running it. */
export function runPurgeJob(options: { now?: Date; handle?: DbHandle } = {}): Promise<LockedRun<PurgeResult>> {
  return withJobLock(PURGE_JOB, () => purgeExpired(options.now, options.handle), options.handle);
}

/**
 * The orphan uploads job (lib/uploads/purge.ts): uploads older than 24 hours that nothing references
 * are removed, objects then rows. Its own lock, so a long store round trip never holds up the hourly
 * purge; run by the server (lib/jobs/scheduler.ts) and by `npm run uploads:purge`.
 */
export const ORPHAN_UPLOADS_JOB = 'purge-orphan-uploads';

export function runOrphanUploadsJob(
  options: { olderThan?: Date; handle?: DbHandle; storage?: Storage } = {},
): Promise<LockedRun<PurgeOrphanUploadsResult>> {
  return withJobLock(ORPHAN_UPLOADS_JOB, () => purgeOrphanUploads(options), options.handle);
}
