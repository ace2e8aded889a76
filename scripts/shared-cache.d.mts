export interface SharedCacheEntry {
  lastModified: number;
  value: unknown;
  tags?: string[];
  cacheControl?: unknown;
}

export interface SharedCache {
  read(key: string, extraTags?: string[]): Promise<SharedCacheEntry | null | undefined>;
  write(key: string, entry: SharedCacheEntry, ttlSeconds?: number): Promise<boolean>;
  expireTags(tags: string[], expiredAt?: number): Promise<boolean>;
  check(): Promise<boolean>;
  close(): Promise<void>;
  available(): boolean;
  pendingTags(): string[];
}

export function encodeEntry(entry: unknown): string;
export function decodeEntry(text: string): unknown;
export function expiresEntry(expiredAt: number, lastModified: number, now?: number): boolean;
export function entryTtlSeconds(revalidate: unknown): number;
export function createSharedCache(options: {
  url: string;
  prefix?: string;
  buildId?: string;
  onExpired?: (tags: string[], expiredAt: number) => void;
  log?: { warn: (message: string) => void; info: (message: string) => void };
  commandTimeoutMs?: number;
}): SharedCache;
