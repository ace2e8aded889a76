import 'server-only';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { addressAllowed, isIpAddress } from '@/lib/webhooks/address';

/**
 * Fetching an image from the old site (issue 34 §1), under the webhooks' address rules: every address
 * a name resolves to must be public (or private when allowed, as in tests), the connection goes to the
 * address that was checked, and each redirect is a new request checked the same way. Plain http is
 * accepted towards public addresses too, unlike webhooks: old sites often serve their uploads over it,
 * and nothing secret is sent.
 */
export const IMAGE_FETCH_MAX_BYTES = 20 * 1024 * 1024;
export const IMAGE_FETCH_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 5;

export type ImageKind = 'jpg' | 'png' | 'gif' | 'webp' | 'avif';

/** The image format the bytes begin with; null for anything else (SVG included: it can carry scripts). */
export function imageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(bytes.subarray(8, 12).toString('latin1'))) return 'avif';
  return null;
}

/** Why a fetch gave nothing: 'unreachable' means later images from the same host need not be tried. */
export type FetchOutcome = { ok: true; bytes: Buffer; url: URL } | { ok: false; reason: 'unreachable' | 'refused' | 'not_image' | 'too_large' | 'http' };

class RefusedAddress extends Error {}

// The class of an address matters here, not the protocol: "https:" makes addressAllowed judge only that.
const allowed = (address: string, allowPrivate: boolean) => addressAllowed(address, 'https:', allowPrivate);

function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some((a) => !allowed(a.address, allowPrivate))) return callback(new RefusedAddress(hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

type Answer = { status: number; location: string | null; type: string; bytes: Buffer | null; tooLarge: boolean };

function getOnce(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIpAddress(host) && !allowed(host, allowPrivate)) return reject(new RefusedAddress(host));
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, { agent: false, signal, lookup: guardedLookup(allowPrivate), headers: { accept: 'image/*', 'user-agent': 'Vitrine-import' } }, (response) => {
      const status = response.statusCode ?? 0;
      const answer = { status, location: typeof response.headers.location === 'string' ? response.headers.location : null, type: String(response.headers['content-type'] ?? '') };
      if (status < 200 || status >= 300) {
        response.resume();
        return resolve({ ...answer, bytes: null, tooLarge: false });
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > IMAGE_FETCH_MAX_BYTES) {
        response.destroy();
        return resolve({ ...answer, bytes: null, tooLarge: true });
      }
      const chunks: Buffer[] = [];
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > IMAGE_FETCH_MAX_BYTES) {
          response.destroy();
          resolve({ ...answer, bytes: null, tooLarge: true });
        } else chunks.push(chunk);
      });
      response.on('end', () => resolve({ ...answer, bytes: Buffer.concat(chunks), tooLarge: false }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Fetches an image; never throws. */
export async function fetchImage(address: string, options: { allowPrivate: boolean; timeoutMs?: number }): Promise<FetchOutcome> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, reason: 'refused' };
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS);
  try {
    for (let hop = 0; ; hop += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'refused' };
      const answer = await getOnce(url, options.allowPrivate, controller.signal);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        if (hop >= MAX_REDIRECTS) return { ok: false, reason: 'http' };
        url = new URL(answer.location, url);
        continue;
      }
      if (answer.tooLarge) return { ok: false, reason: 'too_large' };
      if (!answer.bytes) return { ok: false, reason: 'http' };
      if (!/^image\//i.test(answer.type) || !imageKind(answer.bytes)) return { ok: false, reason: 'not_image' };
      return { ok: true, bytes: answer.bytes, url };
    }
  } catch (error) {
    const refused = error instanceof RefusedAddress || (error instanceof Error && error.cause instanceof RefusedAddress);
    return { ok: false, reason: refused ? 'refused' : 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}
