import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { withoutLocale } from '@/lib/i18n/paths';
import { RSS_CONTENT_TYPE } from './rss';

/*
 * The answer of a feed under a locale prefix (/en/feed.xml). The proxy skips dotted paths, so these
 * routes check the prefix themselves: the default locale has no prefix (/pt-BR/feed.xml redirects to
 * /feed.xml, as the proxy does for pages), and an unknown one is not found.
 */

const notFound = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export async function feedAnswer(req: Request, prefix: string, render: (locale: Locale) => Promise<string | null>): Promise<Response> {
  if (!isLocale(prefix)) return notFound();
  if (prefix === defaultLocale) {
    const url = new URL(req.url);
    return Response.redirect(new URL(withoutLocale(url.pathname) + url.search, url), 308);
  }
  const xml = await render(prefix);
  if (xml === null) return notFound();
  return new Response(xml, { headers: { 'Content-Type': RSS_CONTENT_TYPE } });
}
