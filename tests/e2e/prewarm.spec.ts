import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Redis } from 'ioredis';

// Pages rendered before anyone asks (server/prewarm.mjs, server/cache-epoch.mjs): the production
// server, from the build the e2e run made, with its own embedded database; no browser, plain requests
// without cookies (a visitor's first request). A hit is Next's page cache or the server's page copies.
const port = Number(process.env.E2E_PREWARM_PORT ?? 3431);
const baseURL = `http://127.0.0.1:${port}`;
const admin = { email: 'prewarm@vitrine.test', password: 'Prewarm-Passw0rd!' };
let dataDir: string;
/** The article the publish test created: a page only this spec's database has. */
let publishedPath: string | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-prewarm-'));
});

test.afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function serverEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    SITE_URL: baseURL,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    AUTH_SECRET: 'e2e-prewarm-auth-secret-not-for-production-use-00',
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  };
  // The embedded database and local files, whatever the e2e run's environment has (a test may add Redis).
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'REDIS_CACHE_PREFIX', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'VITRINE_WORKER_ID']) {
    if (!(name in extra)) delete env[name];
  }
  if (!extra.PREWARM) delete env.PREWARM;
  return env as NodeJS.ProcessEnv;
}

interface Server {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

async function startServer(extra: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['server/server.mjs'], { env: serverEnv(extra), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  // A fresh embedded database migrates and seeds first: minutes on a loaded 2-core machine.
  const deadline = Date.now() + 300_000;
  while (!output.includes('Vitrine ready on')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, output: () => output, stop };
}

/** A visitor's plain GET: whether it was served from a cache. */
async function servedFromCache(pathname: string): Promise<{ hit: boolean; status: number; headers: string }> {
  const res = await fetch(`${baseURL}${pathname}`, { redirect: 'manual' });
  await res.arrayBuffer();
  const hit = res.headers.get('x-nextjs-cache') === 'HIT' || res.headers.get('x-vitrine-page-cache') === 'HIT';
  return { hit, status: res.status, headers: `${res.headers.get('x-nextjs-cache')} / ${res.headers.get('x-vitrine-page-cache')}` };
}

async function sitemapPaths(): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replaceAll('&amp;', '&')).pathname);
  const index = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const paths: string[] = [];
  for (const file of locs(index)) paths.push(...locs(await (await fetch(`${baseURL}${file}`)).text()));
  return [...new Set(paths)];
}

async function waitForLog(server: Server, text: string | RegExp, timeout: number) {
  await expect.poll(() => server.output(), { timeout, intervals: [250] }).toMatch(text);
}

test('a start with a new build walks the sitemap; its pages are then hits on their first request', async () => {
  test.setTimeout(600_000);
  const server = await startServer();
  try {
    await waitForLog(server, /\[prewarm\] warm-up started: \d+ pages/, 60_000);
    await waitForLog(server, /\[prewarm\] warm-up finished: \d+ pages in [\d.]+ s/, 240_000);
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(5);
    const misses = [];
    for (const pathname of paths) {
      const answer = await servedFromCache(pathname);
      if (!answer.hit) misses.push(`${pathname}: ${answer.status} ${answer.headers}`);
    }
    expect(misses).toEqual([]);
  } finally {
    await server.stop();
  }
});

test('a restart of the same build keeps its pages: no second warm-up, and a page rendered before is a hit', async () => {
  test.setTimeout(360_000);
  const server = await startServer();
  try {
    expect(server.output()).toContain('[cache] page caches kept');
    await waitForLog(server, '[prewarm] warm-up skipped', 10_000);
    expect(await servedFromCache('/blog')).toMatchObject({ hit: true });
  } finally {
    await server.stop();
  }
});

test('an article published through the API is a hit on its first public request', async () => {
  test.setTimeout(360_000);
  const server = await startServer({ PREWARM: 'false' });
  try {
    const signIn = await fetch(`${baseURL}/api/auth/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const categories = await fetch(`${baseURL}/api/category/categories-list`, { method: 'POST', headers: auth, body: '{}' });
    const categoryId: number = ((await categories.json()) as { data: { items: { id: number }[] } }).data.items[0].id;
    const title = `Publicado antes de pedido ${Date.now().toString(36)}`;
    const created = await fetch(`${baseURL}/api/article/article`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title, content: `<p>${title}.</p>`, categories: [categoryId], image: '/uploads/e2e-cover.webp' }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { data } = (await created.json()) as { data: { id: number; unique_key: string } };
    const own = `/post/${data.unique_key}/${data.id}`;
    publishedPath = own;
    // The draft's own re-renders (if any) are done before the publish: then the next batch is the publish's.
    const batches = () => (server.output().match(/\[prewarm\] \d+ page\(s\) rendered again after changes/g) ?? []).length;
    let seen = -1;
    await expect.poll(async () => {
      const now = batches();
      const stable = now === seen;
      seen = now;
      return stable;
    }, { timeout: 60_000, intervals: [4_000] }).toBe(true);
    const before = batches();
    const published = await fetch(`${baseURL}/api/article/article-change-status/${data.id}/${data.unique_key}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ status: 'published' }),
    });
    expect(published.ok, await published.clone().text()).toBe(true);
    // The server says when the pages the publish touched are rendered again (no timing asserted here;
    // bench/README.md records how long it takes).
    await expect.poll(batches, { timeout: 30_000, intervals: [250] }).toBeGreaterThan(before);
    const answer = await servedFromCache(own);
    expect(answer, answer.headers).toMatchObject({ status: 200, hit: true });
    expect(await servedFromCache('/blog')).toMatchObject({ hit: true });
    expect(server.output()).not.toContain('warm-up');
  } finally {
    await server.stop();
  }
});

test('a CLI change while no server ran empties the caches at the next start', async () => {
  test.setTimeout(360_000);
  // db:migrate changes nothing here, but any data command records a new cache epoch.
  const migrate = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], { env: serverEnv(), encoding: 'utf8' });
  expect(migrate.status, `${migrate.stdout}${migrate.stderr}`).toBe(0);
  const server = await startServer({ PREWARM: 'false' });
  try {
    expect(server.output()).toContain('[cache] page caches emptied: data changed while no server ran');
    expect(await servedFromCache('/blog')).toMatchObject({ hit: false });
  } finally {
    await server.stop();
  }
});

test('with Redis, a page rendered once is still a hit after a restart of the same build', async () => {
  test.skip(!process.env.TEST_REDIS_URL, 'needs Redis (TEST_REDIS_URL)');
  test.skip(!publishedPath, 'needs the article the publish test created');
  test.setTimeout(360_000);
  const prefix = `vitrine:e2e-prewarm-${Date.now().toString(36)}`;
  const redis = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: 1 });
  const withRedis = { PREWARM: 'false', REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_CACHE_PREFIX: prefix };
  try {
    // The previous test emptied the caches: this render is stored in Redis (only there, while it answers).
    let server = await startServer(withRedis);
    try {
      expect(await servedFromCache(publishedPath!)).toMatchObject({ status: 200, hit: false });
      await expect.poll(async () => (await redis.keys(`${prefix}:*entry*`)).some((key) => key.includes(publishedPath!)), { timeout: 10_000 }).toBe(true);
    } finally {
      await server.stop();
    }
    server = await startServer(withRedis);
    try {
      expect(server.output()).toContain('[cache] page caches kept');
      const answer = await servedFromCache(publishedPath!);
      expect(answer, answer.headers).toMatchObject({ status: 200, hit: true });
    } finally {
      await server.stop();
    }
  } finally {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
});
