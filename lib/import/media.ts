import type { MediaSource } from './model';

// Placeholder until the media lookup lands (issue 34 §1): finds nothing, so every image stays at its old URL.
export function mediaSource(_options: { zip: Buffer | null; fetch: boolean }): MediaSource {
  return { find: async () => null };
}
