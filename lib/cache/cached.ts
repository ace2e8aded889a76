import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';

/*
 * One map per request (React's cache() scope is the server render): a read that several parts of a
 * page ask for (the layout settings by the root and site layouts, generateMetadata and the page; an
 * article by its metadata and its page) runs once per render instead of once per caller. Next's data
 * cache does not do that: each call reads and parses its entry again, and in draft mode (or on a
 * miss) queries the database again. Outside a render (route handlers, scripts) cache() hands out a
 * new map at each call, so nothing is shared between requests.
 */
const requestReads = cache(() => new Map<string, Promise<unknown>>());

/**
 * A public read cached in Next's data cache under tags (lib/cache/tags.ts). Pages that use it stay
 * static (ISR) and are re-rendered when a tag is expired. Within one render each (key, arguments)
 * is read once.
 *
 * The result is stored as JSON: return plain data (ISO date strings, no Date or Map).
 * `revalidate` is a backstop in seconds for data no command expires (read counts).
 */
export function cached<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  key: string,
  options: { tags: string[]; revalidate?: number },
): (...args: Args) => Promise<Result> {
  const read = unstable_cache(fn, [key], { tags: options.tags, revalidate: options.revalidate ?? 3600 });
  // Next's own entry key: the function's source and the key (two reads may share a key string).
  const fixed = `${fn.toString()}\u0000${key}`;
  return (...args: Args) => {
    const reads = requestReads();
    const id = args.length === 0 ? fixed : `${fixed}\u0000${JSON.stringify(args)}`;
    let pending = reads.get(id) as Promise<Result> | undefined;
    if (!pending) {
      pending = read(...args);
      reads.set(id, pending);
    }
    return pending;
  };
}
