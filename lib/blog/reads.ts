import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { parseRecordId } from '@/lib/core/record-id';
import { articleReadsDaily, articles } from '@/db/schema';
import { todayIn } from '@/lib/reports/period';
import { isLive } from './live';

/*
 * Counting reads (POST /api/article/read/{id}, sent once per visitor per article per day by
 * components/blog/read-beacon.tsx). One upsert into article_reads_daily; the roll-up triggers keep
 * the weekly, monthly, quarterly and site tables in step. No cookie, no address, no personal data
 * is stored: only the day's count.
 */

/**
 * User agents that are not readers: search and social crawlers, link previews, monitors, headless
 * browsers and HTTP libraries. A missing or blank user agent counts as a bot too.
 */
export const BOT_USER_AGENT = new RegExp(
  [
    // Crawlers and link previews name themselves so ("Googlebot", "bingbot", "Slackbot", "Discordbot"),
    // except the phone brand Cubot.
    '(?<!cu)bot',
    'crawl',
    'spider',
    'slurp',
    'archiver',
    'facebookexternalhit',
    'facebookcatalog',
    'meta-externalagent',
    'embedly',
    'quora link preview',
    'whatsapp',
    'vkshare',
    'flipboardproxy',
    'nuzzel',
    'preview',
    'pagespeed',
    'lighthouse',
    'google-inspectiontool',
    'googleother',
    'google-extended',
    'feedfetcher',
    'mediapartners',
    'apis-google',
    'chatgpt',
    'claude',
    'anthropic',
    'perplexity',
    'cohere',
    // Automated and headless browsers.
    'headless',
    'phantomjs',
    'puppeteer',
    'playwright',
    'selenium',
    'webdriver',
    'cypress',
    // HTTP libraries and command-line clients.
    'curl',
    'wget',
    'python',
    'httpclient',
    'http-client',
    'okhttp',
    'axios',
    'node-fetch',
    'undici',
    'go-http',
    'java/',
    'libwww',
    'lwp::',
    'scrapy',
    'httpie',
    'postman',
    'insomnia',
    // Uptime monitors, validators and scanners.
    'uptime',
    'pingdom',
    'statuscake',
    'datadog',
    'newrelic',
    'monitor',
    'checker',
    'validator',
    'scanner',
  ]
    .map((part) => (part.startsWith('(?') ? part : part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')))
    .join('|'),
  'i',
);

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent || !userAgent.trim()) return true;
  return BOT_USER_AGENT.test(userAgent);
}

export type ReadOutcome = 'counted' | 'ignored' | 'not-found';

export interface ReadRequest {
  /** The id as it came in the URL. */
  id: string | number;
  userAgent: string | null;
  /** Site time zone: the read counts on that calendar day. */
  timeZone: string;
  now?: Date;
}


/**
 * Counts one read of a live article on today's date (site time zone). 'not-found' for an unknown,
 * draft or scheduled article; 'ignored' for a bot (nothing written).
 */
export async function recordRead(db: DbOrTx, request: ReadRequest): Promise<ReadOutcome> {
  const id = parseRecordId(typeof request.id === 'number' ? request.id : String(request.id));
  if (id === null) return 'not-found';
  if (isBotUserAgent(request.userAgent)) {
    const [live] = await db.select({ id: articles.id }).from(articles).where(and(eq(articles.id, id), isLive())).limit(1);
    return live ? 'ignored' : 'not-found';
  }
  const day = todayIn(request.timeZone, request.now);
  // One statement: the insert selects the article only when it is live, so a draft writes nothing.
  const counted = await db
    .insert(articleReadsDaily)
    .select(db.select({ articleId: articles.id, day: sql<string>`${day}::date`.as('day'), reads: sql<number>`1`.as('reads') }).from(articles).where(and(eq(articles.id, id), isLive())))
    .onConflictDoUpdate({
      target: [articleReadsDaily.articleId, articleReadsDaily.day],
      set: { reads: sql`${articleReadsDaily.reads} + 1` },
    })
    .returning({ articleId: articleReadsDaily.articleId });
  return counted.length > 0 ? 'counted' : 'not-found';
}

/** recordRead on the app's database: POST /api/article/read/{id}. */
export async function recordArticleRead(request: ReadRequest): Promise<ReadOutcome> {
  return recordRead(await getDb(), request);
}

/**
 * A light guard against a caller inflating counts: at most READ_LIMIT counted reads per client
 * address per window, kept in this process's memory (per instance; a restart forgets it). Real
 * readers send one beacon per article per day, so even a shared office address stays far below it.
 */
export const READ_LIMIT = { max: 120, windowMs: 10 * 60_000 };
const MAX_TRACKED_ADDRESSES = 10_000;

export class ReadRateLimiter {
  private readonly hits = new Map<string, { since: number; count: number }>();

  constructor(private readonly limit = READ_LIMIT) {}

  /** Records a read from `address`; false when the address is over the limit (do not count it). */
  allow(address: string, now = Date.now()): boolean {
    const entry = this.hits.get(address);
    if (!entry || now - entry.since >= this.limit.windowMs) {
      if (this.hits.size >= MAX_TRACKED_ADDRESSES) this.prune(now);
      this.hits.set(address, { since: now, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limit.max;
  }

  /** Milliseconds until `address` may be counted again. */
  retryAfterMs(address: string, now = Date.now()): number {
    const entry = this.hits.get(address);
    return entry ? Math.max(0, entry.since + this.limit.windowMs - now) : 0;
  }

  private prune(now: number) {
    for (const [address, entry] of this.hits) if (now - entry.since >= this.limit.windowMs) this.hits.delete(address);
    // Under a flood of distinct addresses, forget them all rather than grow without bound.
    if (this.hits.size >= MAX_TRACKED_ADDRESSES) this.hits.clear();
  }
}

const globalForReads = globalThis as unknown as { vitrineReadLimiter?: ReadRateLimiter };

/** The process's limiter (one per server process). */
export function readRateLimiter(): ReadRateLimiter {
  globalForReads.vitrineReadLimiter ??= new ReadRateLimiter();
  return globalForReads.vitrineReadLimiter;
}
