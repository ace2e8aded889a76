// What the cluster's processes say to each other over node:cluster's IPC channel (server/cluster.mjs
// is the primary, server/server.mjs the workers):
//   worker → primary  { type: READY }                       the worker answers requests
//   worker → primary  { type: EXPIRED, tags, expiredAt }    it expired cache tags; the primary relays
//                                                           the message to every other worker, which
//                                                           expires them in Next's per-process tag list
//                                                           and drops its in-memory page copies
//   primary → worker  { type: SHUTDOWN, signal }            stop as on that signal (drain, close, exit 0)
// Without Redis this is how a change made through one worker reaches the others' memory (they share
// Next's file-system cache on disk, but each keeps its own tag list, page copies and LRU). With Redis
// the pub/sub of server/shared-cache.mjs tells them too; the relay costs one message and also covers
// the time Redis is unreachable.
import cluster from 'node:cluster';

const READY = 'vitrine:ready';
const EXPIRED = 'vitrine:expired';
export const SHUTDOWN = 'vitrine:shutdown';

/** @typedef {{ type: typeof EXPIRED, tags: string[], expiredAt: number }} ExpiryMessage */

/**
 * @param {unknown} message
 * @returns {message is ExpiryMessage}
 */
export function isExpiryMessage(message) {
  if (typeof message !== 'object' || message === null) return false;
  const { type, tags, expiredAt } = /** @type {Record<string, unknown>} */ (message);
  return type === EXPIRED && Array.isArray(tags) && tags.every((tag) => typeof tag === 'string') && Number.isFinite(expiredAt);
}

/** @param {unknown} message */
export function isReadyMessage(message) {
  return typeof message === 'object' && message !== null && /** @type {{ type?: unknown }} */ (message).type === READY;
}

/**
 * @param {unknown} message
 * @returns {NodeJS.Signals | null} the signal the primary asks this worker to stop as, or null
 */
export function shutdownSignal(message) {
  if (typeof message !== 'object' || message === null) return null;
  const { type, signal } = /** @type {Record<string, unknown>} */ (message);
  if (type !== SHUTDOWN) return null;
  return signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM';
}

/**
 * The workers an expiry from `from` goes to: all the others (the sender has expired its own already).
 * @param {number} from
 * @param {Iterable<number>} workers
 */
export function relayTargets(from, workers) {
  return [...workers].filter((id) => id !== from);
}

/** This process is a cluster worker with the primary still on the line. */
function inCluster() {
  return cluster.isWorker && typeof process.send === 'function' && process.connected;
}

/**
 * Tells the other workers (through the primary) that this one expired `tags` at `expiredAt`. Nothing
 * to do outside a cluster (a single server, jest, the CLIs).
 * @param {string[]} tags
 * @param {number} expiredAt
 */
export function announceExpiry(tags, expiredAt) {
  if (!inCluster()) return;
  /** @type {ExpiryMessage} */
  const message = { type: EXPIRED, tags, expiredAt };
  process.send?.(message);
}

const LISTENING = Symbol.for('vitrine.clusterExpiryListener');

/**
 * Calls `onExpired` for every expiry another worker announces. Once per process: the server and
 * Next's cache handler may each load this file.
 * @param {(tags: string[], expiredAt: number) => void} onExpired
 */
export function hearExpiries(onExpired) {
  const global = /** @type {{ [LISTENING]?: boolean }} */ (globalThis);
  if (!cluster.isWorker || global[LISTENING]) return;
  global[LISTENING] = true;
  process.on('message', (message) => {
    if (isExpiryMessage(message)) onExpired(message.tags, message.expiredAt);
  });
}

/** Tells the primary this worker answers requests. */
export function announceReady() {
  if (inCluster()) process.send?.({ type: READY });
}
