export function processSharedCache(serverDistDir?: string): import('./shared-cache.mjs').SharedCache | null;
export function expireTags(tags: string[]): Promise<void>;
export default class VitrineCacheHandler {
  constructor(options: Record<string, unknown>);
  get(key: string, ctx: Record<string, unknown>): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
