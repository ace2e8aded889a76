/**
 * @jest-environment node
 */
import { skipUnusedEntrySizing } from '../../server/next-entry-sizing.mjs';

// Next's own IncrementalCache (the class its runtimes bundle), with a custom handler as ours is: the
// entry it stores is what was rendered, and the size measurement Next then ignores costs nothing.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next's internal module, as the server meets it
const { IncrementalCache } = require('next/dist/server/lib/incremental-cache/index.js') as {
  IncrementalCache: new (options: Record<string, unknown>) => { set: (key: string, data: unknown, ctx: Record<string, unknown>) => Promise<void> };
};

type Stored = { key: string; json: string; toJSONLeft: boolean };

function cacheWith(stored: Stored[], custom = true) {
  class RecordingHandler {
    async get() {
      return null;
    }
    async set(key: string, data: object) {
      stored.push({ key, json: JSON.stringify(data), toJSONLeft: 'toJSON' in data });
    }
    async revalidateTag() {}
    resetRequestCache() {}
  }
  const cache = new IncrementalCache({
    fs: undefined,
    dev: false,
    flushToDisk: false,
    minimalMode: false,
    serverDistDir: '/nonexistent/.next/server',
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    previewProps: { previewModeId: 'x', previewModeSigningKey: 'y', previewModeEncryptionKey: 'z' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
    CurCacheHandler: custom ? RecordingHandler : undefined,
  });
  return cache;
}

const entry = () => ({ kind: 'FETCH', data: { headers: {}, body: 'x'.repeat(1000), url: 'https://a.test/', status: 200 }, tags: ['faqs'], revalidate: 60 });

describe('skipping the entry size Next measures and does not use', () => {
  afterEach(() => jest.restoreAllMocks());

  it('hands the handler the entry as rendered, and measures it without spelling it out', async () => {
    const stored: Stored[] = [];
    const cache = cacheWith(stored);
    skipUnusedEntrySizing(cache);
    const stringify = jest.spyOn(JSON, 'stringify');
    const data = entry();
    await cache.set('k1', data, { fetchCache: true, tags: ['faqs'] });

    // Next's measurement was answered with null: the first stringify of the entry.
    expect(stringify.mock.results[0]?.value).toBe('null');
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0].json)).toEqual(entry());
    expect(stored[0].toJSONLeft).toBe(false);
    expect('toJSON' in data).toBe(false);
  });

  it('patches each class once, and every instance of it', async () => {
    const stored: Stored[] = [];
    const first = cacheWith(stored);
    skipUnusedEntrySizing(first);
    skipUnusedEntrySizing(cacheWith(stored));
    const stringify = jest.spyOn(JSON, 'stringify');
    await cacheWith(stored).set('k2', entry(), { fetchCache: true, tags: [] });
    expect(stringify.mock.results[0]?.value).toBe('null');
    expect(JSON.parse(stored[0].json)).toEqual(entry());
  });

  it('ignores what is not Next’s cache', () => {
    expect(() => skipUnusedEntrySizing(undefined)).not.toThrow();
    expect(() => skipUnusedEntrySizing({ set: () => undefined })).not.toThrow();
  });
});
