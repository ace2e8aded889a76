// The production server: Next's request handler behind a plain Node HTTP server, so the client's
// address comes from the socket. Forwarding headers are believed only with TRUST_PROXY=true;
// otherwise a client could pick any address and walk around the per-address login limit.
import cluster from 'node:cluster';
import { createServer, get as httpGet } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keepOrEmptyPageCaches, keepTagExpiries } from './cache-epoch.mjs';
import { applyCdnHeaders } from './cdn-headers.mjs';
import { planWorkers, runPrimary } from './cluster.mjs';
import { announceReady, shutdownSignal } from './cluster-messages.mjs';
import { cacheKey, createPageCache } from './page-cache.mjs';
import { removeLeftoverCopies } from './page-copies-on-disk.mjs';
import { unroutablePath } from './percent-paths.mjs';
import { countVisitor, startPrewarm, stopPrewarm, visitorsInFlight } from './prewarm.mjs';
import { enforceSecureTransport, isHttpsSite } from './secure-transport.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '0.0.0.0';
const trustProxy = ['true', '1', 'yes'].includes(String(process.env.TRUST_PROXY || '').toLowerCase());
const CLIENT_IP_HEADER = 'x-vitrine-client-ip';
const forwardingHeaders = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

// Public pages are cached on disk by Next (their data reads and their HTML), outliving the process:
// kept across restarts unless something they were rendered from changed (server/cache-epoch.mjs).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// This process is the whole server, or (with DATABASE_URL and more than one core or WEB_CONCURRENCY)
// the primary of its workers (server/cluster.mjs), which never loads Next: it clears the caches once,
// forks the workers (each runs this file again, past this block) and exits when they have stopped.
const workerId = cluster.isWorker ? process.env.VITRINE_WORKER_ID || String(cluster.worker?.id ?? '') : '';
// The file tier of the page copies: one folder per server (its primary's process id), one per process in it.
const pageCopiesFolder = path.join(root, '.next', 'cache', 'vitrine-page-copies');
if (cluster.isPrimary) {
  // DATABASE_URL and WEB_CONCURRENCY may come from .env files, as Next reads them (production mode).
  createRequire(import.meta.url)('@next/env').loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const plan = planWorkers(process.env, os.availableParallelism());
  if (plan.note) console.log(plan.note);
  // Once, before any worker starts: keep the page caches or empty them (server/cache-epoch.mjs). It sets
  // VITRINE_CACHE_EPOCH and VITRINE_CACHE_BUILD_ID, which the workers inherit.
  await keepOrEmptyPageCaches(root);
  // The page copies' files (server/page-copies-on-disk.mjs) never outlive the server that wrote them.
  removeLeftoverCopies(pageCopiesFolder);
  if (plan.workers > 1) process.exit(await runPrimary({ workers: plan.workers, port, hostname }));
}

// Each worker's own copy of Next's tag list reads and writes the expiries kept beside the cache.
if (cluster.isWorker) keepTagExpiries(root);

const { default: next } = await import('next');
const { processSharedCache } = await import('./cache-handler.mjs');

// No hostname: given one, Next builds absolute rewrite URLs on "localhost" and treats the
// locale rewrite of a request made to another name (127.0.0.1) as external, a redirect loop.
const app = next({ dev: false, port });
const handle = app.getRequestHandler();

// The closers lib/server/shutdown.ts registers (name → closer) on this process's globalThis.
const shutdownRegistry = /** @type {{ __vitrineShutdown?: Map<string, () => unknown> }} */ (globalThis);

/** @param {import('node:http').IncomingMessage} req */
function clientAddress(req) {
  const socketAddress = (req.socket.remoteAddress || 'unknown').replace(/^::ffff:/, '');
  if (!trustProxy) return socketAddress;
  const forwarded = String(req.headers['x-forwarded-for'] || '').split(',')[0].trim();
  return forwarded || socketAddress;
}

const started = Date.now();
await app.prepare();
// Read after Next has loaded the .env files.
const httpsSite = isHttpsSite(process.env.SITE_URL);

const pageCache =
  process.env.PAGE_CACHE === 'false'
    ? null
    : createPageCache({
        disk: { root: path.join(pageCopiesFolder, String(cluster.isWorker ? process.ppid : process.pid)), name: workerId ? `worker-${workerId}` : 'server' },
      });

// With REDIS_URL, connect to the shared cache now rather than at the first cached page: from the
// start this instance hears the expiries announced by the others (server/cache-handler.mjs).
const sharedCache = processSharedCache(path.join(root, '.next', 'server'));
if (sharedCache) {
  shutdownRegistry.__vitrineShutdown ??= new Map();
  shutdownRegistry.__vitrineShutdown.set('shared cache', () => sharedCache.close());
}

// SITE_URL names the site in links, canonical URLs and emails. Unset, it is the embedded default
// (lib/env.ts DEFAULT_SITE_URL): fine on a laptop, wrong anywhere else, so say it (once per host).
// (In production on PostgreSQL there is no default: lib/env.ts refuses to start without SITE_URL.)
const onDefaultSiteUrl = !process.env.SITE_URL && !process.env.DATABASE_URL;
const defaultSiteUrl = 'http://localhost:3000';
const warnedHosts = new Set();
const MAX_HOST_WARNINGS = 20;
const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * host[:port] with the loopback names made one (localhost, 127.0.0.1, [::1] reach the same machine).
 * @param {string} host
 * @param {string} defaultPort
 */
function normalHost(host, defaultPort) {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  if (!match) return host;
  const name = loopback.has(match[1]) ? 'localhost' : match[1];
  return `${name}:${match[2] || defaultPort}`;
}

/** @param {import('node:http').IncomingMessage} req */
function warnAboutDefaultSiteUrl(req) {
  if (!onDefaultSiteUrl || warnedHosts.size >= MAX_HOST_WARNINGS) return;
  const forwarded = trustProxy ? String(req.headers['x-forwarded-host'] || '').split(',')[0].trim() : '';
  const host = (forwarded || req.headers.host || '').slice(0, 200);
  if (!host) return;
  const seen = normalHost(host, '80');
  if (warnedHosts.has(seen) || seen === normalHost(new URL(defaultSiteUrl).host, '80')) return;
  warnedHosts.add(seen);
  console.warn(
    `Warning: SITE_URL is not set, so links, canonical URLs and emails name ${defaultSiteUrl}, ` +
      `but this server was reached as ${host}. Set SITE_URL to the site's public address.` +
      (warnedHosts.size === MAX_HOST_WARNINGS ? ' (No more warnings about other hosts.)' : ''),
  );
}

// Redirects and the 404 report (lib/redirects/serving.ts): the app puts this hook on globalThis when it
// starts (instrumentation.ts). It is asked here, before the page cache and Next, because only here is
// every request seen (proxy.ts skips /api, /_next and paths with a dot, such as old /page.html or
// /wp-login.php addresses, and runs after the page cache) along with its answer's status (a 404,
// rendered or served from a cache). Until the hook is there (the first request of a start), requests
// go straight on.
/**
 * @typedef {object} SiteEdge
 * @property {(url: string) => Promise<{ statusCode: number, location: string } | null>} redirectFor
 * @property {(path: string, referer: string | undefined, userAgent: string | undefined) => void} notFound
 */
const siteEdge = /** @type {{ __vitrineSiteEdge?: SiteEdge }} */ (globalThis);

/**
 * A page address a visitor may have followed: GET or HEAD, not the API nor Next's own files.
 * @param {import('node:http').IncomingMessage} req
 */
function sitePath(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url || '/';
  return url.startsWith('/') && !url.startsWith('/api/') && !url.startsWith('/_next/');
}

/** @param {string | string[] | undefined} value */
function headerText(value) {
  return Array.isArray(value) ? value[0] : value;
}

// Requests being answered, for the shutdown (it waits for them).
let inFlight = 0;
let shuttingDown = false;

const server = createServer((req, res) => {
  inFlight += 1;
  res.once('close', () => (inFlight -= 1));
  countVisitor(req, res);
  // While shutting down, a request that arrives on an open keep-alive connection is still answered,
  // but the connection closes after it.
  if (shuttingDown) res.setHeader('Connection', 'close');
  if (workerId) nameWorker(res);
  warnAboutDefaultSiteUrl(req);
  const address = clientAddress(req);
  if (!trustProxy) for (const name of forwardingHeaders) delete req.headers[name];
  req.headers[CLIENT_IP_HEADER] = address;
  if (httpsSite) enforceSecureTransport(res);
  applyCdnHeaders(req, res);
  const unroutable = unroutablePath(req.url || '/');
  if (unroutable) {
    res.statusCode = unroutable.status;
    res.setHeader('Cache-Control', 'private, no-store');
    if (unroutable.status === 307) res.setHeader('Location', unroutable.location);
    else res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    return res.end(unroutable.status === 307 ? '' : 'Bad Request: the address holds a malformed percent sequence.');
  }
  const edge = siteEdge.__vitrineSiteEdge;
  if (!edge || !sitePath(req)) return serve(req, res);
  res.once('finish', () => {
    if (res.statusCode === 404) edge.notFound((req.url || '/').split('?')[0], headerText(req.headers.referer), headerText(req.headers['user-agent']));
  });
  edge.redirectFor(req.url || '/').then(
    (found) => {
      if (!found) return serve(req, res);
      res.statusCode = found.statusCode;
      res.setHeader('Location', found.location);
      // A permanent redirect may be kept a while (browsers keep a 301 until their cache forgets it); a
      // temporary one is asked again every time, so changing it takes effect at once.
      res.setHeader('Cache-Control', found.statusCode === 301 ? 'public, max-age=3600' : 'private, no-store');
      res.end();
    },
    () => serve(req, res),
  );
});

/**
 * Which worker answered, in X-Vitrine-Worker: for operators (and the cluster test); nothing about the
 * request or the site. Added as the head is written, in the form the writer uses: a header set
 * beforehand would make Node refuse the raw header list the page cache writes its copies with.
 * @param {import('node:http').ServerResponse} res
 */
function nameWorker(res) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = /** @type {typeof res.writeHead} */ (
    /** @param {[number, ...unknown[]]} args */
    (...args) => {
      const [status, ...rest] = args;
      const last = rest.length > 0 ? rest[rest.length - 1] : undefined;
      // A page copy replays the headers it was stored with, this one included: replace it, not repeat it.
      if (Array.isArray(last) && Array.isArray(last[0])) {
        rest[rest.length - 1] = [...last.filter(([name]) => String(name).toLowerCase() !== 'x-vitrine-worker'), ['x-vitrine-worker', workerId]];
      } else if (Array.isArray(last)) {
        rest[rest.length - 1] = [...last, 'x-vitrine-worker', workerId];
      } else if (last && typeof last === 'object') {
        rest[rest.length - 1] = { ...last, 'x-vitrine-worker': workerId };
      } else {
        res.setHeader('x-vitrine-worker', workerId);
      }
      return /** @type {(...all: unknown[]) => import('node:http').ServerResponse} */ (writeHead)(status, ...rest);
    }
  );
}

/**
 * The page cache, then Next.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function serve(req, res) {
  const key = pageCache && cacheKey(req);
  if (key) {
    if (pageCache.serveCopy(key, res, req.headers['if-none-match'])) return;
    pageCache.capture(key, res);
  }
  handle(req, res);
}

/**
 * Which worker answers /api/health on a new connection ('' when none could).
 * @param {string} host
 * @returns {Promise<string>}
 */
function answeringWorker(host) {
  return new Promise((resolve) => {
    const req = httpGet({ host, port, path: '/api/health', agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.headers['x-vitrine-worker'] ?? '')));
    });
    // A failing start exits the process from instrumentation with its own message.
    req.on('error', () => resolve(''));
  });
}

server.listen(port, hostname, async () => {
  // Next runs instrumentation (migrations, first-start seed) on the first request and holds requests
  // until it is done; make that first request ourselves so "ready" means ready.
  const local = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  if (workerId) {
    // The primary hands each connection to a worker in turn: ask on new connections until this worker
    // has answered one, then tell the primary (it prints one line once they all have).
    for (let attempt = 0; attempt < 50 && (await answeringWorker(local)) !== workerId; attempt++);
    announceReady();
  } else {
    try {
      await fetch(`http://${local}:${port}/api/health`);
    } catch {
      // A failing start exits the process from instrumentation with its own message.
    }
    console.log(`Vitrine ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port} (${Date.now() - started} ms)`);
  }
  // Pages rendered before anyone asks (server/prewarm.mjs): after changes (in every worker), and a
  // warm-up for a new build (worker 1 only). Recorded with what the cache was rendered from: another
  // database's warm-up does not count.
  const buildId = [process.env.VITRINE_CACHE_BUILD_ID, process.env.VITRINE_CACHE_EPOCH].filter(Boolean).join(':');
  startPrewarm({ port, buildId, recordFile: path.join(root, '.next', 'cache', 'vitrine-prewarm.json') });
});

// Stopping (SIGTERM from an orchestrator, Ctrl-C): no new connections, the requests in flight finish
// (up to DRAIN_MS; then their connections are cut), idle keep-alive connections close at once, then
// Next's own after() work and the resources the app registered (lib/server/shutdown.ts: the job
// scheduler, Redis, the database pool or PGlite) close, last opened first, and the process exits 0.
const DRAIN_MS = 10_000;
const CLOSE_MS = 5_000;

/**
 * @template T
 * @param {number} ms
 * @param {T | Promise<T>} promise
 * @returns {Promise<T>}
 */
function within(ms, promise) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    Promise.resolve(promise).finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]);
}

async function closeResources() {
  const closed = [];
  const deadline = Date.now() + CLOSE_MS;
  try {
    await within(CLOSE_MS, app.close());
  } catch (error) {
    console.error(`Could not close Next: ${/** @type {Error} */ (error).message}`);
  }
  // Name → closer, registered by lib/server/shutdown.ts on this process's globalThis.
  const closers = [...(shutdownRegistry.__vitrineShutdown ?? new Map())].reverse();
  for (const [name, close] of closers) {
    try {
      await within(Math.max(deadline - Date.now(), 500), close());
      closed.push(name);
    } catch (error) {
      console.error(`Could not close ${name}: ${/** @type {Error} */ (error).message}`);
    }
  }
  return closed;
}

/** @param {NodeJS.Signals} signal */
async function shutdown(signal) {
  if (shuttingDown) {
    // A second signal: stop waiting for the requests in flight.
    server.closeAllConnections();
    return;
  }
  shuttingDown = true;
  const started = Date.now();
  // The warm-up sends nothing more, and its own request in flight is cut: the visitors' are the ones to finish.
  stopPrewarm();
  console.log(`Received ${signal}: finishing ${visitorsInFlight()} request(s) in flight (up to ${DRAIN_MS / 1000} s), then closing`);
  // A last resort, should a closer hang past its time limit.
  setTimeout(() => {
    console.error('Shutdown did not finish in time: exiting');
    process.exit(1);
  }, DRAIN_MS + CLOSE_MS + 2_000).unref();

  const drained = new Promise((resolve) => server.close(() => resolve('drained')));
  server.closeIdleConnections();
  // A connection whose request just finished becomes idle: close it too (server.close waits for every connection).
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  let timer;
  const outcome = await Promise.race([drained, new Promise((resolve) => (timer = setTimeout(resolve, DRAIN_MS, 'timeout')))]);
  clearTimeout(timer);
  clearInterval(sweep);
  if (outcome === 'timeout') {
    console.warn(`${inFlight} request(s) still running after ${DRAIN_MS / 1000} s: closing their connections`);
    server.closeAllConnections();
  }

  const closed = await closeResources();
  console.log(`Stopped in ${Date.now() - started} ms (closed: ${closed.join(', ') || 'nothing'})`);
  process.exit(0);
}
// A worker is asked by its primary, which got the signal. (A Ctrl-C in a terminal may signal the
// worker too: the request from the primary then finds it stopping already, and is not a second signal.)
process.on('message', (message) => {
  const signal = shutdownSignal(message);
  if (signal && !shuttingDown) void shutdown(signal);
});
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
