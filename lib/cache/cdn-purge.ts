import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { resolveAuthSecret } from '@/lib/server/auth-secret';

/**
 * Tells a CDN which cache tags expired (README, "Deploying"): with CDN_PURGE_URL set, each expiry is
 * POSTed there as `{"tags": [...], "at": "<ISO time>"}` with `X-Vitrine-Signature: sha256=<hex>`, the
 * HMAC-SHA256 of the exact body under a key derived from AUTH_SECRET, so the receiver can tell the
 * site's calls from anyone else's without the site's main secret ever leaving it.
 */
const CDN_PURGE_SIGNATURE_HEADER = 'x-vitrine-signature';
const TIMEOUT_MS = 5_000;

/** The signing key: HMAC-SHA256(AUTH_SECRET, "vitrine:cdn-purge"), hex. */
export function cdnPurgeKey(secret: string = resolveAuthSecret()): string {
  return createHmac('sha256', secret).update('vitrine:cdn-purge').digest('hex');
}

export function signCdnPurge(body: string, key: string = cdnPurgeKey()): string {
  return `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
}

/** POSTs the expired tags to CDN_PURGE_URL (when set). A failure is logged: the CDN's short s-maxage bounds the staleness. */
export async function notifyCdnPurge(tags: string[]): Promise<void> {
  const url = env().CDN_PURGE_URL;
  if (!url || tags.length === 0) return;
  const body = JSON.stringify({ tags, at: new Date().toISOString() });
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CDN_PURGE_SIGNATURE_HEADER]: signCdnPurge(body) },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) logger.warn({ status: res.status, tags }, 'CDN purge was refused');
}
