// How cached pages are declared stale: the one interface between the app (lib/cache/invalidate.ts),
// Next's cache handler (server/cache-handler.mjs) and the production server's in-memory page copies
// (server/page-cache.mjs, in front of Next in server/server.mjs).
//
// Contract:
//   pageGeneration()        a number that grows whenever cached pages may have gone stale; a page copy
//                           is served only while the generation it was stored under is current.
//   dropPageCopies()        makes every page copy of this process stale at once (and records when:
//                           droppedAt(), which the copies other workers wrote are checked against).
//   onPageCopiesDropped(fn) fn runs at every drop (the file tier moves its folder away at once).
//   expireTags(tags)        expires cache tags from anywhere in the server, in a request or not (the
//                           scheduled jobs): Next's data and page caches, the page copies, and with
//                           REDIS_URL the same on every instance (server/shared-cache.mjs announces
//                           it, and each instance's cache handler drops its own copies). Resolves false
//                           when no cache handler runs in this process (jest, the CLIs): nothing to do.
//   provideTagExpiry(fn)    how the cache handler installs the implementation of expireTags.
//
// The server loads this file from disk while the app's bundles hold their own copy of it, so the
// state lives in one registry on globalThis under a Symbol.for key, which every copy finds.

const REGISTRY = Symbol.for('vitrine.cacheInvalidation');

/**
 * @typedef {{ generation: number, droppedAt: number, dropListeners: (() => void)[], expireTags: ((tags: string[]) => Promise<void>) | null }} Registry
 */

/** @returns {Registry} */
function registry() {
  const global = /** @type {{ [REGISTRY]?: Registry }} */ (globalThis);
  global[REGISTRY] ??= { generation: 0, droppedAt: 0, dropListeners: [], expireTags: null };
  return global[REGISTRY];
}

export function pageGeneration() {
  return registry().generation;
}

/** When this process last dropped its page copies (ms since the epoch; 0 before the first drop). */
export function droppedAt() {
  return registry().droppedAt;
}

export function dropPageCopies() {
  const state = registry();
  state.generation += 1;
  state.droppedAt = Date.now();
  for (const listener of state.dropListeners) listener();
}

/**
 * @param {() => void} listener
 * @returns {() => void} stops listening
 */
export function onPageCopiesDropped(listener) {
  const state = registry();
  state.dropListeners.push(listener);
  return () => {
    state.dropListeners = state.dropListeners.filter((other) => other !== listener);
  };
}

/** @param {(tags: string[]) => Promise<void>} fn */
export function provideTagExpiry(fn) {
  registry().expireTags = fn;
}

/** @param {string[]} tags */
export async function expireTags(tags) {
  const expire = registry().expireTags;
  if (!expire) return false;
  await expire(tags);
  return true;
}
