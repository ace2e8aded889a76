import type { MetadataRoute } from 'next';
import { locales } from '@/i18n/routing';
import { absoluteUrl, languageAlternates, localizedPath } from './urls';
import { escapeXml } from './xml';

/*
 * The sitemap is a sitemap index at /sitemap.xml pointing at files under /sitemap/ (route handlers,
 * not Next's app/sitemap.ts): Next's generateSitemaps() serves /sitemap/{id}.xml but no index at
 * /sitemap.xml, and it runs at build time (generateStaticParams), where the build must not read
 * the database. The entries keep Next's MetadataRoute.Sitemap shape.
 *
 *   /sitemap/pages.xml         static pages, FAQ products, author profiles
 *   /sitemap/articles-N.xml    live articles, ARTICLES_PER_SITEMAP a file (by id), N from 1
 *
 * Every page but an article exists in the five locales: one <url> per locale, each listing all of
 * them as hreflang alternates (plus x-default). An article exists in its own language: one <url> at
 * that language's address, listing its live translations and x-default (lib/seo/article-alternates.ts).
 */

export type SitemapEntry = MetadataRoute.Sitemap[number];

/**
 * Articles per articles-N.xml file: 2,000 URLs (one per article, with up to five alternates each),
 * well inside the protocol's limits (50,000 URLs and 50 MB per file).
 */
export const ARTICLES_PER_SITEMAP = 2000;

/** Public pages that are always there. Not /playground, /home-v2 (previews), admin pages or search results. */
export const STATIC_SITEMAP_PATHS = ['/', '/blog', '/faq', '/contact', '/rc-sistemI'] as const;

export type SitemapFile = { kind: 'pages' } | { kind: 'articles'; page: number };

export function sitemapFileName(file: SitemapFile): string {
  return file.kind === 'pages' ? 'pages.xml' : `articles-${file.page}.xml`;
}

/** The file a /sitemap/{name} request asks for, or null for anything else. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const match = /^articles-([1-9][0-9]{0,5})\.xml$/.exec(name);
  return match ? { kind: 'articles', page: Number(match[1]) } : null;
}

/** One entry per locale for `path` (no locale prefix, starts with "/"), with absolute URLs. */
export function localizedEntries(path: string, lastModified?: string | null): SitemapEntry[] {
  const languages = Object.fromEntries(Object.entries(languageAlternates(path)).map(([lang, href]) => [lang, absoluteUrl(href)]));
  return locales.map((locale) => ({
    url: absoluteUrl(localizedPath(locale, path)),
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages },
  }));
}

function lastmod(value: string | Date | undefined): string {
  if (value === undefined) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : `<lastmod>${date.toISOString()}</lastmod>`;
}

function renderEntry(entry: SitemapEntry): string {
  const alternates = Object.entries(entry.alternates?.languages ?? {})
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`);
  return [
    '<url>',
    `<loc>${escapeXml(entry.url)}</loc>`,
    ...alternates,
    lastmod(entry.lastModified),
    entry.changeFrequency ? `<changefreq>${entry.changeFrequency}</changefreq>` : '',
    entry.priority !== undefined ? `<priority>${entry.priority}</priority>` : '',
    '</url>',
  ].join('');
}

/** A <urlset> document (https://www.sitemaps.org/protocol.html) with hreflang alternates. */
export function renderUrlset(entries: SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(renderEntry),
    '</urlset>',
    '',
  ].join('\n');
}

/** A <sitemapindex> document listing sitemap files by absolute URL. */
export function renderSitemapIndex(files: { url: string; lastModified?: string | null }[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((f) => `<sitemap><loc>${escapeXml(f.url)}</loc>${lastmod(f.lastModified ?? undefined)}</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';
