import { decodeReferences } from './html-entities';
import { isVideoProvider, videoProviderName, videoWatchUrl, type CalloutType } from './rich-nodes';

/*
 * A stored (sanitized) article body as a feed reader gets it (RSS content:encoded). Readers run no
 * script and load no frames, so the rich blocks become plain HTML: a video is a link to its page with
 * its title, a callout starts with its type in bold, a button link is a link; tables stay tables.
 * Site-relative addresses (images, links) become absolute, since a reader resolves them against
 * nothing reliable. Pure string work on the sanitizer's fixed output, like lib/articles/rich-render.ts.
 */

const VIDEO = /<div data-video-provider="([^"]*)" data-video-id="([^"]*)" data-video-title="([^"]*)"><\/div>/g;
const CALLOUT = /<div data-callout="(info|warning|tip)">/g;
const BUTTON = /<a data-button-link="" /g;
const RELATIVE = /(<(?:a|img)\b[^>]*?\s(?:href|src)=")\/(?![/\\])/g;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface FeedHtmlOptions {
  /** The site's origin, e.g. https://www.example.com (no trailing slash). */
  origin: string;
  /** The callout types' names in the feed's language. */
  callout: Record<CalloutType, string>;
}

export function feedHtml(html: string, { origin, callout }: FeedHtmlOptions): string {
  return html
    .replace(VIDEO, (found, provider: string, id: string, storedTitle: string) => {
      if (!isVideoProvider(provider)) return found;
      const name = videoProviderName(provider);
      const title = decodeReferences(storedTitle) || name;
      return `<p><a href="${escape(videoWatchUrl({ provider, id }))}">▶ ${escape(title)} (${name})</a></p>`;
    })
    .replace(CALLOUT, (_found, type: CalloutType) => `<div data-callout="${type}"><p><strong>${escape(callout[type])}</strong></p>`)
    .replace(BUTTON, '<a ')
    .replace(RELATIVE, (_found, head: string) => `${head}${origin}/`);
}
