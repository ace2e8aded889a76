// Pages rendered before anyone asks (issue 35): the production server requests public pages from
// itself, one at a time and only while no visitor waits, so that a visitor finds them in the cache.
//
// Two sources feed one lane:
//   - re-renders after a change: lib/cache/rerender.ts hands the paths a command touched to
//     enqueue() through the registry below (first, and they wait for a quiet moment 2 s at most);
//   - the warm-up after a start with a new build: every address the sitemap lists (last, and it
//     pauses for as long as visitors are being answered).
// The app's bundles reach this file's state through a registry on globalThis under a Symbol.for key
// (as server/cache-invalidation.mjs does): where no server registered it (jest, the CLIs) there is
// nothing to render.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REGISTRY = Symbol.for('vitrine.prewarm');
/** Marks the server's own requests: they are not visitors, and must not pause the lane. */
const PREWARM_HEADER = 'x-vitrine-prewarm';
/** Paths waiting to be re-rendered after changes; past it, a burst's later paths render on request. */
const MAX_PENDING = 1_000;
const MAX_WAIT_FOR_QUIET_MS = 2_000;
const POLL_MS = 25;
const REQUEST_TIMEOUT_MS = 30_000;
const PROGRESS_EVERY_PAGES = 500;
const PROGRESS_EVERY_MS = 10_000;

/** @typedef {{ enqueue: (paths: string[]) => void }} PrewarmRegistry */

let visitors = 0;
// Aborted when the server begins to stop (stopPrewarm): the lane sends nothing more, and the request
// it has in flight is cut, so neither holds the drain up nor fills the log with pages it could not render.
const stopping = new AbortController();

/**
 * Counts a request as a visitor's until its answer is closed, unless the server sent it itself.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function countVisitor(req, res) {
  if (req.headers[PREWARM_HEADER]) return;
  visitors += 1;
  res.once('close', () => (visitors -= 1));
}

/** The visitors' requests in flight in this process (the server's own are not counted). */
export function visitorsInFlight() {
  return visitors;
}

/**
 * Stops the lane for good: called when the server begins to stop (server/server.mjs).
 */
export function stopPrewarm() {
  stopping.abort();
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A plain GET of `pathname` from this server, without cookies; the answer is read to its end (the
 * render is stored once the body is complete).
 * @param {string} origin
 * @param {string} pathname
 */
async function requestOwnPage(origin, pathname) {
  const res = await fetch(`${origin}${pathname}`, {
    headers: { [PREWARM_HEADER]: '1' },
    redirect: 'manual',
    signal: AbortSignal.any([AbortSignal.timeout(REQUEST_TIMEOUT_MS), stopping.signal]),
  });
  const body = await res.text();
  return { status: res.status, body };
}

/**
 * The lane: one self-request at a time, re-renders before the warm-up.
 * @param {string} origin
 * @param {{ info: (message: string) => void, warn: (message: string) => void }} log
 */
function createLane(origin, log) {
  /** @type {Set<string>} */
  const changed = new Set();
  /** @type {string[]} */
  let warmUp = [];
  let running = false;
  let overflowLogged = false;
  /** Warm-up pages rendered to the end. */
  let warmed = 0;

  /** @param {string} pathname */
  async function renderQuietly(pathname) {
    try {
      await requestOwnPage(origin, pathname);
    } catch (error) {
      if (stopping.signal.aborted) return;
      log.warn(`could not render ${pathname}: ${/** @type {Error} */ (error).message}`);
    }
  }

  async function run() {
    if (running) return;
    running = true;
    let rendered = 0;
    let since = 0;
    try {
      while (!stopping.signal.aborted) {
        const next = changed.values().next();
        if (!next.done) {
          changed.delete(next.value);
          if (rendered === 0) since = Date.now();
          const until = Date.now() + MAX_WAIT_FOR_QUIET_MS;
          while (visitors > 0 && Date.now() < until && !stopping.signal.aborted) await sleep(POLL_MS);
          await renderQuietly(next.value);
          rendered += 1;
          continue;
        }
        if (rendered > 0) {
          log.info(`${rendered} page(s) rendered again after changes (${Date.now() - since} ms)`);
          rendered = 0;
          overflowLogged = false;
        }
        if (warmUp.length === 0) break;
        if (visitors > 0) {
          await sleep(POLL_MS);
          continue;
        }
        const pathname = /** @type {string} */ (warmUp.shift());
        await renderQuietly(pathname);
        if (!stopping.signal.aborted) warmed += 1;
      }
    } finally {
      running = false;
    }
  }

  return {
    /** @param {string[]} paths */
    enqueue(paths) {
      if (stopping.signal.aborted) return;
      for (const pathname of paths) {
        if (changed.size >= MAX_PENDING) {
          if (!overflowLogged) log.warn(`more than ${MAX_PENDING} pages waiting to be rendered again: the rest render on their next request`);
          overflowLogged = true;
          break;
        }
        changed.add(pathname);
      }
      void run();
    },
    /**
     * Renders `paths` at the lane's lowest priority; resolves once all are rendered, or once the server
     * begins to stop, with the number rendered.
     * @param {string[]} paths
     * @param {(done: number) => void} onRendered
     * @returns {Promise<number>}
     */
    async warm(paths, onRendered) {
      warmUp = [...paths];
      warmed = 0;
      const total = paths.length;
      void run();
      let reported = -1;
      while ((warmUp.length > 0 || running) && !stopping.signal.aborted) {
        const done = total - warmUp.length;
        if (done !== reported) onRendered(done);
        reported = done;
        await sleep(100);
      }
      if (!stopping.signal.aborted) onRendered(total);
      return stopping.signal.aborted ? warmed : total;
    },
  };
}

/** @param {string} xml */
function locations(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replaceAll('&amp;', '&'));
}

/** @param {string} url */
function pathOf(url) {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/**
 * Every page address the sitemap lists (its index, then each file), as paths on this server.
 * @param {string} origin
 */
async function sitemapPaths(origin) {
  const index = await requestOwnPage(origin, '/sitemap.xml');
  if (index.status !== 200) throw new Error(`/sitemap.xml answered ${index.status}`);
  /** @type {string[]} */
  const paths = [];
  for (const file of locations(index.body)) {
    const urlset = await requestOwnPage(origin, pathOf(file));
    if (urlset.status === 200) paths.push(...locations(urlset.body).map(pathOf));
  }
  return [...new Set(paths)];
}

/**
 * @typedef {object} PrewarmOptions
 * @property {number} port This server's port (requests go to 127.0.0.1).
 * @property {string} recordFile Where the build id of the last completed warm-up is kept (beside the cache).
 * @property {string} buildId
 * @property {NodeJS.ProcessEnv} [env]
 */

/**
 * Whether this process warms up: PREWARM=false turns it off; in a cluster, worker 1 only (the cache
 * is shared, one walk is enough).
 * @param {Record<string, string | undefined>} env
 */
export function warmUpWanted(env) {
  if (['false', '0', 'no', 'off'].includes(String(env.PREWARM || '').toLowerCase())) return false;
  return !env.VITRINE_WORKER_ID || env.VITRINE_WORKER_ID === '1';
}

/** @param {string} recordFile */
function warmedBuild(recordFile) {
  try {
    return JSON.parse(readFileSync(recordFile, 'utf8')).buildId ?? null;
  } catch {
    return null;
  }
}

/**
 * Starts both: re-renders after changes from now on, and, unless this build's pages are already
 * cached, the warm-up (in the background; never throws).
 * @param {PrewarmOptions} options
 */
export function startPrewarm({ port, recordFile, buildId, env = process.env }) {
  const log = {
    info: /** @param {string} message */ (message) => console.log(`[prewarm] ${message}`),
    warn: /** @param {string} message */ (message) => console.warn(`[prewarm] ${message}`),
  };
  const lane = createLane(`http://127.0.0.1:${port}`, log);
  const global = /** @type {{ [REGISTRY]?: PrewarmRegistry }} */ (globalThis);
  global[REGISTRY] = { enqueue: (paths) => lane.enqueue(paths) };

  if (!warmUpWanted(env)) return;
  if (warmedBuild(recordFile) === buildId) {
    log.info(`warm-up skipped: the pages of build ${buildId} are already cached`);
    return;
  }
  void (async () => {
    const started = Date.now();
    try {
      const paths = await sitemapPaths(`http://127.0.0.1:${port}`);
      log.info(`warm-up started: ${paths.length} pages from the sitemap, one at a time, pausing while visitors are answered`);
      let lastReport = Date.now();
      let lastCount = 0;
      const rendered = await lane.warm(paths, (done) => {
        if (done === paths.length) return;
        if (done - lastCount >= PROGRESS_EVERY_PAGES || Date.now() - lastReport >= PROGRESS_EVERY_MS) {
          log.info(`warm-up: ${done}/${paths.length} pages rendered (${Math.round((Date.now() - started) / 1000)} s)`);
          lastReport = Date.now();
          lastCount = done;
        }
      });
      if (stopping.signal.aborted) {
        log.info(`warm-up stopped: the server is stopping (${rendered}/${paths.length} pages rendered; the next start goes on)`);
        return;
      }
      mkdirSync(path.dirname(recordFile), { recursive: true });
      writeFileSync(recordFile, `${JSON.stringify({ buildId, pages: paths.length, finishedAt: new Date().toISOString() })}\n`);
      log.info(`warm-up finished: ${paths.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      if (stopping.signal.aborted) {
        log.info('warm-up stopped: the server is stopping');
        return;
      }
      log.warn(`warm-up stopped: ${/** @type {Error} */ (error).message}`);
    }
  })();
}
