import type { Locale } from '@/i18n/routing';
import { articleHomePath } from '@/lib/seo/article-alternates';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';
import type { PublicArticle } from './article-page';
import { profilePath } from './paths';
import type { PublicProfile } from './profile';

/*
 * schema.org data of the article and profile pages (rendered with lib/seo/metadata.ts's jsonLd()).
 * Every URL is absolute (SITE_URL), as search engines require.
 */

export interface Crumb {
  name: string;
  /** Path without locale prefix. */
  path: string;
}

export function breadcrumbJsonLd(locale: Locale, crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(localizedPath(locale, crumb.path)),
    })),
  };
}

/** The generated Open Graph image of an article (app/api/og/article/[id]). */
export function articleOgImagePath(id: number): string {
  return `/api/og/article/${id}`;
}

export function blogPostingJsonLd(
  article: PublicArticle,
  { locale, siteName, description, categoryNames }: { locale: Locale; siteName: string; description: string; categoryNames: string[] },
): Record<string, unknown> {
  // The article's own address (its language's), as its canonical and hreflang say.
  const url = absoluteUrl(articleHomePath(article));
  const author = article.author;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: article.title,
    ...(description ? { description } : {}),
    inLanguage: article.locale,
    image: [absoluteUrl(article.image ?? articleOgImagePath(article.id))],
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    dateModified: article.updatedAt,
    ...(categoryNames.length ? { articleSection: categoryNames[0], keywords: categoryNames.join(', ') } : {}),
    ...(author
      ? {
          author: {
            '@type': 'Person',
            name: author.name,
            ...(author.hasProfile ? { url: absoluteUrl(localizedPath(locale, profilePath(author))) } : {}),
          },
        }
      : {}),
    publisher: { '@type': 'Organization', name: siteName, url: absoluteUrl(localizedPath(locale, '/')) },
  };
}

export function profilePageJsonLd(
  profile: PublicProfile,
  { locale, jobTitle }: { locale: Locale; jobTitle: string | null },
): Record<string, unknown> {
  const url = absoluteUrl(localizedPath(locale, profilePath(profile)));
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    mainEntity: {
      '@type': 'Person',
      '@id': `${url}#person`,
      name: profile.name,
      url,
      ...(jobTitle ? { jobTitle } : {}),
      ...(profile.biography ? { description: profile.biography } : {}),
      ...(profile.photo ? { image: absoluteUrl(profile.photo) } : {}),
    },
  };
}
