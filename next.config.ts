import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { PERMISSIONS_POLICY, PUBLIC_CSP } from './lib/security/policy';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Public pages and files; the proxy replaces it with a strict, nonce-based one on staff screens.
  { key: 'Content-Security-Policy', value: PUBLIC_CSP },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes every page it sends in JavaScript to make its ETag (about 3 ms of a core for an 80 kB
  // page, on every render and every cache hit). The page copies in front of it (server/page-cache.mjs)
  // carry an ETag made once per copy with a native hash, and answer If-None-Match with 304.
  generateEtags: false,
  // Next's file-system cache without REDIS_URL; with it, one cache in Redis for every instance
  // (tag expiry shared, in-memory page copies dropped everywhere): see server/cache-handler.mjs.
  cacheHandler: path.join(process.cwd(), 'server', 'cache-handler.mjs'),
  // PGlite loads its WebAssembly at run time; bundling it breaks the build.
  // Next keeps the pages of its file-system cache in memory too (default 50 MB). server/page-cache.mjs
  // already holds the hot pages, and the files stay in the OS page cache, so a small copy is enough
  // (bench/README.md, "Memory (issue 35)").
  cacheMaxMemorySize: 16 * 1024 * 1024,
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pino', 'ioredis'],
  experimental: {
    // Server actions take small forms only (images go through /api/upload, articles through the JSON
    // API, each with its own limit): Next's default, said out loud.
    serverActions: { bodySizeLimit: '1mb' },
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
