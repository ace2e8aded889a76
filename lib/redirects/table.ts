import { pathKey, postIdOf } from './rules';

// The whole redirects table as each serving process holds it (lib/redirects/serving.ts): exact
// from-paths in a Map, prefixes longest first, each with its Location already encoded. Pure.

export interface ServedRedirect {
  id: number;
  fromPath: string;
  isPrefix: boolean;
  toTarget: string;
  statusCode: number;
}

interface Entry {
  id: number;
  statusCode: number;
  /** The encoded Location; for a `/*` target, the part before the path's rest. */
  location: string;
  appendRest: boolean;
  /** A prefix's base ("/old" for "/old/*"). */
  base: string;
}

export interface RedirectTable {
  exact: Map<string, Entry>;
  prefixes: Entry[];
}

/** What a request is answered with. */
export interface RedirectAnswer {
  id: number;
  statusCode: number;
  location: string;
}

/** An address as a Location header carries it: ASCII, percent-encoded once (what is already encoded stays so). */
function encodeLocation(target: string): string {
  if (/^https?:\/\//i.test(target)) return new URL(target).toString();
  const url = new URL(target, 'http://site.invalid');
  return url.pathname + url.search + url.hash;
}

export function buildRedirectTable(rows: readonly ServedRedirect[]): RedirectTable {
  const exact = new Map<string, Entry>();
  const prefixes: Entry[] = [];
  for (const row of rows) {
    const appendRest = row.isPrefix && row.toTarget.endsWith('/*');
    const target = appendRest ? row.toTarget.slice(0, -2) || '/' : row.toTarget;
    let location: string;
    try {
      location = encodeLocation(target);
    } catch {
      continue; // a row written past the rules (by hand in SQL) is not served rather than break the table
    }
    const base = row.isPrefix ? row.fromPath.slice(0, -2) : row.fromPath;
    const entry = { id: row.id, statusCode: row.statusCode, location: appendRest ? location.replace(/\/$/, '') : location, appendRest, base };
    if (row.isPrefix) prefixes.push(entry);
    else exact.set(row.fromPath, entry);
  }
  prefixes.sort((a, b) => b.base.length - a.base.length);
  return { exact, prefixes };
}

/** The redirect for a request's path and query string, or null. A `?p=ID` redirect wins over its path's. */
export function matchRedirect(table: RedirectTable, pathname: string, search = ''): RedirectAnswer | null {
  if (table.exact.size === 0 && table.prefixes.length === 0) return null;
  const key = pathKey(pathname);
  if (!key) return null;
  const postId = search ? postIdOf(search) : null;
  const exact = (postId && table.exact.get(`${key}?p=${postId}`)) || table.exact.get(key);
  if (exact) return { id: exact.id, statusCode: exact.statusCode, location: exact.location };
  for (const entry of table.prefixes) {
    if (key !== entry.base && !key.startsWith(`${entry.base}/`)) continue;
    if (!entry.appendRest) return { id: entry.id, statusCode: entry.statusCode, location: entry.location };
    const rest = key.slice(entry.base.length);
    return { id: entry.id, statusCode: entry.statusCode, location: `${entry.location}${encodeURI(rest)}` };
  }
  return null;
}
