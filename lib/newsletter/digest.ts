import 'server-only';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, asc, desc, eq, gt, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { articles, emailOutbox, leads, newsletterDigestSends } from '@/db/schema';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { newsletterDigestEmail, type DigestArticle } from '@/lib/mail/templates/newsletter';
import { deliver as deliverOutbox, emailBrand, recordEmail, siteUrl } from '@/lib/mail/transport';
import { listUnsubscribeHeaders, unsubscribePageUrl } from './commands';

const WEEK_MS = 7 * 24 * 60 * 60_000;
/** Key of the advisory lock that serialises digest sends (with the lead id as second key). */
const DIGEST_LOCK_KEY = 70_001;
const BATCH = 200;

/** ISO-8601 week of the calendar day `at` falls on in `timeZone`, as 'YYYY-Www'. */
export function isoWeek(at: Date, timeZone: string): string {
  // RRRR: the ISO week-numbering year (the Thursday of the week decides it); II: the ISO week.
  return format(at, "RRRR-'W'II", { in: tz(timeZone) });
}

export interface DigestOptions {
  now?: Date;
  /** Delivery of one outbox message (tests make it fail to simulate a crash). */
  deliver?: (outboxId: number) => Promise<unknown>;
}

export interface DigestResult {
  week: string;
  articles: number;
  /** Digests recorded by this run. */
  sent: number;
  /** Subscribers who already had this week's digest. */
  skipped: number;
  /** Digests of an earlier, interrupted run delivered now. */
  resumed: number;
}

function absoluteUrl(path: string | null): string | null {
  if (!path) return null;
  try {
    return new URL(path, env().SITE_URL).toString();
  } catch {
    return null;
  }
}

/**
 * `npm run newsletter:send-weekly`: the articles published in the seven days before `now`, to every
 * active, non-spam subscriber, in their language when the site has articles in it (else all of
 * them), with the unsubscribe link and RFC 8058 headers. Idempotent per ISO week: each send is a row
 * of newsletter_digest_sends (unique per lead and week) written in the same transaction as the outbox
 * message, under an advisory lock, before delivery; a rerun skips who has it, and delivers what an
 * interrupted run recorded but did not send. Nothing published → nothing sent.
 */
export async function sendWeeklyDigest(options: DigestOptions = {}): Promise<DigestResult> {
  const now = options.now ?? new Date();
  const deliver = options.deliver ?? deliverOutbox;
  const week = isoWeek(now, env().SITE_TIME_ZONE);
  const db = await getDb();

  const published = await db
    .select({ id: articles.id, uniqueKey: articles.uniqueKey, title: articles.title, excerpt: articles.excerpt, image: articles.image, locale: articles.locale })
    .from(articles)
    .where(and(eq(articles.status, 'published'), gt(articles.publishedAt, new Date(now.getTime() - WEEK_MS)), lte(articles.publishedAt, now)))
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  const result: DigestResult = { week, articles: published.length, sent: 0, skipped: 0, resumed: 0 };
  if (published.length === 0) return result;

  const brand = await emailBrand();
  const articlesFor = (locale: string) => {
    const own = published.filter((a) => a.locale === locale);
    return own.length > 0 ? own : published;
  };
  const digestArticles = (locale: string): DigestArticle[] =>
    articlesFor(locale).map((a) => ({
      title: a.title,
      excerpt: a.excerpt,
      url: siteUrl(`/post/${a.uniqueKey}/${a.id}`, locale),
      imageUrl: absoluteUrl(a.image),
    }));

  // Resume: digests of this week recorded by an interrupted run but never delivered.
  {
    const undelivered = await db
      .select({ outboxId: emailOutbox.id })
      .from(newsletterDigestSends)
      .innerJoin(emailOutbox, eq(emailOutbox.id, newsletterDigestSends.outboxId))
      .where(and(eq(newsletterDigestSends.isoWeek, week), eq(emailOutbox.status, 'pending')));
    for (const { outboxId } of undelivered) {
      await deliver(outboxId);
      result.resumed += 1;
    }
  }

  let afterId = 0;
  for (;;) {
    const batch = await db
      .select({ id: leads.id, email: leads.email, locale: leads.locale })
      .from(leads)
      .where(
        and(
          gt(leads.id, afterId),
          eq(leads.newsletterStatus, 'active'),
          eq(leads.isSpam, false),
          notInArray(leads.status, ['blackListed', 'deleted']),
        ),
      )
      .orderBy(asc(leads.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1].id;

    const done = await db
      .select({ leadId: newsletterDigestSends.leadId })
      .from(newsletterDigestSends)
      .where(and(eq(newsletterDigestSends.isoWeek, week), inArray(newsletterDigestSends.leadId, batch.map((l) => l.id))));
    const already = new Set(done.map((d) => d.leadId));

    for (const lead of batch) {
      if (already.has(lead.id)) {
        result.skipped += 1;
        continue;
      }
      const locale = isLocale(lead.locale) ? lead.locale : defaultLocale;
      const content = newsletterDigestEmail({
        locale,
        brand,
        articles: digestArticles(locale),
        unsubscribeUrl: unsubscribePageUrl(lead.id, locale),
        blogUrl: siteUrl('/blog', locale),
      });
      const outboxId = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${DIGEST_LOCK_KEY}, ${lead.id})`);
        const [send] = await tx
          .insert(newsletterDigestSends)
          .values({ leadId: lead.id, isoWeek: week })
          .onConflictDoNothing()
          .returning({ id: newsletterDigestSends.id });
        if (!send) return null; // another run got there first
        const queued = await recordEmail(tx, {
          to: lead.email,
          locale,
          template: 'newsletter-digest',
          content,
          companyName: brand.companyName,
          headers: listUnsubscribeHeaders(lead.id),
        });
        await tx.update(newsletterDigestSends).set({ outboxId: queued.id }).where(eq(newsletterDigestSends.id, send.id));
        return queued.id;
      });
      if (outboxId === null) {
        result.skipped += 1;
        continue;
      }
      result.sent += 1;
      // Without SMTP_URL this only confirms the message is kept in the outbox.
      await deliver(outboxId);
    }
  }
  logger.info(result, 'weekly newsletter digest');
  return result;
}
