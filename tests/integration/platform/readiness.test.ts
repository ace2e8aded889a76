import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GET as readyGet } from '@/app/api/ready/route';
import { openDb, setDbHandle } from '@/db/client';
import { resetEnvCache } from '@/lib/env';
import { describeNotReady, getReadiness, READY_CHECK_TIMEOUT_MS } from '@/lib/server/readiness';
import { closeSharedRedis } from '@/lib/server/redis';
import { noParams, request } from '@/tests/support/api';
import { createTestDb, type TestDb } from '@/tests/support/test-db';

// /api/ready: the database (and its migrations), Redis when REDIS_URL is set, the upload storage
// (S3 when S3_* are set). A check that fails or does not answer within 2 s is 'down', and the
// answer is 503 naming it.
let t: TestDb;
let dataDir: string;
const touched = ['REDIS_URL', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'DATA_DIR'];
const saved = Object.fromEntries(touched.map((k) => [k, process.env[k]]));

function setEnv(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvCache();
}

async function ready() {
  const started = Date.now();
  const res = await readyGet(request('/api/ready'), noParams);
  return { status: res.status, body: await res.json(), ms: Date.now() - started };
}

beforeAll(async () => {
  t = await createTestDb();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-ready-'));
});

beforeEach(() => {
  for (const k of touched) delete process.env[k];
  setEnv({ DATA_DIR: dataDir });
});

afterEach(async () => {
  await closeSharedRedis();
  setDbHandle(Promise.resolve(t.handle));
});

afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('/api/ready', () => {
  it('answers 200 naming each check when the database answers (no Redis, local storage)', async () => {
    const { status, body } = await ready();
    expect(status).toBe(200);
    expect(body).toEqual({
      error: false,
      data: { ready: true, database: 'ok', migrations: 'ok', redis: 'not configured', storage: 'ok', engine: t.engine },
    });
  });

  it('answers 503 naming the database when it is unreachable', async () => {
    const unreachable = await openDb({ databaseUrl: 'postgres://vitrine@127.0.0.1:1/nothing' });
    setDbHandle(Promise.resolve(unreachable));
    try {
      const { status, body, ms } = await ready();
      expect(status).toBe(503);
      expect(body).toMatchObject({ error: true, code: 503, message: 'Not ready: database is down' });
      expect(body.data).toMatchObject({ ready: false, database: 'down', migrations: 'unknown', storage: 'ok' });
      expect(ms).toBeLessThan(READY_CHECK_TIMEOUT_MS + 2_000);
    } finally {
      await unreachable.close().catch(() => undefined);
    }
  });

  it('answers 503 naming redis, within a few seconds, when REDIS_URL points at a closed port', async () => {
    setEnv({ REDIS_URL: 'redis://127.0.0.1:1' });
    const { status, body, ms } = await ready();
    expect(status).toBe(503);
    expect(body.message).toBe('Not ready: redis is down');
    expect(body.data).toMatchObject({ ready: false, database: 'ok', migrations: 'ok', redis: 'down', storage: 'ok' });
    expect(ms).toBeLessThan(READY_CHECK_TIMEOUT_MS + 2_000);
  });

  it('cuts a check that never answers at its time limit', async () => {
    // Accepts connections and never says a word: ioredis connects, then waits forever for Redis.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      setEnv({ REDIS_URL: `redis://127.0.0.1:${port}` });
      const started = Date.now();
      const readiness = await getReadiness({ timeoutMs: 800 });
      const ms = Date.now() - started;
      expect(readiness).toMatchObject({ ready: false, database: 'ok', redis: 'down' });
      expect(ms).toBeGreaterThanOrEqual(700);
      expect(ms).toBeLessThan(3_000);
    } finally {
      await closeSharedRedis();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  (process.env.TEST_REDIS_URL ? it : it.skip)('answers 200 with redis ok on a real Redis (TEST_REDIS_URL)', async () => {
    setEnv({ REDIS_URL: process.env.TEST_REDIS_URL! });
    const { status, body } = await ready();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ ready: true, database: 'ok', redis: 'ok', storage: 'ok' });
  });

  it('answers 503 naming storage when the S3 endpoint is unreachable', async () => {
    // A port nothing listens on (fetch refuses some ports outright, 1 among them: take a real free one).
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    setEnv({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'vitrine',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    const { status, body, ms } = await ready();
    expect(status).toBe(503);
    expect(body.message).toBe('Not ready: storage is down');
    expect(body.data).toMatchObject({ ready: false, database: 'ok', storage: 'down' });
    expect(ms).toBeLessThan(READY_CHECK_TIMEOUT_MS + 2_000);
  });

  it('names everything that is down, and pending migrations', () => {
    expect(
      describeNotReady({ ready: false, database: 'down', migrations: 'unknown', redis: 'down', storage: 'down' }),
    ).toBe('database, redis and storage are down');
    expect(describeNotReady({ ready: false, database: 'ok', migrations: 'pending', redis: 'ok', storage: 'ok' })).toBe(
      'migrations are pending',
    );
  });
});
