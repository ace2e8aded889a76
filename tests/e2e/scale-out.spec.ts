import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { AwsClient } from 'aws4fetch';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import S3rver from 's3rver';
import sharp from 'sharp';

// Two production servers (server/server.mjs, from the build the e2e run made) behind no balancer, on
// one fresh PostgreSQL database, one Redis database and one S3-compatible bucket (s3rver): what a
// deployer runs past one small server. They must behave as one site: a change made through one is
// seen through the other within a second, whatever each had cached. Everything listens on 127.0.0.1
// and is stopped at the end (the servers by PID). Runs where PostgreSQL and Redis are given
// (DATABASE_URL and TEST_REDIS_URL, as in CI).
const baseDatabaseUrl = process.env.DATABASE_URL;
const redisBase = process.env.TEST_REDIS_URL;
const ports = [Number(process.env.E2E_SCALE_OUT_PORT_A ?? 4101), Number(process.env.E2E_SCALE_OUT_PORT_B ?? 4102)];
const [urlA, urlB] = ports.map((port) => `http://127.0.0.1:${port}`);
const databaseName = 'vitrine_scaleout';
// A Redis database of its own (emptied before and after), so that nothing else's keys get in the way.
const REDIS_DB = 11;
const admin = { email: 'scale-out@vitrine.test', password: 'Scale-0ut-Passw0rd!' };
const WITHIN_MS = 1_000;
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

test.describe.configure({ mode: 'serial' });
test.skip(!baseDatabaseUrl || !redisBase, 'needs PostgreSQL (DATABASE_URL) and Redis (TEST_REDIS_URL)');

interface Instance {
  url: string;
  child: ChildProcess;
  output: () => string;
}

const instances: Instance[] = [];
let s3: S3rver | undefined;
let dataDir = '';
let storageOf: { endpoint: string; bucket: string };
let token = '';

function databaseUrl(): string {
  const url = new URL(baseDatabaseUrl!);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

function redisUrl(): string {
  const url = new URL(redisBase!);
  url.pathname = `/${REDIS_DB}`;
  return url.toString();
}

async function freshDatabase() {
  const sql = postgres(baseDatabaseUrl!, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists ${databaseName} with (force)`);
    await sql.unsafe(`create database ${databaseName}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function emptyRedis() {
  const redis = new Redis(redisUrl(), { maxRetriesPerRequest: 1 });
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

async function startS3(): Promise<{ endpoint: string; bucket: string }> {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dataDir, 's3') });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = 'vitrine-scale-out';
  const client = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', service: 's3', region: 'us-east-1', retries: 0 });
  const created = await client.fetch(`${endpoint}/${bucket}`, { method: 'PUT' });
  if (!created.ok) throw new Error(`could not create the bucket: ${created.status}`);
  return { endpoint, bucket };
}

async function startInstance(
  port: number,
  storage: { endpoint: string; bucket: string },
  options: { redisUrl?: string; readyPath?: string } = {},
): Promise<Instance> {
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    // A specific address (what a deployer behind a proxy sets), not 0.0.0.0.
    HOST: '127.0.0.1',
    // One public address for the site, whichever instance answers.
    SITE_URL: urlA,
    DATABASE_URL: databaseUrl(),
    REDIS_URL: options.redisUrl ?? redisUrl(),
    S3_ENDPOINT: storage.endpoint,
    S3_BUCKET: storage.bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    // Each its own (empty) local folder: nothing may be shared through the disk.
    DATA_DIR: path.join(dataDir, `disk-${port}`),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    AUTH_SECRET: 'e2e-scale-out-auth-secret-not-for-production-0000',
    LOG_LEVEL: 'warn',
    // Two instances of one process each: the instances, not the workers, are what this journey is about.
    WEB_CONCURRENCY: '1',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.CDN_PURGE_URL;
  const child = spawn(process.execPath, ['server/server.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const instance = { url, child, output: () => output };
  instances.push(instance);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch(`${url}${options.readyPath ?? '/api/ready'}`).then((r) => r.ok, () => false);
    if (ready) return instance;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server on ${port} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function stopInstance(instance: Instance) {
  const { child } = instance;
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid, 'SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(r, 15_000, false))]);
  if (!stopped) process.kill(child.pid, 'SIGKILL');
}

/**
 * Polls `check` until it holds; answers how long after `since` the first request that saw it was
 * sent (what a visitor arriving then gets: the render of that request is not the propagation), or
 * fails after 5 s.
 */
async function within(since: number, check: () => Promise<boolean>): Promise<number> {
  for (;;) {
    const sent = Date.now();
    if (await check()) return Math.max(0, sent - since);
    if (Date.now() - since > 5_000) throw new Error('not seen within 5 s');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function page(url: string): Promise<{ status: number; html: string; setCookie: string | null; cache: string | null }> {
  const res = await fetch(url, { headers: { 'user-agent': chrome, accept: 'text/html', 'accept-language': 'pt-BR,pt;q=0.9' }, redirect: 'manual' });
  return { status: res.status, html: await res.text(), setCookie: res.headers.get('set-cookie'), cache: res.headers.get('cache-control') };
}

async function signIn(request: APIRequestContext, base: string): Promise<string> {
  const res = await request.post(`${base}/api/auth/auth`, { data: admin });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token;
}

const bearer = () => ({ authorization: `Bearer ${token}` });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-scale-out-'));
  await freshDatabase();
  await emptyRedis();
  const storage = await startS3();
  storageOf = storage;
  // A first (it migrates and seeds the empty database), then B on the database A prepared.
  await startInstance(ports[0], storage);
  await startInstance(ports[1], storage);
});

test.afterAll(async () => {
  for (const instance of instances) await stopInstance(instance);
  await s3?.close();
  if (baseDatabaseUrl && redisBase) {
    await emptyRedis().catch(() => undefined);
    const sql = postgres(baseDatabaseUrl, { max: 1, onnotice: () => {} });
    await sql.unsafe(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
    await sql.end({ timeout: 5 });
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('anonymous public pages carry no cookie, on both instances', async () => {
  for (const base of [urlA, urlB]) {
    for (const pathname of ['/', '/blog', '/en/blog', '/faq']) {
      const answer = await page(`${base}${pathname}`);
      expect(answer.status, `${base}${pathname}`).toBe(200);
      expect(answer.setCookie, `${base}${pathname}`).toBeNull();
      expect(answer.cache, `${base}${pathname}`).toMatch(/^public, s-maxage=\d+/);
    }
  }
});

test('an article published on A is on B’s blog within 1 s; unpublished on B, A answers 404 within 1 s', async ({ request }) => {
  token = await signIn(request, urlA);
  const categories = await request.post(`${urlA}/api/category/categories-list`, { data: {}, headers: bearer() });
  const categoryId: number = (await categories.json()).data.items[0].id;
  const title = `Escala ${Date.now().toString(36)}`;
  const created = await request.post(`${urlA}/api/article/article`, {
    data: { title, content: '<p>Publicado em uma instância, lido na outra.</p>', categories: [categoryId], image: '/uploads/cover.webp' },
    headers: bearer(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, unique_key: key } = (await created.json()).data;
  const articlePath = `/post/${key}/${id}`;

  // Both instances have the blog (and the draft's 404) cached, in Next and in front of it.
  for (const base of [urlA, urlB]) {
    for (let i = 0; i < 3; i++) expect((await page(`${base}/blog`)).html).not.toContain(title);
    expect((await page(`${base}${articlePath}`)).status).toBe(404);
  }

  const publish = await request.put(`${urlA}/api/article/article-change-status/${id}/${key}`, { data: { status: 'published' }, headers: bearer() });
  expect(publish.ok(), await publish.text()).toBeTruthy();
  const published = Date.now();
  const onB = await within(published, async () => (await page(`${urlB}/blog`)).html.includes(title));
  expect(onB).toBeLessThan(WITHIN_MS);
  expect((await page(`${urlB}${articlePath}`)).status).toBe(200);
  // A serves it too, and both keep serving it from their caches.
  for (let i = 0; i < 3; i++) expect((await page(`${urlA}${articlePath}`)).html).toContain(title);

  const unpublish = await request.put(`${urlB}/api/article/article-change-status/${id}/${key}`, { data: { status: 'draft' }, headers: bearer() });
  expect(unpublish.ok(), await unpublish.text()).toBeTruthy();
  const unpublished = Date.now();
  const goneOnA = await within(unpublished, async () => (await page(`${urlA}${articlePath}`)).status === 404);
  expect(goneOnA).toBeLessThan(WITHIN_MS);
  expect((await page(`${urlA}/blog`)).html).not.toContain(title);
});

test('a repeated search is served from a copy; an article published on B shows in A’s results within 1 s', async ({ request }) => {
  token ||= await signIn(request, urlA);
  const word = `zebrafrase${Date.now()}`;
  const results = `${urlA}/list-article-results/${word}`;
  const search = () => fetch(results, { headers: { 'user-agent': chrome, accept: 'text/html', 'accept-language': 'pt-BR' } });
  const first = await search();
  expect(first.status).toBe(200);
  expect(first.headers.get('x-vitrine-page-cache')).toBeNull();
  const firstHtml = await first.text();
  const second = await search();
  expect(second.headers.get('x-vitrine-page-cache')).toBe('HIT');
  expect(await second.text()).toBe(firstHtml);

  const categories = await request.post(`${urlB}/api/category/categories-list`, { data: {}, headers: bearer() });
  const categoryId: number = (await categories.json()).data.items[0].id;
  const title = `Busca em cópia ${word}`;
  const created = await request.post(`${urlB}/api/article/article`, {
    data: { title, content: `<p>O termo ${word} aparece aqui.</p>`, categories: [categoryId], image: '/uploads/cover.webp' },
    headers: bearer(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, unique_key: key } = (await created.json()).data;
  const publish = await request.put(`${urlB}/api/article/article-change-status/${id}/${key}`, { data: { status: 'published' }, headers: bearer() });
  expect(publish.ok(), await publish.text()).toBeTruthy();
  const published = Date.now();
  const onA = await within(published, async () => (await (await search()).text()).includes(title));
  expect(onA).toBeLessThan(WITHIN_MS);
});

test('an article scheduled on A appears on B when its time comes (the in-server job, one instance at a time)', async ({ request }) => {
  test.setTimeout(60_000);
  const categories = await request.post(`${urlA}/api/category/categories-list`, { data: {}, headers: bearer() });
  const categoryId: number = (await categories.json()).data.items[0].id;
  const title = `Agendado ${Date.now().toString(36)}`;
  const created = await request.post(`${urlA}/api/article/article`, {
    data: { title, content: '<p>Sai sozinho na hora marcada.</p>', categories: [categoryId], image: '/uploads/cover.webp' },
    headers: bearer(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, unique_key: key } = (await created.json()).data;
  const due = Date.now() + 4_000;
  const scheduled = await request.put(`${urlA}/api/article/article-change-status/${id}/${key}`, {
    data: { status: 'published', published_at: new Date(due).toISOString() },
    headers: bearer(),
  });
  expect(scheduled.ok(), await scheduled.text()).toBeTruthy();
  // Both cache the blog without it until then.
  for (const base of [urlA, urlB]) for (let i = 0; i < 2; i++) expect((await page(`${base}/blog`)).html).not.toContain(title);
  for (;;) {
    if ((await page(`${urlB}/blog`)).html.includes(title)) break;
    expect(Date.now() - due, 'shown within the job interval (15 s) after its time').toBeLessThan(16_000);
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(Date.now()).toBeGreaterThanOrEqual(due);
  expect((await page(`${urlA}/post/${key}/${id}`)).status).toBe(200);
  expect((await page(`${urlB}/feed.xml`)).html).toContain(title);
});

test('a WhatsApp setting saved on A shows on B’s pages within 1 s', async ({ request }) => {
  const digits = `55119${String(Date.now()).slice(-8)}`;
  for (let i = 0; i < 3; i++) expect((await page(`${urlB}/`)).html).not.toContain(`wa.me/${digits}`);
  const saved = await request.put(`${urlA}/api/whatsapp/whatsapp-setting`, {
    data: { phone: `+${digits}`, message: 'Olá! Vim pelo site.' },
    headers: bearer(),
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const at = Date.now();
  const onB = await within(at, async () => (await page(`${urlB}/`)).html.includes(`wa.me/${digits}`));
  expect(onB).toBeLessThan(WITHIN_MS);
  expect((await page(`${urlB}/blog`)).html).toContain(`wa.me/${digits}`);
});

test('a redirect created through the API on A is served (301 + Location) within 1 s by both', async ({ request }) => {
  token ||= await signIn(request, urlA);
  const from = `/escala-antigo-${Date.now().toString(36)}`;
  const moved = async (base: string) => {
    const res = await fetch(`${base}${from}`, { headers: { 'user-agent': chrome, accept: 'text/html' }, redirect: 'manual' });
    return res.status === 301 && res.headers.get('location') === '/blog';
  };
  // Both have looked at the table (and counted the 404) before.
  for (const base of [urlA, urlB]) expect((await page(`${base}${from}`)).status).toBe(404);
  const created = await request.post(`${urlA}/api/redirect/redirect`, { data: { from, to: '/blog' }, headers: bearer() });
  expect(created.status(), await created.text()).toBe(201);
  const at = Date.now();
  const onB = await within(at, () => moved(urlB));
  expect(onB).toBeLessThan(WITHIN_MS);
  expect(await moved(urlA)).toBe(true);
});

test('an image uploaded on A is served by B (the bucket, not A’s disk)', async ({ request }) => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer();
  const uploaded = await request.post(`${urlA}/api/upload`, {
    headers: bearer(),
    multipart: { file: { name: 'scale.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = (await uploaded.json()).data;
  const onB = await fetch(new URL(url, urlB));
  expect(onB.status).toBe(200);
  expect(onB.headers.get('content-type')).toBe('image/webp');
  const meta = await sharp(Buffer.from(await onB.arrayBuffer())).metadata();
  expect([meta.width, meta.height]).toEqual([64, 48]);
});

test('a session signed out on A is refused by B', async ({ request }) => {
  const session = await signIn(request, urlB);
  expect((await request.get(`${urlB}/api/user/sessions`, { headers: { authorization: `Bearer ${session}` } })).status()).toBe(200);
  const out = await request.post(`${urlA}/api/auth/auth/logout`, { headers: { authorization: `Bearer ${session}` } });
  expect(out.ok(), await out.text()).toBeTruthy();
  expect((await request.get(`${urlB}/api/user/sessions`, { headers: { authorization: `Bearer ${session}` } })).status()).toBe(401);
  expect((await request.get(`${urlA}/api/user/sessions`, { headers: { authorization: `Bearer ${session}` } })).status()).toBe(401);
});

test('failed sign-ins alternating between A and B are counted together: the 6th is refused', async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await request.post(`${i % 2 === 0 ? urlA : urlB}/api/auth/auth`, { data: { email: admin.email, password: `Wrong-Passw0rd-${i}` } });
    statuses.push(res.status());
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});

test('with Redis down, an instance keeps serving public pages from its own cache', async () => {
  test.setTimeout(120_000);
  // Nothing listens on port 1: every Redis command fails at once.
  const port = Number(process.env.E2E_SCALE_OUT_PORT_C ?? 4103);
  const c = await startInstance(port, storageOf, { redisUrl: 'redis://127.0.0.1:1/0', readyPath: '/api/health' });
  const ready = await fetch(`${c.url}/api/ready`);
  expect(ready.status).toBe(503);
  expect(JSON.stringify(await ready.json())).toContain('redis');
  for (const pathname of ['/', '/blog', '/en/blog', '/faq']) {
    for (let i = 0; i < 3; i++) {
      const answer = await page(`${c.url}${pathname}`);
      expect(answer.status, pathname).toBe(200);
      expect(answer.setCookie, pathname).toBeNull();
    }
  }
  expect(c.output()).toContain('caching per instance');
  await stopInstance(c);
});
