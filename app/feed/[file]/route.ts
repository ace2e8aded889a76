import { categoryFeedXml } from '@/lib/seo/feed';
import { categoryKeyOfFeed } from '@/lib/seo/public-paths';
import { RSS_CONTENT_TYPE } from '@/lib/seo/rss';

// Per request from cached data (lib/seo/feed.ts): never prerendered at build, which has no database.
export const dynamic = 'force-dynamic';

/**
 * GET /feed/{category unique_key}.xml: RSS 2.0 feed of one active category, in the default language
 * (others: app/[locale]/feed/[file]). The ".xml" keeps the
 * path out of the proxy (its matcher skips dotted paths) and the static "feed" segment wins over [locale].
 */
export async function GET(_req: Request, ctx: { params: Promise<{ file: string }> }) {
  const { file } = await ctx.params;
  const key = categoryKeyOfFeed(file);
  const xml = key === null ? null : await categoryFeedXml(key);
  if (xml === null) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(xml, { headers: { 'Content-Type': RSS_CONTENT_TYPE } });
}
