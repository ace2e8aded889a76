// Embedded videos in imported bodies become Vitrine's video block (issue 31 §3), which the sanitizer
// keeps; the iframes and bare addresses WordPress and Ghost store would otherwise be dropped or shown
// as text. Other embeds (posts, tweets, maps) become a plain link to what they showed.
import { parseVideoUrl } from '@/lib/articles/rich-nodes';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The video block for a YouTube or Vimeo address; null for any other address. */
export function videoBlock(url: string, title = ''): string | null {
  const video = parseVideoUrl(url);
  if (!video) return null;
  return `<div data-video-provider="${video.provider}" data-video-id="${video.id}" data-video-title="${escapeAttribute(title.trim())}"></div>`;
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A link to the address, its text the title when there is one. */
export function linkHtml(url: string, title = ''): string {
  return `<a href="${escapeAttribute(url)}">${escapeText(title.trim() || url)}</a>`;
}

/** What an embed of `url` becomes: a video block, or a link. */
export function embedHtml(url: string, title = ''): string {
  return videoBlock(url, title) ?? `<p>${linkHtml(url, title)}</p>`;
}
