import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import postgres from 'postgres';

// The production server (server/server.mjs, from the build the e2e run made) on PostgreSQL with
// WEB_CONCURRENCY=2 and no Redis: a primary and two workers behind one port (server/cluster.mjs).
// Both workers answer; a change made through one is seen through every worker within a second (the
// expiry is relayed over the cluster's channel, server/cluster-messages.mjs); a killed worker is
// replaced; SIGTERM stops them all and the primary exits 0. Its own fresh database, stopped by PID.
// Runs where PostgreSQL is given (DATABASE_URL, as in CI).
const baseDatabaseUrl = process.env.DATABASE_URL;
const port = Number(process.env.E2E_CLUSTER_PORT ?? 3421);
const baseURL = `http://127.0.0.1:${port}`;
const databaseName = 'vitrine_cluster';
const admin = { email: 'cluster@vitrine.test', password: 'Clu5ter-Passw0rd!' };
const WITHIN_MS = 1_000;

test.describe.configure({ mode: 'serial' });
test.skip(!baseDatabaseUrl, 'needs PostgreSQL (DATABASE_URL)');

let child: ChildProcess | undefined;
let output = '';
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
let dataDir = '';
let token = '';

function databaseUrl(): string {
  const url = new URL(baseDatabaseUrl!);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function dropAndCreate(create: boolean) {
  const sql = postgres(baseDatabaseUrl!, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists ${databaseName} with (force)`);
    if (create) await sql.unsafe(`create database ${databaseName}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

interface Answer {
  status: number;
  worker: string;
  /** Served from a page copy (server/page-cache.mjs), not by Next. */
  copy: boolean;
  html: string;
}

/**
 * A GET on a connection of its own: the primary hands out connections, not requests, so a kept-alive
 * connection would always reach the same worker.
 */
function get(pathname: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${baseURL}${pathname}`,
      { agent: false, headers: { accept: 'text/html', 'accept-language': 'pt-BR,pt;q=0.9', connection: 'close' } },
      (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (html += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, worker: String(res.headers['x-vitrine-worker'] ?? ''), copy: res.headers['x-vitrine-page-cache'] === 'HIT', html }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** Requests `pathname` until both workers have answered `times` times each; answers every answer. */
async function fromBothWorkers(pathname: string, times = 2): Promise<Answer[]> {
  const answers: Answer[] = [];
  const count = (worker: string) => answers.filter((a) => a.worker === worker).length;
  for (let i = 0; i < 40 && (count('1') < times || count('2') < times); i++) answers.push(await get(pathname));
  expect(count('1'), `worker 1 answered ${pathname}`).toBeGreaterThanOrEqual(times);
  expect(count('2'), `worker 2 answered ${pathname}`).toBeGreaterThanOrEqual(times);
  return answers;
}

/** The pid the primary logged for worker `id` as it became ready (the last one, after a replacement). */
function workerPid(id: number): number | undefined {
  const pids = [...output.matchAll(new RegExp(`worker ${id} \\(pid (\\d+)\\) ready`, 'g'))].map((m) => Number(m[1]));
  return pids.at(-1);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function signIn(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${baseURL}/api/auth/auth`, { data: admin });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-cluster-'));
  await dropAndCreate(true);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: baseURL,
    DATABASE_URL: databaseUrl(),
    WEB_CONCURRENCY: '2',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    AUTH_SECRET: 'e2e-cluster-auth-secret-not-for-production-use-000',
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  // No Redis: the workers must agree through the cluster alone.
  for (const name of ['REDIS_URL', 'CDN_PURGE_URL', 'S3_ENDPOINT', 'S3_BUCKET']) delete env[name];
  child = spawn(process.execPath, ['server/server.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  exited = new Promise((resolve) => child!.once('exit', (code, signal) => resolve({ code, signal })));
  await waitFor('the two workers are ready', () => output.includes('(2 workers,') || child!.exitCode !== null, 180_000);
  expect(child.exitCode, output).toBeNull();
});

test.afterAll(async () => {
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    process.kill(child.pid, 'SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(r, 20_000, false))]);
    if (!stopped) process.kill(child.pid, 'SIGKILL');
  }
  for (const id of [1, 2]) {
    const pid = workerPid(id);
    if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
  }
  if (baseDatabaseUrl) await dropAndCreate(false).catch(() => undefined);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server output', { body: output, contentType: 'text/plain' });
});

test('both workers answer, each naming itself', async () => {
  const answers = await fromBothWorkers('/api/health', 3);
  expect(answers.every((a) => a.status === 200)).toBe(true);
  expect(new Set(answers.map((a) => a.worker))).toEqual(new Set(['1', '2']));
  expect(workerPid(1)).not.toBe(workerPid(2));
});

test('a page one worker rendered is served by the other from its copy, without Next', async () => {
  // A search result page: no warm-up or re-render asks for it, so only this test's requests render it.
  const pathname = `/list-article-results/${encodeURIComponent(`copia${Date.now().toString(36)}`)}`;
  const first = await get(pathname);
  expect(first.status).toBe(200);
  expect(first.copy).toBe(false);
  // The copy's file is written after the answer.
  await new Promise((resolve) => setTimeout(resolve, 500));
  let other: Answer | undefined;
  for (let i = 0; i < 40 && !other; i++) {
    const answer = await get(pathname);
    if (answer.worker !== first.worker) other = answer;
  }
  expect(other, 'the other worker answered').toBeDefined();
  expect(other!.copy).toBe(true);
  expect(other!.html).toBe(first.html);
});

test('an article published through one worker is on the blog through every worker within 1 s', async ({ request }) => {
  token = await signIn(request);
  const bearer = { authorization: `Bearer ${token}` };
  const categories = await request.post(`${baseURL}/api/category/categories-list`, { data: {}, headers: bearer });
  const categoryId: number = (await categories.json()).data.items[0].id;
  const title = `Dois núcleos ${Date.now().toString(36)}`;
  const created = await request.post(`${baseURL}/api/article/article`, {
    data: { title, content: '<p>Publicado por um processo, lido pelos dois.</p>', categories: [categoryId], image: '/uploads/cover.webp' },
    headers: bearer,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, unique_key: key } = (await created.json()).data;

  // Both workers have the blog cached (in Next and in their page copies) without it.
  for (const answer of await fromBothWorkers('/blog', 3)) {
    expect(answer.status).toBe(200);
    expect(answer.html).not.toContain(title);
  }

  const publish = await request.put(`${baseURL}/api/article/article-change-status/${id}/${key}`, { data: { status: 'published' }, headers: bearer });
  expect(publish.ok(), await publish.text()).toBeTruthy();
  const published = Date.now();
  // The first round of requests (from both workers) sent after `published` that all show it.
  const seenAfter = await (async () => {
    for (;;) {
      const sent = Date.now();
      const answers = await fromBothWorkers('/blog', 2);
      if (answers.every((a) => a.html.includes(title))) return sent - published;
      if (Date.now() - published > 5_000) throw new Error('not on every worker within 5 s');
    }
  })();
  expect(seenAfter).toBeLessThan(WITHIN_MS);
  for (const answer of await fromBothWorkers(`/post/${key}/${id}`, 2)) expect(answer.html).toContain(title);
});

test('a killed worker is replaced, and the new one answers', async () => {
  test.setTimeout(120_000);
  const before = workerPid(2)!;
  expect(before).toBeGreaterThan(0);
  process.kill(before, 'SIGKILL');
  await waitFor('worker 2 is replaced', () => {
    const now = workerPid(2);
    return now !== undefined && now !== before;
  });
  expect(output).toMatch(/worker 2 \(pid \d+\) stopped unexpectedly \(signal SIGKILL\)/);
  const answers = await fromBothWorkers('/api/health', 2);
  expect(answers.every((a) => a.status === 200)).toBe(true);
});

test('SIGTERM stops every worker and the primary exits 0', async () => {
  test.setTimeout(60_000);
  const workers = [workerPid(1)!, workerPid(2)!];
  process.kill(child!.pid!, 'SIGTERM');
  const { code, signal } = await exited;
  expect({ code, signal }, output).toEqual({ code: 0, signal: null });
  for (const pid of workers) expect(alive(pid), `worker pid ${pid}`).toBe(false);
  expect(output).toContain('received SIGTERM: stopping 2 worker(s)');
});
