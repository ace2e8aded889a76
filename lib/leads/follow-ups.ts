import 'server-only';
import { and, asc, eq, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { leadFollowUpSends, leads, users } from '@/db/schema';
import { defaultLocale, isLocale } from '@/i18n/routing';
import type { CurrentUser } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { formatMonthDate } from '@/lib/format/date';
import { logger } from '@/lib/logger';
import { leadFollowUpsEmail } from '@/lib/mail/templates/lead-follow-ups';
import { deliver as deliverOutbox, emailBrand, recordEmail, siteUrl } from '@/lib/mail/transport';
import { dayIn, endOfDayIn } from './follow-up-date';
import { leadOwnerCandidates } from './staff';

/** A lead whose follow-up is due, as the dashboard and the daily email list it. */
export interface DueFollowUp {
  id: number;
  uniqueKey: string;
  name: string | null;
  email: string;
  followUpAt: string;
}

/** Leads that are not deleted nor held as spam, with a follow-up before `before`. */
const dueWhere = (before: Date) => and(isNotNull(leads.followUpAt), lt(leads.followUpAt, before), ne(leads.status, 'deleted'), eq(leads.isSpam, false));

/** "Follow-ups due today": the signed-in staff member's leads with a follow-up up to the end of today (site time zone), oldest first. */
export async function dueFollowUpsOf(viewer: Pick<CurrentUser, 'id' | 'grants'>, now = new Date()): Promise<DueFollowUp[]> {
  if (!viewer.grants.includes('list-leads')) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: leads.id, uniqueKey: leads.uniqueKey, name: leads.name, email: leads.email, followUpAt: leads.followUpAt })
    .from(leads)
    .where(and(eq(leads.ownerId, viewer.id), dueWhere(endOfDayIn(now, env().SITE_TIME_ZONE))))
    .orderBy(asc(leads.followUpAt), asc(leads.id))
    .limit(50);
  return rows.map((r) => ({ ...r, followUpAt: (r.followUpAt as Date).toISOString() }));
}

export interface FollowUpReminderResult {
  day: string;
  /** Emails recorded by this run. */
  sent: number;
  /** Owners who already had today's email. */
  skipped: number;
}

/**
 * The daily email to each owner with due follow-ups (up to the end of `now`'s day in the site's time
 * zone): their leads, linked to each lead's page, in their language. Once per owner and day: a row of
 * lead_follow_up_sends (unique per user and day) is written with the outbox message, in one
 * transaction, before delivery; a second run the same day skips who has it. Owners who can no longer
 * see leads (inactive, or their role changed) get nothing.
 */
export async function sendFollowUpReminders(options: { now?: Date; deliver?: (outboxId: number) => Promise<unknown> } = {}): Promise<FollowUpReminderResult> {
  const now = options.now ?? new Date();
  const deliver = options.deliver ?? deliverOutbox;
  const timeZone = env().SITE_TIME_ZONE;
  const day = dayIn(now, timeZone);
  const db = await getDb();
  const result: FollowUpReminderResult = { day, sent: 0, skipped: 0 };

  const due = await db
    .select({ id: leads.id, name: leads.name, email: leads.email, followUpAt: leads.followUpAt, ownerId: leads.ownerId })
    .from(leads)
    .where(and(isNotNull(leads.ownerId), dueWhere(endOfDayIn(now, timeZone))))
    .orderBy(asc(leads.followUpAt), asc(leads.id));
  const ownerIds = [...new Set(due.map((l) => l.ownerId as number))];
  if (ownerIds.length === 0) return result;
  const allowed = new Set((await leadOwnerCandidates(db, ownerIds)).map((o) => o.id));
  const owners = await db.select({ id: users.id, name: users.name, email: users.email, locale: users.locale }).from(users).where(inArray(users.id, [...allowed]));
  const brand = allowed.size > 0 ? await emailBrand() : null;

  for (const owner of owners) {
    if (!brand) break;
    const locale = isLocale(owner.locale) ? owner.locale : defaultLocale;
    const theirs = due.filter((l) => l.ownerId === owner.id);
    const content = leadFollowUpsEmail({
      locale,
      brand,
      name: owner.name,
      leads: theirs.map((l) => ({
        title: l.name ? `${l.name} <${l.email}>` : l.email,
        due: formatMonthDate(l.followUpAt as Date, { locale, timeZone }),
        url: siteUrl(`/admin/list-leads/${l.id}`, locale),
      })),
      dashboardUrl: siteUrl('/admin/dashboard', locale),
    });
    const outboxId = await db.transaction(async (tx) => {
      const [send] = await tx.insert(leadFollowUpSends).values({ userId: owner.id, day }).onConflictDoNothing().returning({ id: leadFollowUpSends.id });
      if (!send) return null; // already sent today (by this run's predecessor or another instance)
      const queued = await recordEmail(tx, { to: owner.email, locale, template: 'lead-follow-ups', content, companyName: brand.companyName });
      await tx.update(leadFollowUpSends).set({ outboxId: queued.id }).where(eq(leadFollowUpSends.id, send.id));
      return queued.id;
    });
    if (outboxId === null) {
      result.skipped += 1;
      continue;
    }
    result.sent += 1;
    await deliver(outboxId);
  }
  if (result.sent > 0) logger.info(result, 'daily lead follow-up emails');
  return result;
}
