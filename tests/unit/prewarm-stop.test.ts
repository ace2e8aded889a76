/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The warm-up (server/prewarm.mjs) when the server begins to stop: it sends nothing more, cuts its own
// request in flight (which would hold the drain up), logs one line instead of a failure per page, and
// leaves the build unrecorded so that the next start warms up again. Its state is per module, so each
// test loads its own copy.

type Prewarm = typeof import('../../server/prewarm.mjs');
const PAGES = 40;
const HANGING_PAGE = '/p/2';

interface Site {
  server: Server;
  port: number;
  /** Paths requested, in order. */
  requested: string[];
  /** Resolves when the hanging page's request is closed by the client. */
  hangingClosed: Promise<number>;
}

async function startSite(): Promise<Site> {
  const requested: string[] = [];
  let closeHanging: (at: number) => void = () => {};
  const hangingClosed = new Promise<number>((resolve) => (closeHanging = resolve));
  const server = createServer((req: IncomingMessage, res) => {
    const url = req.url ?? '/';
    requested.push(url);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (url === '/sitemap.xml') {
      res.end(`<sitemapindex><sitemap><loc>${origin}/sitemap/0.xml</loc></sitemap></sitemapindex>`);
    } else if (url === '/sitemap/0.xml') {
      res.end(`<urlset>${Array.from({ length: PAGES }, (_, i) => `<url><loc>${origin}/p/${i}</loc></url>`).join('')}</urlset>`);
    } else if (url === HANGING_PAGE && process.env.PREWARM_TEST_HANG === '1') {
      // Never answered: only the client can end it.
      res.once('close', () => closeHanging(Date.now()));
    } else {
      setTimeout(() => res.end('ok'), 5);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, requested, hangingClosed };
}

function loadPrewarm(): Prewarm {
  let loaded: Prewarm | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module's state per test
    loaded = require('../../server/prewarm.mjs') as Prewarm;
  });
  return loaded!;
}

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

let dir: string;
let site: Site;
let logs: string[];
let warnings: string[];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-prewarm-'));
  logs = [];
  warnings = [];
  jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logs.push(args.join(' ')));
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
});

afterEach(async () => {
  jest.restoreAllMocks();
  delete process.env.PREWARM_TEST_HANG;
  site.server.closeAllConnections();
  await new Promise((resolve) => site.server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

test('without a stop, the warm-up renders every page of the sitemap and records the build', async () => {
  site = await startSite();
  const prewarm = loadPrewarm();
  const recordFile = path.join(dir, 'record.json');
  prewarm.startPrewarm({ port: site.port, recordFile, buildId: 'build-1', env: { NODE_ENV: 'test' } });
  await until(() => logs.some((line) => line.includes('warm-up finished')));
  expect(site.requested.filter((p) => p.startsWith('/p/'))).toHaveLength(PAGES);
  expect(existsSync(recordFile)).toBe(true);
  expect(warnings).toEqual([]);
});

test('stopping cuts the request in flight, sends nothing more, logs one line and records nothing', async () => {
  process.env.PREWARM_TEST_HANG = '1';
  site = await startSite();
  const prewarm = loadPrewarm();
  const recordFile = path.join(dir, 'record.json');
  prewarm.startPrewarm({ port: site.port, recordFile, buildId: 'build-1', env: { NODE_ENV: 'test' } });
  await until(() => site.requested.includes(HANGING_PAGE));

  const stoppedAt = Date.now();
  prewarm.stopPrewarm();
  // The hanging page's connection is closed by the lane at once, not after its 30 s time limit.
  expect((await site.hangingClosed) - stoppedAt).toBeLessThan(5_000);
  await until(() => logs.some((line) => line.includes('warm-up stopped')));
  expect(logs.find((line) => line.includes('warm-up stopped'))).toBe('[prewarm] warm-up stopped: the server is stopping (2/40 pages rendered; the next start goes on)');

  // Nothing more is requested, whether from the warm-up or from a change announced after the stop.
  const seen = site.requested.length;
  const registry = (globalThis as Record<symbol, { enqueue(paths: string[]): void } | undefined>)[Symbol.for('vitrine.prewarm')];
  registry?.enqueue(['/changed']);
  await new Promise((r) => setTimeout(r, 300));
  expect(site.requested).toHaveLength(seen);
  expect(site.requested).not.toContain('/changed');

  expect(warnings).toEqual([]);
  expect(existsSync(recordFile)).toBe(false);
  expect(prewarm.visitorsInFlight()).toBe(0);
});
