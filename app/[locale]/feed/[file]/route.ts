import { categoryFeedXml } from '@/lib/seo/feed';
import { feedAnswer } from '@/lib/seo/feed-route';
import { categoryKeyOfFeed } from '@/lib/seo/public-paths';

// Per request from cached data (lib/seo/feed.ts): never prerendered at build, which has no database.
export const dynamic = 'force-dynamic';

/** GET /en/feed/{category unique_key}.xml …: one active category's RSS feed in that language. */
export async function GET(req: Request, ctx: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await ctx.params;
  const key = categoryKeyOfFeed(file);
  // Not a feed's name (/feed/x): not found, before the default language's redirect to the address
  // without prefix, which the proxy would send back here (/feed/x → /pt-BR/feed/x → /feed/x …).
  if (key === null) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return feedAnswer(req, locale, (feedLocale) => categoryFeedXml(key, feedLocale));
}
