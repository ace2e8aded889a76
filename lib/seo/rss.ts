import { cdata, element, escapeXml } from './xml';

/*
 * RSS 2.0 (https://www.rssboard.org/rss-specification) with the extensions readers expect:
 * atom:link rel="self" (the feed's own address), dc:creator (an author by name; RSS's own
 * <author> wants an email address, which the public site never shows) and content:encoded (the
 * whole article, beside the plain-text summary in <description>).
 */

export interface RssChannel {
  title: string;
  /** Absolute URL of the page the feed mirrors (the blog). */
  link: string;
  /** Absolute URL of the feed itself. */
  selfUrl: string;
  description: string;
  /** The feed's language, e.g. pt-BR. */
  language: string;
  /** When the content last changed; the newest item's date when absent (or omitted with no items). */
  lastBuildDate?: Date | string;
}

export interface RssItem {
  title: string;
  /** Absolute, canonical URL of the article; also its permanent guid. */
  link: string;
  /** Plain text (the excerpt). It is sent as HTML, so it is HTML-escaped inside a CDATA section. */
  description: string;
  pubDate: Date | string;
  /** Category names. */
  categories: string[];
  /** The author's public name. */
  author?: string | null;
  /** The whole article as HTML (content:encoded), for readers that show it in full. */
  content?: string;
}

/** A date as RFC 822 wants it in RSS: "Tue, 10 Jun 2003 04:00:00 GMT". */
export function rfc822(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`not a date: ${String(date)}`);
  return value.toUTCString();
}

/** Plain text as HTML text (a reader renders an item's description as HTML). */
function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function renderItem(item: RssItem): string {
  const children = [
    element('title', item.title),
    element('link', item.link),
    element('guid', item.link, { isPermaLink: 'true' }),
    element('pubDate', rfc822(item.pubDate)),
    item.author ? element('dc:creator', item.author) : '',
    ...item.categories.map((name) => element('category', name)),
    `<description>${cdata(htmlText(item.description))}</description>`,
    item.content ? `<content:encoded>${cdata(item.content)}</content:encoded>` : '',
  ];
  return ['<item>', ...children.filter(Boolean).map((child) => `  ${child}`), '</item>'].join('\n');
}

/** The whole feed document. Items are written in the order given (newest first, by convention). */
export function buildRssFeed(channel: RssChannel, items: RssItem[]): string {
  const lastBuild = channel.lastBuildDate ?? items[0]?.pubDate;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    lastBuild ? element('lastBuildDate', rfc822(lastBuild)) : '',
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    '<generator>Vitrine</generator>',
    ...items.map(renderItem),
    '</channel>',
    '</rss>',
  ]
    .filter(Boolean)
    .join('\n')
    .concat('\n');
}

/** The Content-Type of a feed response. */
export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
