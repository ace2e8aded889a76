// Every core: with PostgreSQL (DATABASE_URL) the production server runs WEB_CONCURRENCY worker
// processes behind one port (node:cluster; the primary hands connections round-robin). This file is
// the primary: it never loads Next. It forks the workers (each runs server/server.mjs, the whole
// server, with VITRINE_WORKER_ID = 1..n), replaces one that dies unexpectedly (after a growing pause,
// so a worker that cannot start does not spin the CPU), relays cache expiries between them
// (server/cluster-messages.mjs), and on SIGTERM/SIGINT asks each to stop as a single server does
// (drain, close) and exits 0 once they all have.
//
// The embedded database (PGlite) is one process's folder (lib/server/pglite-lock.ts): without
// DATABASE_URL the server stays a single process.
import cluster from 'node:cluster';
import os from 'node:os';
import { isExpiryMessage, isReadyMessage, relayTargets, SHUTDOWN } from './cluster-messages.mjs';

/**
 * How many processes serve, and why: a pure reading of the environment.
 * @param {Record<string, string | undefined>} env
 * @param {number} cores
 * @returns {{ workers: number, note?: string }}
 */
export function planWorkers(env, cores) {
  const asked = env.WEB_CONCURRENCY?.trim();
  const parsed = asked ? Number(asked) : NaN;
  const valid = Number.isInteger(parsed) && parsed >= 1;
  if (!env.DATABASE_URL) {
    return {
      workers: 1,
      note: 'The embedded database (PGlite) keeps the server to one process; set DATABASE_URL (PostgreSQL) to run WEB_CONCURRENCY worker processes, one per core by default.',
    };
  }
  if (asked && !valid) {
    return { workers: Math.max(1, cores), note: `WEB_CONCURRENCY=${asked} is not a whole number of at least 1: running one worker per core (${Math.max(1, cores)}).` };
  }
  return { workers: valid ? parsed : Math.max(1, cores) };
}

const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;
/** A worker that served this long before dying is a new incident, not part of a crash loop. */
const STEADY_MS = 60_000;

/**
 * How long to wait before replacing a worker that died: doubling with each death in a row of short
 * lives, back to the first pause once a worker lived STEADY_MS.
 * @param {number} deathsInARow deaths of short-lived workers before this one (0 for the first)
 */
export function restartPause(deathsInARow) {
  return Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.max(0, deathsInARow));
}

/** @param {string} message */
const log = (message) => console.log(`[cluster] ${message}`);

/**
 * Runs the primary until its workers have stopped after a signal; resolves with the exit code.
 * @param {{ workers: number, port: number, hostname: string }} options
 * @returns {Promise<number>}
 */
export function runPrimary({ workers, port, hostname }) {
  const started = Date.now();
  /** @type {Map<number, import('node:cluster').Worker>} worker id (1..n) → its current process */
  const slots = new Map();
  /** @type {Map<number, { deathsInARow: number, bornAt: number, timer?: NodeJS.Timeout }>} */
  const lives = new Map();
  let stopping = false;
  let othersForked = false;
  let announced = false;
  let failed = false;

  /** @param {number} id */
  function fork(id) {
    const worker = cluster.fork({ VITRINE_WORKER_ID: String(id) });
    slots.set(id, worker);
    const life = lives.get(id) ?? { deathsInARow: 0, bornAt: 0 };
    life.bornAt = Date.now();
    lives.set(id, life);
    worker.on('message', (message) => {
      if (isExpiryMessage(message)) {
        for (const target of relayTargets(id, slots.keys())) slots.get(target)?.send(message);
      } else if (isReadyMessage(message)) {
        onReady(id, worker);
      }
    });
    worker.on('exit', (code, signal) => onExit(id, worker, code, /** @type {NodeJS.Signals | null} */ (signal || null)));
    return worker;
  }

  /** @type {Set<number>} */
  const ready = new Set();
  /** @type {(code: number) => void} */
  let finish = () => {};

  /**
   * @param {number} id
   * @param {import('node:cluster').Worker} worker
   */
  function onReady(id, worker) {
    ready.add(id);
    log(`worker ${id} (pid ${worker.process.pid}) ready`);
    // Worker 1 starts alone: it migrates (and on first start seeds) the database before the others open it.
    if (!othersForked && !stopping) {
      othersForked = true;
      for (let other = 2; other <= workers; other++) fork(other);
    }
    if (!announced && ready.size === workers) {
      announced = true;
      const shown = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
      console.log(`Vitrine ready on http://${shown}:${port} (${workers} workers, ${Date.now() - started} ms)`);
    }
  }

  /**
   * @param {number} id
   * @param {import('node:cluster').Worker} worker
   * @param {number | null} code
   * @param {NodeJS.Signals | null} signal
   */
  function onExit(id, worker, code, signal) {
    if (slots.get(id) !== worker) return;
    slots.delete(id);
    ready.delete(id);
    if (stopping) {
      if (code !== 0) failed = true;
      if (slots.size === 0) finish(failed ? 1 : 0);
      return;
    }
    const life = lives.get(id) ?? { deathsInARow: 0, bornAt: Date.now() };
    if (Date.now() - life.bornAt >= STEADY_MS) life.deathsInARow = 0;
    const pause = restartPause(life.deathsInARow);
    life.deathsInARow += 1;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    log(`worker ${id} (pid ${worker.process.pid}) stopped unexpectedly (${how}): starting another in ${pause / 1000} s`);
    life.timer = setTimeout(() => {
      life.timer = undefined;
      if (!stopping) fork(id);
    }, pause);
  }

  /** @param {NodeJS.Signals} signal */
  function stop(signal) {
    if (stopping) {
      // A second signal: the workers stop waiting for their requests in flight.
      for (const worker of slots.values()) worker.process.kill(signal);
      return;
    }
    stopping = true;
    log(`received ${signal}: stopping ${slots.size} worker(s)`);
    for (const life of lives.values()) clearTimeout(life.timer);
    if (slots.size === 0) return finish(0);
    // Over IPC rather than as a signal: a Ctrl-C in a terminal already signals every worker of the
    // process group, and a second signal would tell them to cut their requests short.
    for (const worker of slots.values()) worker.send({ type: SHUTDOWN, signal });
  }

  return new Promise((resolve) => {
    finish = resolve;
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
    log(`starting ${workers} workers on port ${port} (WEB_CONCURRENCY; ${os.availableParallelism()} cores)`);
    fork(1);
  });
}
