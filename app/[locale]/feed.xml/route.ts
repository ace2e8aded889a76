import { blogFeedXml } from '@/lib/seo/feed';
import { feedAnswer } from '@/lib/seo/feed-route';

// Per request from cached data (lib/seo/feed.ts): never prerendered at build, which has no database.
export const dynamic = 'force-dynamic';

/** GET /en/feed.xml, /es/feed.xml …: the blog's RSS feed in that language (the default one is /feed.xml). */
export async function GET(req: Request, ctx: { params: Promise<{ locale: string }> }) {
  const { locale } = await ctx.params;
  return feedAnswer(req, locale, (feedLocale) => blogFeedXml(feedLocale));
}
