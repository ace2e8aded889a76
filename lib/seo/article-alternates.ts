import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/routing';
import { articlePath } from '@/lib/blog/paths';
import { localizedPath } from './urls';

/*
 * Where an article lives and which pages translate it (issue 18). An article's own address is its
 * path under ITS language's prefix (/post/… for pt-BR, /en/post/… for English); the same text under
 * another locale's chrome is a duplicate, so it is never an alternate. The alternates are the article
 * and its LIVE translations, each at its own address, plus x-default: the default-language member,
 * or the article itself. Isomorphic and pure: the article page's metadata and the sitemap share it.
 */

/** An article or one of its translations: enough to build its address. */
export interface AlternateArticle {
  id: number;
  uniqueKey: string;
  /** The article's language (articles.locale). */
  locale: string;
}

/** The article's language as a site locale (an unknown value counts as the default language). */
export function articleLocale(article: Pick<AlternateArticle, 'locale'>): Locale {
  return isLocale(article.locale) ? article.locale : defaultLocale;
}

/** The article's own public path: its language's prefix, then /post/{unique_key}/{id}. */
export function articleHomePath(article: AlternateArticle): string {
  return localizedPath(articleLocale(article), articlePath(article));
}

/**
 * hreflang → path of the article and its live translations (one per language; the article itself
 * wins its own language), plus x-default. With no translation: only the article and x-default.
 */
export function articleAlternates(article: AlternateArticle, liveTranslations: AlternateArticle[]): Record<string, string> {
  const members = [article, ...liveTranslations.filter((t) => t.id !== article.id)];
  const languages: Record<string, string> = {};
  // In the site's language order, for stable output.
  for (const locale of locales) {
    const member = members.find((m) => articleLocale(m) === locale);
    if (member) languages[locale] = articleHomePath(member);
  }
  const fallback = members.find((m) => articleLocale(m) === defaultLocale) ?? article;
  return { ...languages, 'x-default': articleHomePath(fallback) };
}
