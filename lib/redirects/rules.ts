// The rules of a redirect, pure (no database): what a from-path and a target may be, how they are
// written down, and which redirects would loop or chain. The commands, the CSV import, the import
// job's bulk add and the serving table all go through these, so an address is compared one way.
//
// Decisions (README, "Redirects and the 404 report"):
// - A from-path is matched without case: old CMSs (WordPress first) answer their slugs in any case,
//   and links to them in the wild differ in case. It is stored lower-case, percent-decoded, without
//   host, query, fragment, repeated or trailing slashes.
// - The one query kept is WordPress's post id, `?p=ID` (`?page_id=ID` is the same id space and is
//   written `?p=ID` too): `/?p=12` is a from-path of its own.
// - `/old/*` is a prefix: `/old` and everything under it. A target ending in `/*` receives the rest
//   of the path (`/old/*` → `/new/*` sends `/old/a/b` to `/new/a/b`).
// - The staff and machine paths (/api, /_next, /admin, /login, with or without a locale) are never
//   redirected: a redirect must not lock the staff out of the back office that would undo it.
// - Loops and chains are refused: a target that is itself redirected (a chain, or a loop when it
//   leads back), and a from-path that would redirect some redirect's target (the reverse chain).

export const REDIRECT_FROM_MAX = 1_000;
export const REDIRECT_TARGET_MAX = 2_000;

export type FromProblem = 'fromInvalid' | 'fromReserved' | 'fromTooLong';
export type TargetProblem = 'targetInvalid' | 'targetTooLong' | 'targetWildcard';
export type ConflictProblem = 'self' | 'loop' | 'chain';

interface NormalisedFrom {
  fromPath: string;
  isPrefix: boolean;
}

/** A redirect as the rules see it (a stored row, or the one being saved). */
export interface RedirectRule {
  id?: number;
  fromPath: string;
  isPrefix: boolean;
  toTarget: string;
}

const RESERVED = /^(?:\/(?:pt-br|en|es|fr|ht))?\/(?:api|_next|admin|login)(?:\/|$)/;
const UNSAFE = /[\u0000-\u0020\u007f\\<>"`]/;
const POST_ID = /^\d{1,12}$/;
const WILDCARD = '/*';

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A path as compared: percent-decoded (a `%2F` stays a slash once decoded, which is what a browser
 * sends anyway), repeated slashes made one, no trailing slash (but "/"), case kept. Null when it
 * holds something no address holds.
 */
function cleanPath(path: string): string | null {
  const decoded = path.split('/').map(safeDecode).join('/');
  if (!decoded.startsWith('/') || UNSAFE.test(decoded.replace(/ /g, ''))) return null;
  const collapsed = decoded.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : collapsed;
}

/** The WordPress post id a query names (`p` or `page_id`), if any. */
export function postIdOf(search: string): string | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const name of ['p', 'page_id']) {
    const value = params.get(name);
    if (value !== null && POST_ID.test(value)) return String(Number(value));
  }
  return null;
}

/** The key a request path is looked up by: cleaned and lower-case (null: no redirect can match it). */
export function pathKey(path: string): string | null {
  return cleanPath(path)?.toLowerCase() ?? null;
}

/** Splits "path?query#fragment" (a URL's host already removed). */
function splitAddress(address: string): { path: string; search: string } {
  const withoutHash = address.split('#')[0];
  const q = withoutHash.indexOf('?');
  return q === -1 ? { path: withoutHash, search: '' } : { path: withoutHash.slice(0, q), search: withoutHash.slice(q) };
}

/** A from-path as typed (a path or an old full URL) → how it is stored, or what is wrong with it. */
export function normaliseFrom(input: string): NormalisedFrom | { problem: FromProblem } {
  let text = input.trim();
  if (text.length > REDIRECT_FROM_MAX) return { problem: 'fromTooLong' };
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      text = url.pathname + url.search;
    } catch {
      return { problem: 'fromInvalid' };
    }
  }
  const { path, search } = splitAddress(text);
  const isPrefix = path.endsWith(WILDCARD);
  const base = cleanPath(isPrefix ? path.slice(0, -WILDCARD.length) || '/' : path);
  if (!base) return { problem: 'fromInvalid' };
  // "/*" would send the whole site away; a prefix carries no query.
  if (isPrefix && (base === '/' || search)) return { problem: 'fromInvalid' };
  const key = base.toLowerCase();
  if (RESERVED.test(key)) return { problem: 'fromReserved' };
  const postId = postIdOf(search);
  if (isPrefix) return { fromPath: `${key}${WILDCARD}`, isPrefix };
  // The home page itself is no old address (its `?p=ID` forms are).
  if (key === '/' && !postId) return { problem: 'fromInvalid' };
  return { fromPath: postId ? `${key}?p=${postId}` : key, isPrefix: false };
}

/**
 * A target as typed → as stored: a path on this site (from "/", with its query and fragment) or an
 * absolute http(s) URL. `/*` at its end (taking the rest of a prefix's path) needs a prefix from-path.
 */
export function normaliseTarget(input: string, fromIsPrefix: boolean): { toTarget: string } | { problem: TargetProblem } {
  const text = input.trim();
  if (text.length > REDIRECT_TARGET_MAX) return { problem: 'targetTooLong' };
  if (!text || UNSAFE.test(text)) return { problem: 'targetInvalid' };
  const wildcard = splitAddress(text).path.endsWith(WILDCARD);
  if (wildcard && (!fromIsPrefix || text.includes('?') || text.includes('#'))) return { problem: 'targetWildcard' };
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      if (!url.hostname || url.username || url.password) return { problem: 'targetInvalid' };
      return { toTarget: wildcard ? text : url.toString() };
    } catch {
      return { problem: 'targetInvalid' };
    }
  }
  // "//host" is another site in disguise; anything else not from "/" is no address here.
  if (!text.startsWith('/') || text.startsWith('//')) return { problem: 'targetInvalid' };
  return { toTarget: text };
}

/**
 * The key of the path on this site a target leads to (how it would be looked up), or null for
 * another site. A URL on the site's own origin counts as a path.
 */
export function targetKey(toTarget: string, siteOrigin?: string): string | null {
  let address = toTarget;
  if (/^https?:\/\//i.test(address)) {
    const url = new URL(address);
    if (!siteOrigin || url.origin !== new URL(siteOrigin).origin) return null;
    address = url.pathname + url.search;
  }
  const { path, search } = splitAddress(address);
  const base = path.endsWith(WILDCARD) ? path.slice(0, -WILDCARD.length) || '/' : path;
  const key = pathKey(base);
  if (!key) return null;
  const postId = postIdOf(search);
  return postId ? `${key}?p=${postId}` : key;
}

/** Whether a redirect's from-path covers the key (exactly, or as a prefix). */
function covers(rule: Pick<RedirectRule, 'fromPath' | 'isPrefix'>, key: string): boolean {
  if (!rule.isPrefix) return rule.fromPath === key;
  const base = rule.fromPath.slice(0, -WILDCARD.length);
  return key === base || key.startsWith(`${base}/`);
}

/** Where a target leads on this site: one key, or (ending in `/*`) everything under it; null: elsewhere. */
function targetRegion(toTarget: string, siteOrigin?: string): { key: string; wildcard: boolean } | null {
  const key = targetKey(toTarget, siteOrigin);
  return key === null ? null : { key, wildcard: splitAddress(toTarget).path.endsWith(WILDCARD) };
}

/** Whether a redirect's from-path catches any address of a target's region. */
function catches(rule: Pick<RedirectRule, 'fromPath' | 'isPrefix'>, region: { key: string; wildcard: boolean }): boolean {
  if (covers(rule, region.key)) return true;
  if (!region.wildcard) return false;
  const base = rule.isPrefix ? rule.fromPath.slice(0, -WILDCARD.length) : rule.fromPath.split('?')[0];
  return base === region.key || base.startsWith(`${region.key}/`);
}

/**
 * Why `candidate` may not join `others` (the stored redirects, without the one being edited): it
 * leads to itself, it leads to a redirect that leads back (a loop), it leads to a redirect (a
 * chain), or some redirect leads to an address it would send on (a chain the other way; a loop when
 * it leads back). A target ending in `/*` leads to everything under it. Null when it may.
 */
export function conflictOf(candidate: RedirectRule, others: readonly RedirectRule[], siteOrigin?: string): ConflictProblem | null {
  const target = targetRegion(candidate.toTarget, siteOrigin);
  if (target !== null && catches(candidate, target)) return 'self';
  for (const other of others) {
    const otherTarget = targetRegion(other.toTarget, siteOrigin);
    const leadsToOther = target !== null && catches(other, target);
    const otherLeadsHere = otherTarget !== null && catches(candidate, otherTarget);
    if (leadsToOther && otherLeadsHere) return 'loop';
    if (leadsToOther || otherLeadsHere) return 'chain';
  }
  return null;
}
