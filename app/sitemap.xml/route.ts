import { sitemapIndexXml } from '@/lib/seo/sitemap';
import { SITEMAP_CONTENT_TYPE } from '@/lib/seo/sitemap-xml';

// Per request from cached data (lib/seo/sitemap.ts): never prerendered at build, which has no database.
export const dynamic = 'force-dynamic';

/** GET /sitemap.xml: the sitemap index (lib/seo/sitemap-xml.ts explains the files). */
export async function GET() {
  return new Response(await sitemapIndexXml(), { headers: { 'Content-Type': SITEMAP_CONTENT_TYPE } });
}
