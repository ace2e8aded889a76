import { blogFeedXml } from '@/lib/seo/feed';
import { RSS_CONTENT_TYPE } from '@/lib/seo/rss';

// Per request from cached data (lib/seo/feed.ts): never prerendered at build, which has no database.
export const dynamic = 'force-dynamic';

/** GET /feed.xml: RSS 2.0 feed of the newest live articles, in the default language (others: app/[locale]/feed.xml). */
export async function GET() {
  return new Response(await blogFeedXml(), { headers: { 'Content-Type': RSS_CONTENT_TYPE } });
}
