import { decodeReferences } from './html-entities';
import { isVideoProvider, videoEmbedUrl, videoProviderName, videoWatchUrl, type CalloutType, type VideoProvider } from './rich-nodes';

/*
 * The rich blocks of a stored (sanitized) article body made ready for the public page. Pure string
 * work on the sanitizer's own output, whose shapes are fixed (lib/articles/sanitize.ts writes each
 * of these tags one way, and every "<" in it opens a tag), so a regular expression finds them.
 *
 * - a video becomes a click-to-load facade: a button named "Play video: {title}" over a placeholder
 *   drawn by CSS (no thumbnail: nothing is fetched from the video host before the click), and a
 *   plain link to the video's page (for readers without JavaScript). components/blog/rich/
 *   video-facades.tsx swaps the button for the player's iframe on click;
 * - a callout becomes a note (role="note") named by its visible type label (no icon carries meaning);
 * - a table is wrapped in a focusable box that scrolls sideways on its own, so the page never does.
 */

export interface RichRenderLabels {
  /** The play button's name, e.g. "Play video: {title}". */
  play: (title: string) => string;
  /** The link under the facade, e.g. "Watch on YouTube". */
  watchOn: (provider: string) => string;
  /** The title of a video stored without one. */
  untitled: string;
  callout: Record<CalloutType, string>;
  /** The name of a table's scrolling box. */
  table: string;
}

const VIDEO = /<div data-video-provider="([^"]*)" data-video-id="([^"]*)" data-video-title="([^"]*)"><\/div>/g;
const CALLOUT = /<div data-callout="(info|warning|tip)">/g;
const TABLE_OPEN = /<table>/g;
const TABLE_CLOSE = /<\/table>/g;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function facade(provider: VideoProvider, id: string, storedTitle: string, labels: RichRenderLabels): string {
  const title = decodeReferences(storedTitle) || labels.untitled;
  const video = { provider, id };
  return (
    `<div data-rich="video" data-video-provider="${provider}">` +
    `<button type="button" data-video-play="" data-video-src="${escape(videoEmbedUrl(video))}" data-video-title="${escape(title)}" aria-label="${escape(labels.play(title))}">` +
    `<span data-rich="video-icon" aria-hidden="true"></span><span data-rich="video-title">${escape(title)}</span></button>` +
    `<a data-rich="video-link" href="${escape(videoWatchUrl(video))}" rel="noopener noreferrer nofollow">${escape(labels.watchOn(videoProviderName(provider)))}</a>` +
    '</div>'
  );
}

/** The stored article body with its rich blocks as the public page shows them. */
export function renderRichBlocks(html: string, labels: RichRenderLabels): string {
  if (!html.includes('<div data-') && !html.includes('<table>')) return html;
  let callouts = 0;
  return html
    .replace(VIDEO, (found, provider: string, id: string, title: string) => (isVideoProvider(provider) ? facade(provider, id, title, labels) : found))
    .replace(CALLOUT, (_found, type: CalloutType) => {
      const id = `rich-callout-${++callouts}`;
      return `<div data-callout="${type}" role="note" aria-labelledby="${id}"><p data-rich="callout-label" id="${id}">${escape(labels.callout[type])}</p>`;
    })
    .replace(TABLE_OPEN, `<div data-rich="table" role="region" tabindex="0" aria-label="${escape(labels.table)}"><table>`)
    .replace(TABLE_CLOSE, '</table></div>');
}
