/*
 * The article body's richer blocks (issue 31 §3), as they are stored in the sanitized HTML. Pure: the
 * sanitizer, the editor, the public renderer and the tests share these rules.
 *
 *   video     <div data-video-provider="youtube|vimeo" data-video-id="…" data-video-title="…"></div>
 *             (no iframe is stored: the public page draws a click-to-load facade)
 *   callout   <div data-callout="info|warning|tip">blocks</div>
 *   button    <a data-button-link="" href="https://… or /…">text</a>
 *   table     <table><tbody><tr><th|td><p>…</p></th|td></tr></tbody></table>
 */

export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export const CALLOUT_TYPES = ['info', 'warning', 'tip'] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];

/** What a button link may point at: an absolute http(s) URL, or a path, query or fragment of the site. */
export const BUTTON_HREF = /^(?:https?:\/\/[^\s/]|\/(?![/\\])|[#?])/i;

/** Longest button text the editor accepts. */
export const MAX_BUTTON_TEXT = 80;

/** Longest video title kept (a screen reader reads it as the play button's name). */
export const MAX_VIDEO_TITLE = 200;

const VIDEO_ID: Record<VideoProvider, RegExp> = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^\d{1,12}$/,
};

export function isVideoProvider(value: string | undefined): value is VideoProvider {
  return value === 'youtube' || value === 'vimeo';
}

export function isCalloutType(value: string | undefined): value is CalloutType {
  return value === 'info' || value === 'warning' || value === 'tip';
}

/** True when `id` is a well-formed video id of `provider`. */
export function isVideoId(provider: VideoProvider, id: string): boolean {
  return VIDEO_ID[provider].test(id);
}

export interface VideoRef {
  provider: VideoProvider;
  id: string;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/**
 * The video a pasted address points at: YouTube (watch?v=, youtu.be/, /embed/, /shorts/, /live/) or
 * Vimeo (vimeo.com/123, player.vimeo.com/video/123, /channels/…/123). Null for anything else.
 */
export function parseVideoUrl(input: string): VideoRef | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  const youtube = (id: string | null | undefined): VideoRef | null => (id && isVideoId('youtube', id) ? { provider: 'youtube', id } : null);
  if (host === 'youtu.be') return youtube(segments[0]);
  if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') return youtube(url.searchParams.get('v'));
    if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) return youtube(segments[1]);
    return null;
  }
  if (VIMEO_HOSTS.has(host)) {
    // The id is the last all-digit segment: /123, /video/123, /channels/staffpicks/123, /groups/x/videos/123.
    const id = [...segments].reverse().find((s) => /^\d+$/.test(s));
    return id && isVideoId('vimeo', id) ? { provider: 'vimeo', id } : null;
  }
  return null;
}

/** The player's address, loaded only after the visitor clicks (YouTube's no-cookie domain). */
export function videoEmbedUrl({ provider, id }: VideoRef): string {
  return provider === 'youtube' ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}

/** The video's own page (feeds, e-mail, and the link under the facade). */
export function videoWatchUrl({ provider, id }: VideoRef): string {
  return provider === 'youtube' ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}`;
}

/** The provider's name as shown to people (a brand, not translated). */
export function videoProviderName(provider: VideoProvider): string {
  return provider === 'youtube' ? 'YouTube' : 'Vimeo';
}
