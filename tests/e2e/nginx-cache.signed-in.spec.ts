import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { adminStorageState } from './support/accounts';
import { NGINX, startNginx, type RunningNginx } from './support/nginx';

// The shipped nginx example (docs/deploy/nginx.conf) in front of the production server of the e2e run, as a
// deployer runs it (issue 35): one copy per page, whatever the visitor's cookies, analytics parameters
// and languages; a signed-in staff member goes around the cache and leaves nothing in it. Requests go
// through plain fetch, so every header is the test's own (the admin session comes from the setup's
// stored state: *.signed-in.spec.ts).
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? (Number(process.env.E2E_PORT ?? 3100) + 8));
// Issue 35: 10,000 requests for cached pages, with random cookies and utm_* parameters, ≥ 99% proxy hits.
const BATCH = 10_000;
const CONCURRENCY = 20;

test.describe.configure({ mode: 'serial' });
test.skip(!NGINX, 'nginx is not installed (apt-get install nginx-light; .ci/run and scripts/test.sh do)');

let nginx: RunningNginx;
let dir = '';
let article = '';

const languages = ['en-US,en;q=0.9', 'fr-FR,fr', 'pt-BR,pt;q=0.8', 'es', 'ht,fr;q=0.5', 'de-DE'];
const random = () => Math.random().toString(36).slice(2, 10);

/** A visitor nobody has seen: their own analytics cookies, campaign parameters and language. */
function stranger(pathname: string): { url: string; headers: Record<string, string> } {
  const url = new URL(pathname, nginx.url);
  const params = [['utm_source', random()], ['utm_medium', 'email'], ['utm_campaign', random()], ['gclid', random()], ['fbclid', random()]];
  for (const [name, value] of params.filter(() => Math.random() < 0.6)) url.searchParams.append(name, value);
  return {
    url: url.toString(),
    headers: {
      cookie: `_ga=GA1.1.${random()}; _fbp=fb.1.${random()}${Math.random() < 0.5 ? `; NEXT_LOCALE=${['en', 'fr', 'es'][Math.floor(Math.random() * 3)]}` : ''}`,
      'accept-language': languages[Math.floor(Math.random() * languages.length)],
      'accept-encoding': 'gzip',
    },
  };
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers }, redirect: 'manual' });
  const body = await res.text();
  return { status: res.status, cache: res.headers.get('x-cache-status'), headers: res.headers, body };
}

/** The session cookies of the setup's signed-in administrator, as a Cookie header. */
function staffCookie(): string {
  const state = JSON.parse(readFileSync(adminStorageState, 'utf8')) as { cookies: { name: string; value: string }[] };
  const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  expect(cookie).toMatch(/authjs\.session-token=/);
  return cookie;
}

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-nginx-'));
  nginx = await startNginx({ dir, port: NGINX_PORT, upstream: new URL(baseURL).host });
  // An article of the blog, as a visitor reaches it.
  const blog = await (await fetch(`${baseURL}/blog`)).text();
  article = /href="(\/post\/[^"]+)"/.exec(blog)?.[1] ?? '';
  expect(article, 'an article linked from /blog').not.toBe('');
});

test.afterAll(async () => {
  await nginx?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('one copy per page whatever the cookies, analytics parameters and languages', async () => {
  test.setTimeout(240_000);
  const pages = ['/', '/blog', article, '/en/blog'];
  for (const page of pages) {
    // The first request fills the cache (the app may render the page then, or answer it from its own cache).
    await expect.poll(async () => (await get(stranger(page).url, stranger(page).headers)).cache, { message: page }).toBe('HIT');
    const a = stranger(page);
    const first = await get(a.url, a.headers);
    expect(first.status, page).toBe(200);
    expect(first.cache, page).toBe('HIT');
    // What the app says about the page: shared, and varying on neither language nor cookie.
    expect(first.headers.get('cache-control'), page).toMatch(/public, s-maxage=\d+/);
    expect(first.headers.get('vary') ?? '', page).not.toMatch(/accept-language|cookie/i);
    expect(first.headers.get('set-cookie'), page).toBeNull();
  }

  const statuses: Record<string, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < BATCH) {
        const page = pages[next++ % pages.length];
        const { url, headers } = stranger(page);
        const { status, cache } = await get(url, headers);
        const key = `${status} ${cache}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    }),
  );
  const hits = statuses['200 HIT'] ?? 0;
  console.log(`nginx proxy_cache: ${hits}/${BATCH} hits`, statuses);
  expect(hits / BATCH, JSON.stringify(statuses)).toBeGreaterThanOrEqual(0.99);
});

test('a signed-in staff member is never served from the cache, and leaves nothing in it', async () => {
  const cookie = staffCookie();
  // A public page in the cache (asked for once more here: this test must not lean on the previous one's
  // copy, which CI once found gone): the staff request still goes to the app.
  await get(`${nginx.url}/blog`);
  expect((await get(`${nginx.url}/blog`)).cache).toBe('HIT');
  const staffBlog = await get(`${nginx.url}/blog`, { cookie });
  expect(staffBlog.status).toBe(200);
  expect(staffBlog.cache).toBe('BYPASS');
  // __Secure- in front (a site on https) bypasses too.
  expect((await get(`${nginx.url}/blog`, { cookie: cookie.replace('authjs.session-token', '__Secure-authjs.session-token') })).cache).toBe('BYPASS');

  // A page first asked for by staff is not stored: the next visitor's request is a MISS, not the staff answer.
  const fresh = `/blog?page=1&nginx-test=${random()}`;
  const staffFirst = await get(nginx.url + fresh, { cookie });
  expect(staffFirst.cache).toBe('BYPASS');
  expect((await get(nginx.url + fresh)).cache).toBe('MISS');

  // The dashboard: the staff member sees it, and it is kept nowhere (private, no-store).
  const dashboard = await get(`${nginx.url}/admin`, { cookie });
  expect(dashboard.cache).toBe('BYPASS');
  expect(dashboard.headers.get('cache-control')).toMatch(/private|no-store/);
  for (let i = 0; i < 2; i++) {
    const visitor = await get(`${nginx.url}/admin`);
    expect(visitor.cache).not.toBe('HIT');
    // A visitor is sent to the login page, never shown the staff answer.
    expect(visitor.status).toBeGreaterThanOrEqual(300);
    expect(visitor.status).toBeLessThan(400);
    expect(visitor.headers.get('location')).toMatch(/\/login\?/);
  }
});
