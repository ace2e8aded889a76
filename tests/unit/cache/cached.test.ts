import { cached } from '@/lib/cache/cached';

// unstable_cache stands in as a pass-through that counts its calls: the test is about what
// cached() puts in front of it.
const reads: unknown[][] = [];
jest.mock('next/cache', () => ({
  unstable_cache:
    (fn: (...args: unknown[]) => Promise<unknown>) =>
    (...args: unknown[]) => {
      reads.push(args);
      return fn(...args);
    },
}));

beforeEach(() => {
  reads.length = 0;
});

describe('cached', () => {
  it('answers what the read answers, for each argument list', async () => {
    const read = cached(async (id: number, locale: string) => ({ id, locale }), 'test:read', { tags: ['t'] });
    await expect(read(1, 'en')).resolves.toEqual({ id: 1, locale: 'en' });
    await expect(read(2, 'fr')).resolves.toEqual({ id: 2, locale: 'fr' });
  });

  // Outside a server render (route handlers, jobs, scripts) React's cache() has no request to keep
  // a map in: nothing read for one request may be handed to another, so every call reads again.
  it('shares nothing between calls made outside a render', async () => {
    let version = 0;
    const read = cached(async () => ({ version: ++version }), 'test:version', { tags: ['t'] });
    await expect(read()).resolves.toEqual({ version: 1 });
    await expect(read()).resolves.toEqual({ version: 2 });
    expect(reads).toHaveLength(2);
  });
});
