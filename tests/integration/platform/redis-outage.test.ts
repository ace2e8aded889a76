import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { POST as authPost } from '@/app/api/auth/auth/route';
import { POST as recoverPost } from '@/app/api/auth/recover-password/route';
import { POST as verifyCodePost } from '@/app/api/auth/verify-code/route';
import { POST as contactPost } from '@/app/api/contact/contact/route';
import { POST as subscribePost } from '@/app/api/newsletter/subscribe/route';
import { emailOutbox, leads, messages } from '@/db/schema';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { resetEnvCache } from '@/lib/env';
import { settleBackground } from '@/lib/jobs/background';
import en from '@/messages/en.json';
import { call, password, post } from '@/tests/support/api';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';
import { solvedAltcha } from '@/tests/support/proof-of-work';

// Degrade, never lose: with REDIS_URL set and its Redis stopped, sign-in, recovery, contact and
// newsletter keep working and keep their limits (the counters fall back to the database), and the
// counting goes back to Redis once it answers again. This file starts and stops its own redis-server.

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer) console.warn('redis-outage.test.ts skipped: no redis-server on PATH');
const describeWithRedis = hasRedisServer ? describe : describe.skip;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A redis-server of this test's own, in the foreground, nothing saved to disk. */
class TestRedis {
  private child?: ChildProcess;
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
      stdio: 'ignore',
    });
    const probe = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      for (let i = 0; i < 100; i++) {
        if (await probe.connect().then(() => probe.ping(), () => null)) return;
        probe.disconnect();
        await sleep(100);
      }
      throw new Error(`redis-server did not start on port ${this.port}`);
    } finally {
      probe.disconnect();
    }
  }

  /** Freezes the server (SIGSTOP): connections stay open and nothing answers. */
  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  resume(): void {
    this.child?.kill('SIGCONT');
  }

  /** SIGTERM, then SIGKILL if it has not exited within 5 s. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGCONT');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
}

let t: TestDb;
let redis: TestRedis;
/** A client of the test's own, to look into Redis (not the app's connection). */
let look: Redis;
const saved = { REDIS_URL: process.env.REDIS_URL, SMTP_URL: process.env.SMTP_URL };

const signIn = (email: string, secret: string, ip: string) => call(authPost, post('/api/auth/auth', { body: { email, password: secret }, ip }));
/** The login counters in Redis (none while the test's client is not connected yet). */
const counterKeys = () => look.keys('vitrine:login:*').catch(() => [] as string[]);

describeWithRedis('a Redis outage', () => {
  beforeAll(async () => {
    redis = new TestRedis(await freePort());
    await redis.start();
    look = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
    look.on('error', () => undefined);
    await look.connect();
    process.env.AUTH_SECRET = 'integration-test-secret-0123456789-abcdefghij';
    process.env.REDIS_URL = redis.url;
    delete process.env.SMTP_URL;
    delete process.env.STAFF_DEVICE_VERIFICATION;
    resetEnvCache();
    await resetLoginThrottle();
    t = await createTestDb();
  });
  afterAll(async () => {
    await resetLoginThrottle();
    look?.disconnect();
    await redis?.stop();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvCache();
    await t?.close();
  });

  it('keeps sign-in, its limit, recovery and the public forms working, then counts in Redis again once it is back', async () => {
    const email = `ana-${randomUUID().slice(0, 8)}@example.com`;
    await createUser(t.db, { email, password, role: 'operational' });

    // Redis up: a failure is counted there.
    expect((await signIn(email, 'Wrong-pass-1', '10.20.0.1')).status).toBe(401);
    expect(await counterKeys()).toContain(`vitrine:login:acct:${email}`);
    expect((await signIn(email, password, '10.20.0.1')).status).toBe(200);

    await redis.stop();

    // The right password signs in.
    const right = await signIn(email, password, '10.20.0.2');
    expect(right.status).toBe(200);
    expect(right.body.token).toEqual(expect.any(String));

    // Wrong passwords are still limited: five are checked, the sixth is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(email, 'Wrong-pass-1', '10.20.0.3')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    // The contact message is stored and in the inbox.
    const contact = await call(
      contactPost,
      post('/api/contact/contact', {
        body: { name: 'Maria Souza', email: 'maria@example.com', company: 'Acme', subject: 'Orçamento', message: 'Olá', altcha: await solvedAltcha() },
        ip: '10.20.0.4',
      }),
    );
    expect(contact.status).toBe(201);
    const [message] = await t.db.select().from(messages).where(eq(messages.email, 'maria@example.com'));
    expect(message).toMatchObject({ isSpam: false, isDeleted: false, subject: 'Orçamento' });

    // The newsletter signup is stored.
    const signup = await call(subscribePost, post('/api/newsletter/subscribe', { body: { email: 'joao@example.com', altcha: await solvedAltcha() }, ip: '10.20.0.4' }));
    expect(signup.status).toBe(200);
    expect(signup.body.message).toBe(en.Newsletter.checkEmail);
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'joao@example.com'));
    expect(lead).toMatchObject({ newsletterStatus: 'pending', isSpam: false });

    // The recovery request answers as usual, and the emailed code opens the reset screen.
    const recovery = await call(recoverPost, post('/api/auth/recover-password', { body: { email }, ip: '10.20.0.5' }));
    await settleBackground();
    expect(recovery).toEqual({ status: 200, body: { error: false, message: en.Success.recoveryEmailSent, data: null } });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'password-recovery'));
    const code = /^(\d{6})$/m.exec(mail.text)?.[1] as string;
    const verified = await call(verifyCodePost, post('/api/auth/verify-code', { body: { email, code }, ip: '10.20.0.5' }));
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({ id: expect.any(Number), token: expect.any(String) });

    // Redis comes back (empty): the counting returns to it once it answers.
    await redis.start();
    let back = false;
    for (let i = 0; i < 60 && !back; i++) {
      const probe = `probe-${i}-${randomUUID().slice(0, 8)}@example.com`;
      expect((await signIn(probe, 'Wrong-pass-1', `10.20.1.${i + 1}`)).status).toBe(401);
      back = (await counterKeys()).includes(`vitrine:login:acct:${probe}`);
      if (!back) await sleep(250);
    }
    expect(back).toBe(true);
  });

  it('does not wait on a Redis that stops answering: the sign-in still succeeds, then Redis counts again once it answers', async () => {
    const email = `bo-${randomUUID().slice(0, 8)}@example.com`;
    await createUser(t.db, { email, password, role: 'operational' });
    redis.pause();
    try {
      expect((await signIn(email, password, '10.20.2.1')).status).toBe(200);
      expect((await signIn(email, 'Wrong-pass-1', '10.20.2.1')).status).toBe(401);
    } finally {
      redis.resume();
    }
    let back = false;
    for (let i = 0; i < 60 && !back; i++) {
      const probe = `again-${i}-${randomUUID().slice(0, 8)}@example.com`;
      expect((await signIn(probe, 'Wrong-pass-1', `10.20.3.${i + 1}`)).status).toBe(401);
      back = (await counterKeys()).includes(`vitrine:login:acct:${probe}`);
      if (!back) await sleep(250);
    }
    expect(back).toBe(true);
  });
});
