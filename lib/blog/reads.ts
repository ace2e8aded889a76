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
