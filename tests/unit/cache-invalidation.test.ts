import { dropPageCopies, expireTags, pageGeneration, provideTagExpiry } from '../../server/cache-invalidation.mjs';

// The one interface through which cached pages are declared stale (server/cache-invalidation.mjs):
// the app's bundles and the server each load their own copy of it, and must still share its state.

const REGISTRY = Symbol.for('vitrine.cacheInvalidation');
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[REGISTRY];
});

describe('cache invalidation', () => {
  it('moves the page generation on each time the page copies are dropped', () => {
    const before = pageGeneration();
    dropPageCopies();
    dropPageCopies();
    expect(pageGeneration()).toBe(before + 2);
  });

  it('has nothing to expire where no cache handler runs (jest, the CLIs)', async () => {
    await expect(expireTags(['articles'])).resolves.toBe(false);
  });

  it('hands tags to the expiry the cache handler provided, and passes its failure on', async () => {
    const expire = jest.fn().mockResolvedValue(undefined);
    provideTagExpiry(expire);
    await expect(expireTags(['articles', 'article:7'])).resolves.toBe(true);
    expect(expire).toHaveBeenCalledWith(['articles', 'article:7']);
    provideTagExpiry(() => Promise.reject(new Error('redis down')));
    await expect(expireTags(['faqs'])).rejects.toThrow('redis down');
  });

  it('shares its state between two copies of the module, as the server and the bundles have', async () => {
    type Module = typeof import('../../server/cache-invalidation.mjs');
    let other: Module | undefined;
    jest.isolateModules(() => {
      other = jest.requireActual<Module>('../../server/cache-invalidation.mjs');
    });
    const expire = jest.fn().mockResolvedValue(undefined);
    provideTagExpiry(expire);
    const before = pageGeneration();
    other!.dropPageCopies();
    expect(pageGeneration()).toBe(before + 1);
    await expect(other!.expireTags(['settings:seo'])).resolves.toBe(true);
    expect(expire).toHaveBeenCalledWith(['settings:seo']);
  });
});
