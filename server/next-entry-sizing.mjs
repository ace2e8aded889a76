// Next's IncrementalCache.set measures every entry it stores with JSON.stringify(entry).length, only
// to refuse data-cache entries over 2 MB, a limit it does not apply when a custom cache handler is
// configured (ours: next.config.ts cacheHandler). For a page, that stringify spells its RSC payload
// Buffer out as an array of numbers: about 4 ms of a core and a few hundred kB of garbage per render,
// for a number that is then not used (bench/README.md, "Uncached renders").
//
// So, for the IncrementalCache class Next's runtime uses (it is bundled into each runtime; reached
// through the instance Next leaves on globalThis), an entry handed to set() answers that first
// JSON.stringify with null and stops answering at once: the handler and everything after see the
// entry as it was. Without a custom handler, or once Next's class no longer looks like this, nothing
// is changed.

const PATCHED = Symbol.for('vitrine.entrySizingSkipped');

/** Answers the size measurement once, then leaves the entry as it was. */
function measuredOnce() {
  // @ts-expect-error -- `this` is the entry JSON.stringify called toJSON on
  delete this.toJSON;
  return null;
}

/**
 * Patches the class of Next's current IncrementalCache, once per class.
 * @param {unknown} incrementalCache what Next left on globalThis.__incrementalCache
 */
export function skipUnusedEntrySizing(incrementalCache) {
  if (typeof incrementalCache !== 'object' || incrementalCache === null) return;
  const proto = Object.getPrototypeOf(incrementalCache);
  if (!proto || Object.prototype.hasOwnProperty.call(proto, PATCHED) || typeof proto.set !== 'function') return;
  if (!('hasCustomCacheHandler' in incrementalCache)) return;
  /** @type {(this: { hasCustomCacheHandler?: boolean }, key: unknown, data: unknown, ctx: unknown) => Promise<unknown>} */
  const set = proto.set;
  Object.defineProperty(proto, PATCHED, { value: true });
  proto.set = function setWithoutSizing(/** @type {unknown} */ key, /** @type {unknown} */ data, /** @type {unknown} */ ctx) {
    if (!this.hasCustomCacheHandler || typeof data !== 'object' || data === null || 'toJSON' in data) return set.call(this, key, data, ctx);
    Object.defineProperty(data, 'toJSON', { value: measuredOnce, configurable: true, writable: true });
    try {
      return set.call(this, key, data, ctx);
    } finally {
      // Still there when set() returned before measuring (Next skips storing in some modes).
      if (Object.prototype.hasOwnProperty.call(data, 'toJSON')) delete (/** @type {{ toJSON?: unknown }} */ (data)).toJSON;
    }
  };
}
