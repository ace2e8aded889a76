import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/routing';

/** Picks one of our locales from an Accept-Language header ('en-US,en;q=0.9,pt;q=0.8'). */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return defaultLocale;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const exact = locales.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const base = tag.split('-')[0];
    const byBase = locales.find((l) => l.toLowerCase().split('-')[0] === base);
    if (byBase) return byBase;
  }
  return defaultLocale;
}

/** The locale of an API request: ?locale=…, then the NEXT_LOCALE cookie, then Accept-Language. */
export function requestLocale(req: { headers: Headers; nextUrl?: URL; url?: string }): Locale {
  const url = req.nextUrl ?? (req.url ? new URL(req.url) : undefined);
  const fromQuery = url?.searchParams.get('locale');
  if (isLocale(fromQuery)) return fromQuery;
  const cookie = req.headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(cookie);
  const fromCookie = match ? decodeURIComponent(match[1]) : undefined;
  if (isLocale(fromCookie)) return fromCookie;
  return negotiateLocale(req.headers.get('accept-language'));
}
