// Whether the pages Next cached on disk (.next/cache/fetch-cache, .next/server/route-cache) may be
// served after a start, or must be emptied first. Commands expire what they change while a server
// runs; what changed while none ran would otherwise be served stale. The caches are kept only when
// everything they were rendered from is the same as at the last start:
//   - the build (BUILD_ID): another build renders other pages;
//   - the database (DATABASE_URL, or the embedded one's DATA_DIR) and SITE_URL (in every link);
//   - the cache epoch: the CLIs that change public content outside the server (import, restore,
//     seed, migrate …) record a new one (lib/cache/epoch.ts): in the table job_state on PostgreSQL,
//     in DATA_DIR/cache-epoch on the embedded database (the server cannot open PGlite before Next does).
// With REDIS_URL the shared entries are already per build; the epoch joins the build id in their keys
// (VITRINE_CACHE_EPOCH, read by server/cache-handler.mjs), so a changed epoch leaves them behind too.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';

const require = createRequire(import.meta.url);

const EPOCH_JOB = 'cache-epoch';
const EPOCH_FILE = 'cache-epoch';

/**
 * @typedef {{ buildId: string, database: string, siteUrl: string, epoch: string }} CacheFingerprint
 */

/**
 * Why the caches must be emptied, or null when they may be kept. Pure.
 * @param {CacheFingerprint | null} stored what the caches were last started with (null: unknown)
 * @param {CacheFingerprint} current
 */
export function emptyingReason(stored, current) {
  if (!stored) return 'no record of what the cache was rendered from';
  if (stored.buildId !== current.buildId) return 'a new build';
  if (stored.database !== current.database) return 'another database';
  if (stored.siteUrl !== current.siteUrl) return 'another SITE_URL';
  if (stored.epoch !== current.epoch) return 'data changed while no server ran';
  return null;
}

/** @param {string} text */
const digest = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * The cache epoch the CLIs last recorded ('' when none has).
 * @param {NodeJS.ProcessEnv} env
 */
async function readEpoch(env) {
  if (!env.DATABASE_URL) {
    try {
      return readFileSync(path.join(path.resolve(env.DATA_DIR || '.data'), EPOCH_FILE), 'utf8').trim();
    } catch {
      return '';
    }
  }
  const { default: postgres } = await import('postgres');
  const sql = postgres(env.DATABASE_URL, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    const rows = await sql`select cursor from job_state where name = ${EPOCH_JOB}`;
    return rows.length ? new Date(rows[0].cursor).toISOString() : '';
  } catch (error) {
    // A database not migrated yet has no job_state: a fresh start, nothing cached can be of it.
    return `unreadable ${Date.now()}: ${/** @type {Error} */ (error).message}`;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/**
 * Removes a cache file or folder that another server started from the same checkout may be writing
 * into (the tests run several): moved aside first (one rename), so that no write lands in the folder
 * while it is removed, then removed; a failure to remove is a warning, never a failed start.
 * @param {string} target
 */
function emptyAway(target) {
  const aside = `${target}.emptied-${process.pid}-${Date.now()}`;
  let removed = aside;
  try {
    renameSync(target, aside);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return;
    removed = target;
  }
  try {
    rmSync(removed, { recursive: true, force: true, maxRetries: 3 });
  } catch (error) {
    console.warn(`[cache] could not remove ${removed}: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * Keeps or empties the page caches, once, before Next starts (server/server.mjs). Returns the
 * fingerprint and whether the caches were emptied.
 * @param {string} root the app folder (holds .next)
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function keepOrEmptyPageCaches(root, env = process.env) {
  // Before Next loads them itself: DATABASE_URL, DATA_DIR and SITE_URL may come from .env files.
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const next = path.join(root, '.next');
  const recordFile = path.join(next, 'cache', 'vitrine-cache-fingerprint.json');
  let buildId = 'unknown';
  try {
    buildId = readFileSync(path.join(next, 'BUILD_ID'), 'utf8').trim();
  } catch {
    // No build: Next says so itself.
  }
  const epoch = await readEpoch(env);
  /** @type {CacheFingerprint} */
  const current = {
    buildId,
    database: env.DATABASE_URL ? `postgres:${digest(env.DATABASE_URL)}` : `pglite:${path.resolve(env.DATA_DIR || '.data')}`,
    siteUrl: env.SITE_URL || '',
    epoch,
  };
  /** @type {CacheFingerprint | null} */
  let stored = null;
  try {
    stored = JSON.parse(readFileSync(recordFile, 'utf8'));
  } catch {
    stored = null;
  }
  const reason = emptyingReason(stored, current);
  if (reason) {
    for (const cache of [['cache', 'fetch-cache'], ['server', 'route-cache'], ['cache', 'vitrine-prewarm.json'], ['cache', TAGS_FILE]]) {
      emptyAway(path.join(next, ...cache));
    }
    mkdirSync(path.dirname(recordFile), { recursive: true });
    writeFileSync(recordFile, `${JSON.stringify(current)}\n`);
    console.log(`[cache] page caches emptied: ${reason}`);
  } else {
    console.log('[cache] page caches kept: same build, database, SITE_URL and data as at the last start');
  }
  keepTagExpiries(root);
  process.env.VITRINE_CACHE_BUILD_ID = buildId;
  process.env.VITRINE_CACHE_EPOCH = digest(`${current.database} ${current.siteUrl} ${epoch}`);
  return { fingerprint: current, emptied: reason !== null };
}

const TAGS_FILE = 'vitrine-expired-tags.json';

/**
 * Next's file-system cache keeps tag expiries in memory only (tags-manifest.external.js): a page
 * cached before an edit would look fresh again after a restart. Without Redis (which keeps them),
 * they are written beside the cache as they happen and read back at the start (by every worker of a
 * cluster: each has its own list; the file is replaced whole, so a reader never sees half of it).
 * @param {string} root the app folder (holds .next)
 */
export function keepTagExpiries(root) {
  const file = path.join(root, '.next', 'cache', TAGS_FILE);
  /** @type {{ tagsManifest: Map<string, { expired?: number, stale?: number }> }} */
  const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
  try {
    for (const [tag, entry] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
      if (!tagsManifest.has(tag)) tagsManifest.set(tag, entry);
    }
  } catch {
    // None recorded yet.
  }
  let writing = false;
  const set = tagsManifest.set.bind(tagsManifest);
  tagsManifest.set = (tag, entry) => {
    set(tag, entry);
    // A burst of expiries (a bulk action) is written once.
    if (!writing) {
      writing = true;
      setImmediate(() => {
        writing = false;
        try {
          const temporary = `${file}.${process.pid}.tmp`;
          writeFileSync(temporary, JSON.stringify(Object.fromEntries(tagsManifest)));
          renameSync(temporary, file);
        } catch (error) {
          console.warn(`[cache] tag expiries could not be kept: ${/** @type {Error} */ (error).message}`);
        }
      });
    }
    return tagsManifest;
  };
}
