import { categoryFeedXml } from '@/lib/seo/feed';
import { feedAnswer } from '@/lib/seo/feed-route';
import { categoryKeyOfFeed } from '@/lib/seo/public-paths';

// Per request from cached data (lib/seo/feed.ts): never prerendered at build, which has no database.
export const dynamic = 'force-dynamic';

/** GET /en/feed/{category unique_key}.xml …: one active category's RSS feed in that language. */
export async function GET(req: Request, ctx: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await ctx.params;
  const key = categoryKeyOfFeed(file);
  return feedAnswer(req, locale, (feedLocale) => (key === null ? Promise.resolve(null) : categoryFeedXml(key, feedLocale)));
}
