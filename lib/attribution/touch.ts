import type { Touch } from '@/db/schema/leads';

// Where a visit came from (issue 32 §1): pure and client-safe (the site's forms use it in the
// browser, the server on a post's Referer). The utm_* parameters of the page win; otherwise the
// referrer's host is classified as search, social, email, another site (referral) or none (direct).

export type { Touch };

/** Longest value kept per field (a touch comes from URLs anyone can write). */
export const TOUCH_LIMITS = { name: 100, text: 200, host: 255, path: 500 } as const;

const clip = (value: string | null | undefined, max: number): string | null => {
  const text = value?.trim();
  return text ? text.slice(0, max) : null;
};

/** Search engines by host: the source is the engine's name, the medium `organic`. */
const searchEngines: readonly [RegExp, string][] = [
  [/(^|\.)google(\.[a-z]{2,3}){1,2}$/, 'google'],
  [/(^|\.)bing\.com$/, 'bing'],
  [/(^|\.)duckduckgo\.com$/, 'duckduckgo'],
  [/(^|\.)yahoo(\.[a-z]{2,3}){1,2}$/, 'yahoo'],
  [/(^|\.)(yandex(\.[a-z]{2,3}){1,2}|ya\.ru)$/, 'yandex'],
  [/(^|\.)baidu\.com$/, 'baidu'],
  [/(^|\.)ecosia\.org$/, 'ecosia'],
  [/(^|\.)search\.brave\.com$/, 'brave'],
  [/(^|\.)qwant\.com$/, 'qwant'],
  [/(^|\.)startpage\.com$/, 'startpage'],
  [/(^|\.)naver\.com$/, 'naver'],
  [/(^|\.)seznam\.cz$/, 'seznam'],
  [/(^|\.)search\.aol\.com$/, 'aol'],
  [/(^|\.)ask\.com$/, 'ask'],
  [/(^|\.)sogou\.com$/, 'sogou'],
];

/** Social networks and messengers by host: medium `social`. */
const socialNetworks: readonly [RegExp, string][] = [
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, 'linkedin'],
  [/(^|\.)(t\.co|twitter\.com|x\.com)$/, 'x'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)(pinterest(\.[a-z]{2,3}){1,2}|pin\.it)$/, 'pinterest'],
  [/(^|\.)(whatsapp\.com|wa\.me)$/, 'whatsapp'],
  [/(^|\.)reddit\.com$/, 'reddit'],
  [/(^|\.)threads\.(net|com)$/, 'threads'],
  [/(^|\.)bsky\.app$/, 'bluesky'],
  [/(^|\.)(t\.me|telegram\.org)$/, 'telegram'],
  [/(^|\.)quora\.com$/, 'quora'],
  [/(^|\.)tumblr\.com$/, 'tumblr'],
  [/(^|\.)vk\.com$/, 'vk'],
  [/(^|\.)discord\.com$/, 'discord'],
  [/(^|\.)mastodon\.social$/, 'mastodon'],
];

/** Webmail by host: medium `email` (checked first: mail.google.com is no search). */
const webmails: readonly [RegExp, string][] = [
  [/^mail\.google\.com$/, 'gmail'],
  [/(^|\.)(outlook\.live\.com|outlook\.office\.com|outlook\.office365\.com|outlook\.com|mail\.live\.com)$/, 'outlook'],
  [/(^|\.)mail\.yahoo(\.[a-z]{2,3}){1,2}$/, 'yahoo'],
  [/(^|\.)mail\.proton\.me$/, 'proton'],
  [/(^|\.)mail\.zoho\.(com|eu|in)$/, 'zoho'],
  [/(^|\.)mail\.aol\.com$/, 'aol'],
  [/(^|\.)mail\.yandex(\.[a-z]{2,3}){1,2}$/, 'yandex'],
  [/(^|\.)(gmx\.(net|com|de)|web\.de)$/, 'gmx'],
  [/(^|\.)email\.(bol\.)?uol\.com\.br$/, 'uol'],
  [/(^|\.)mail\.terra\.com\.br$/, 'terra'],
];

/** Android apps name themselves in the referrer (android-app://package): the common ones. */
const androidApps: Record<string, readonly [string, string]> = {
  'com.google.android.gm': ['gmail', 'email'],
  'com.google.android.googlequicksearchbox': ['google', 'organic'],
  'com.facebook.katana': ['facebook', 'social'],
  'com.instagram.android': ['instagram', 'social'],
  'com.linkedin.android': ['linkedin', 'social'],
  'com.whatsapp': ['whatsapp', 'social'],
};

const match = (host: string, table: readonly [RegExp, string][]) => table.find(([pattern]) => pattern.test(host))?.[1] ?? null;

/** A host without its `www.` (lower case). */
export const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** Whether a host is one of the site's own (with or without `www.`). */
export function isOwnHost(host: string, ownHosts: readonly string[]): boolean {
  const bare = bareHost(host);
  return ownHosts.some((own) => own && bareHost(own) === bare);
}

/** The source and medium of a referrer: search, social, email, referral, or direct (none or our own). */
export function classifyReferrer(referrer: string | null | undefined, ownHosts: readonly string[]): { source: string; medium: string; host: string | null } {
  const direct = { source: 'direct', medium: 'none', host: null };
  const url = parseUrl(referrer);
  if (!url) return direct;
  if (url.protocol === 'android-app:') {
    const app = url.hostname.toLowerCase();
    const [source, medium] = androidApps[app] ?? [app, 'referral'];
    return { source: clip(source, TOUCH_LIMITS.name) ?? 'direct', medium, host: clip(app, TOUCH_LIMITS.host) };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return direct;
  const host = url.hostname.toLowerCase();
  if (!host || isOwnHost(host, ownHosts)) return direct;
  const known = (table: readonly [RegExp, string][], medium: string) => {
    const source = match(host, table);
    return source ? { source, medium, host } : null;
  };
  return (
    known(webmails, 'email') ??
    known(searchEngines, 'organic') ??
    known(socialNetworks, 'social') ?? { source: clip(bareHost(host), TOUCH_LIMITS.name) ?? host, medium: 'referral', host: clip(host, TOUCH_LIMITS.host) }
  );
}

function parseUrl(value: string | null | undefined, base?: string): URL | null {
  if (!value) return null;
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

const clickIds = ['gclid', 'fbclid', 'msclkid'] as const;

/**
 * The touch of a visit: the page it opened (its utm_* parameters, click ids and path) and the
 * document's referrer. A utm_source or utm_medium decides the source and medium (the one missing
 * reads `(not set)`); otherwise the referrer's class does. A click id is kept as a flag only.
 */
export function touchOf(visit: { page: string | URL | null; referrer?: string | null; ownHosts: readonly string[]; at: Date | string }): Touch {
  const page = visit.page ? parseUrl(String(visit.page), 'http://localhost') : null;
  const utm = (name: string, max: number) => clip(page?.searchParams.get(`utm_${name}`), max);
  const utmSource = utm('source', TOUCH_LIMITS.name);
  const utmMedium = utm('medium', TOUCH_LIMITS.name);
  const referrer = classifyReferrer(visit.referrer, visit.ownHosts);
  const tagged = utmSource !== null || utmMedium !== null;
  return {
    source: tagged ? (utmSource ?? '(not set)') : referrer.source,
    medium: tagged ? (utmMedium ?? '(not set)') : referrer.medium,
    campaign: utm('campaign', TOUCH_LIMITS.text),
    term: utm('term', TOUCH_LIMITS.text),
    content: utm('content', TOUCH_LIMITS.text),
    referrer_host: referrer.host,
    landing_path: page ? clip(page.pathname, TOUCH_LIMITS.path) : null,
    click_id: page ? clickIds.some((id) => page.searchParams.has(id)) : false,
    at: new Date(visit.at).toISOString(),
  };
}

/** Whether a touch names a new arrival (campaign parameters or an outside referrer) rather than a visit going on. */
export const isArrival = (touch: Touch) => touch.medium !== 'none' || touch.source !== 'direct' || touch.campaign !== null;

/** The path of a same-site URL (no query or fragment), or null for a URL of another site. */
export function sameSitePath(url: string | null | undefined, ownHosts: readonly string[]): string | null {
  const parsed = parseUrl(url);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !isOwnHost(parsed.hostname, ownHosts)) return null;
  return clip(parsed.pathname, TOUCH_LIMITS.path);
}
