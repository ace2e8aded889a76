import { invoke } from '@/tests/support/operations';
import { categoryOperations } from '@/lib/categories/operations';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolveSession } from '@/lib/auth/sessions';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { cdnPurgeKey } from '@/lib/cache/cdn-purge';
import { resetEnvCache } from '@/lib/env';
import { settleBackground } from '@/lib/jobs/background';
import { signedIn } from '@/tests/support/api';
import { createTestDb, type TestDb } from '@/tests/support/test-db';

// CDN_PURGE_URL: every cache-tag expiry of a command is POSTed to the deployer's purge endpoint,
// signed with a key derived from AUTH_SECRET. The receiver is a real HTTP server on 127.0.0.1.
const SECRET = 'cdn-purge-test-secret-0123456789-abcdefghijk';
let t: TestDb;
let receiver: Server;
const received: { headers: IncomingMessage['headers']; body: string }[] = [];
const saved = { url: process.env.CDN_PURGE_URL, secret: process.env.AUTH_SECRET };

async function actor() {
  const admin = await signedIn(t.db, 'admin');
  const lookup = await resolveSession(admin.token);
  if (lookup.state !== 'valid') throw new Error('no admin session');
  return lookup.user;
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  process.env.AUTH_SECRET = SECRET;
  t = await createTestDb();
  await resetLoginThrottle();
});
afterAll(async () => {
  if (saved.url === undefined) delete process.env.CDN_PURGE_URL;
  else process.env.CDN_PURGE_URL = saved.url;
  process.env.AUTH_SECRET = saved.secret;
  resetEnvCache();
  await resetLoginThrottle();
  await t.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('CDN purge webhook', () => {
  it('POSTs the tags a command expires, signed with the AUTH_SECRET-derived key', async () => {
    process.env.CDN_PURGE_URL = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/purge`;
    resetEnvCache();
    received.length = 0;
    await invoke(categoryOperations.create, await actor(), { input: { name: 'Purged', description: 'x', text_color: '#ffffff', background_color: '#1e3a8a' } });
    await settleBackground();

    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call.headers['content-type']).toBe('application/json');
    const body = JSON.parse(call.body) as { tags: string[]; at: string };
    expect(body.tags).toEqual(expect.arrayContaining(['categories', 'articles']));
    expect(Number.isNaN(Date.parse(body.at))).toBe(false);
    // What a receiver does: derive the key from the shared AUTH_SECRET and compare the signature.
    const key = createHmac('sha256', SECRET).update('vitrine:cdn-purge').digest('hex');
    expect(cdnPurgeKey(SECRET)).toBe(key);
    expect(call.headers['x-vitrine-signature']).toBe(`sha256=${createHmac('sha256', key).update(call.body).digest('hex')}`);
  });

  it('sends nothing without CDN_PURGE_URL, and a dead endpoint does not fail the command', async () => {
    delete process.env.CDN_PURGE_URL;
    resetEnvCache();
    received.length = 0;
    await invoke(categoryOperations.create, await actor(), { input: { name: 'Quiet', description: 'x', text_color: '#ffffff', background_color: '#1e3a8a' } });
    await settleBackground();
    expect(received).toHaveLength(0);

    process.env.CDN_PURGE_URL = 'http://127.0.0.1:1/purge';
    resetEnvCache();
    const created = await invoke(categoryOperations.create, await actor(), { input: { name: 'Still saved', description: 'x', text_color: '#ffffff', background_color: '#1e3a8a' } });
    await settleBackground();
    expect(created.name).toBe('Still saved');
  });
});
