import 'server-only';
import { unstable_cache } from 'next/cache';

/**
 * A public read cached in Next's data cache under tags (lib/cache/tags.ts). Pages that use it stay
 * static (ISR) and are re-rendered when a tag is expired.
 *
 * The result is stored as JSON: return plain data (ISO date strings, no Date or Map).
 * `revalidate` is a backstop in seconds for data no command expires (read counts).
 */
export function cached<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  key: string,
  options: { tags: string[]; revalidate?: number },
): (...args: Args) => Promise<Result> {
  return unstable_cache(fn, [key], { tags: options.tags, revalidate: options.revalidate ?? 3600 });
}
