import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/*
 * The page sweep's corpus (tests/e2e/fuzz-pages.spec.ts, fuzz-admin-pages.signed-in.spec.ts): every
 * page and file route outside app/api, found by walking app/ when the test runs (a new page is
 * covered at once), each dynamic segment and search parameter filled with bad values. As the API
 * sweep (tests/integration/platform/api-bad-input.test.ts) does for the API: no answer may be a 500.
 */

const APP_DIR = path.join(process.cwd(), 'app');

export interface PageRoute {
  /** As the folders spell it, groups left out: `/[locale]/admin/outbox/[id]`, `/feed/[file]`. */
  pattern: string;
  /** Whether the page reads its search parameters (its source names `searchParams`). */
  readsSearch: boolean;
  /** Under /admin: the signed-in sweep's. */
  admin: boolean;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every page.tsx and route.ts(x) under app/ except the API's, by URL pattern. */
export function pageRoutes(): PageRoute[] {
  const routes = filesUnder(APP_DIR)
    .filter((file) => /^(page|route)\.tsx?$/.test(path.basename(file)))
    .map((file) => {
      const segments = path
        .relative(APP_DIR, path.dirname(file))
        .split(path.sep)
        .filter((s) => s && !/^\(.*\)$/.test(s));
      const pattern = `/${segments.join('/')}`;
      return { pattern, readsSearch: readFileSync(file, 'utf8').includes('searchParams'), admin: segments[1] === 'admin' };
    })
    .filter((route) => !route.pattern.startsWith('/api/') && !route.pattern.split('/').some((s) => s.startsWith('_')));
  return routes.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** The same seed, the same requests. */
export { prng as seeded } from '../../fixtures/prng';

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 28);

/**
 * Bad values as they travel in a URL (already percent-encoded). The first ones go everywhere; the
 * rest are drawn by the seed. A dotted value ("a%00.xml") skips the proxy (its matcher leaves dotted
 * paths alone), so it reaches the page or the feed route as is.
 */
export const CORE_VALUES = ['%00', 'a%00.xml', '2147483648', '%E0%A4%A', 'x'.repeat(3000)];
export const MORE_VALUES = [
  '1%00',
  '%00%00',
  '99999999999',
  '9'.repeat(40),
  '-1',
  '0',
  '1.5',
  '1e309',
  'abc',
  '%',
  '%25%00',
  '%ED%A0%80',
  '%C3',
  encodeURIComponent('ção-日本語-😀'),
  '%F0%9F%98%80',
  '%E2%80%AE',
  '..',
  '%2F',
  '%5C',
  '%0A',
  '%3Cscript%3E',
  '%20',
  'null',
  'undefined',
];

/** The search parameters the pages read, and some they never do. */
export const SEARCH_NAMES = [
  'page',
  'limit',
  'q',
  'search',
  'category',
  'author',
  'status',
  'featured',
  'id',
  'key',
  'tab',
  'record',
  'person',
  'action',
  'type',
  'from',
  'to',
  'period',
  'sort',
  'dir',
  'translations',
  'module',
  'classification',
  'newsletter_status',
  'include_deleted',
  'include_spam',
  'callbackUrl',
  'challenge',
  'expired',
  'two-factor',
  'locale',
];

const pick = <T>(random: () => number, list: readonly T[], n: number): T[] => {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return out;
};

/** The values one slot is tried with: the core ones and `extra` drawn by the seed. */
export const valuesFor = (random: () => number, extra = 3) => [...CORE_VALUES, ...pick(random, MORE_VALUES, extra)];

/**
 * The paths of a route with bad values in its dynamic segments, under `prefix` ('' or '/en'). A
 * catch-all is tried with the bad value alone, after a key (/post/x/{bad}) and at the depth of the
 * profile's pages (/profile/x/1/page/{bad}); the other segments hold plain values.
 */
export function fuzzedPaths(route: PageRoute, prefix: string, random: () => number): string[] {
  const parts = route.pattern.split('/').filter(Boolean);
  const fill = (bad: { index: number; values: string[] } | null) =>
    parts.map((part, i) => {
      if (part === '[locale]') return prefix.slice(1);
      if (bad && i === bad.index) return bad.values.join('/');
      if (part.startsWith('[[...')) return '';
      if (part.startsWith('[...')) return 'x';
      if (part.startsWith('[')) return part.includes('id') ? '1' : 'x';
      return part;
    });
  const join = (segments: string[]) => `/${segments.filter(Boolean).join('/')}`;
  const paths: string[] = [join(fill(null))];
  parts.forEach((part, index) => {
    if (!part.startsWith('[') || part === '[locale]') return;
    const catchAll = part.includes('...');
    for (const value of valuesFor(random)) {
      const shapes = catchAll ? [[value], ['x', value], ['x', '1', 'page', value]] : [[value]];
      for (const values of shapes) paths.push(join(fill({ index, values })));
    }
  });
  return [...new Set(paths.map((p) => (p === '' ? '/' : p)))];
}

/** How many of fuzzedQueries' URLs, at its end, set every name at once. */
export const ALL_AT_ONCE = CORE_VALUES.length + 3;

/**
 * The route's path (plain values) with bad search parameters: each name alone with a NUL (one bad
 * value could hide another behind a schema's refusal), then every name at once with each core value
 * and one drawn by the seed, then each twice and names holding a NUL.
 */
export function fuzzedQueries(basePath: string, random: () => number): string[] {
  const urls: string[] = [];
  for (const name of SEARCH_NAMES) urls.push(`${basePath}?${name}=%00`);
  const drawn = pick(random, MORE_VALUES, 1)[0];
  urls.push(`${basePath}?${SEARCH_NAMES.map((n) => `${n}=${drawn}`).join('&')}`);
  for (const value of CORE_VALUES) urls.push(`${basePath}?${SEARCH_NAMES.map((n) => `${n}=${value === CORE_VALUES[4] ? 'x'.repeat(300) : value}`).join('&')}`);
  urls.push(`${basePath}?${SEARCH_NAMES.map((n) => `${n}=1&${n}=2`).join('&')}`);
  urls.push(`${basePath}?%00=1&a%00b=%00`);
  return urls;
}

/** The route's path with plain values (the base of its query sweep), under `prefix`. */
export function plainPath(route: PageRoute, prefix: string): string {
  return fuzzedPaths(route, prefix, () => 0)[0];
}

/**
 * Requests each URL, `concurrency` at a time; answers the ones that were a 500 or failed outright (and,
 * for a signed-in sweep, the ones that ended on the login page: the session was lost).
 */
export async function sweep(request: APIRequestContext, urls: string[], options: { signedIn?: boolean; concurrency?: number } = {}): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      try {
        const res = await request.get(url, { maxRedirects: 5, failOnStatusCode: false, timeout: 60_000 });
        if (res.status() >= 500) failures.push(`${res.status()} ${url.slice(0, 200)}`);
        else if (options.signedIn && /\/login$/.test(new URL(res.url()).pathname)) {
          failures.push(`signed out by ${url.slice(0, 200)}`);
        }
      } catch (error) {
        failures.push(`threw ${url.slice(0, 200)}: ${String(error).slice(0, 200)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return failures;
}

/**
 * Sweeps `routes` in the default language, then under `/${otherLocale}`: each route's dynamic
 * segments filled with bad values, and its search parameters (each alone in the default language;
 * in the other, and on a page that reads none, all at once). One language after the other: an
 * answer may set NEXT_LOCALE (the admin index does), which sends the addresses without prefix to
 * that language from then on. The routes outside [locale] (/feed/…, /sitemap/…) are tried once.
 */
export async function sweepRoutes(
  request: APIRequestContext,
  routes: PageRoute[],
  otherLocale: string,
  random: () => number,
  options: { signedIn?: boolean } = {},
): Promise<{ requests: number; failures: string[] }> {
  const failures: string[] = [];
  let requests = 0;
  for (const prefix of ['', `/${otherLocale}`]) {
    const urls = new Set<string>();
    for (const route of routes.filter((r) => prefix === '' || r.pattern.startsWith('/[locale]'))) {
      for (const url of fuzzedPaths(route, prefix, random)) urls.add(url);
      const queries = fuzzedQueries(plainPath(route, prefix), random);
      for (const url of route.readsSearch && prefix === '' ? queries : queries.slice(-ALL_AT_ONCE)) urls.add(url);
    }
    requests += urls.size;
    failures.push(...(await sweep(request, [...urls], options)));
  }
  return { requests, failures };
}
