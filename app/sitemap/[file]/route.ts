import { sitemapFileXml } from '@/lib/seo/sitemap';
import { parseSitemapFileName, SITEMAP_CONTENT_TYPE } from '@/lib/seo/sitemap-xml';

// Per request from cached data (lib/seo/sitemap.ts): never prerendered at build, which has no database.
export const dynamic = 'force-dynamic';

/** GET /sitemap/pages.xml, /sitemap/articles-N.xml: one file of the sitemap index. */
export async function GET(_req: Request, ctx: { params: Promise<{ file: string }> }) {
  const { file } = await ctx.params;
  const wanted = parseSitemapFileName(file);
  const xml = wanted ? await sitemapFileXml(wanted) : null;
  if (xml === null) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(xml, { headers: { 'Content-Type': SITEMAP_CONTENT_TYPE } });
}
