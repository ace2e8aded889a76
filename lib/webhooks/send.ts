import 'server-only';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { addressAllowed, isIpAddress } from './address';

/**
 * One HTTP POST of a webhook delivery, with the guards: a 10 s limit for the whole exchange,
 * the address actually connected to checked (every address the name resolves to must be allowed:
 * a name that also answers 127.0.0.1 is refused, and the connection goes to the address that was
 * checked, so a second lookup cannot swap it), and redirects followed only to the same host (at most 3;
 * https never turned into http). No keep-alive: each request resolves its name again.
 */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;
/** Enough of an answer to read its status; the rest is dropped (a receiver's page is not kept). */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
  timeoutMs?: number;
}

export type WebhookOutcome =
  | { ok: true; statusCode: number; durationMs: number }
  | { ok: false; statusCode: number | null; durationMs: number; error: string };

class RefusedAddress extends Error {
  constructor(readonly address: string) {
    super(`address not allowed: ${address}`);
  }
}

/** A lookup that answers only allowed addresses, or fails the connection. */
function guardedLookup(protocol: string, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => !addressAllowed(a.address, protocol, allowPrivate));
      if (refused || addresses.length === 0) return callback(new RefusedAddress(refused?.address ?? hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function postOnce(url: URL, request: WebhookRequest, signal: AbortSignal): Promise<{ statusCode: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address is never looked up: check it here.
    if (isIpAddress(host) && !addressAllowed(host, url.protocol, request.allowPrivate)) return reject(new RefusedAddress(host));
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        signal,
        lookup: guardedLookup(url.protocol, request.allowPrivate),
        headers: { ...request.headers, 'Content-Length': String(Buffer.byteLength(request.body)) },
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) res.destroy();
        });
        const done = () => resolve({ statusCode: res.statusCode ?? 0, location: typeof res.headers.location === 'string' ? res.headers.location : null });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

function describe(error: unknown, timedOut: boolean): string {
  if (timedOut) return 'timeout';
  if (error instanceof RefusedAddress) return error.message;
  // Node's own errors may come from another realm (a test's VM): read them by shape, not by class.
  if (typeof error === 'object' && error !== null) {
    const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
    if (cause instanceof RefusedAddress) return cause.message;
    const text = typeof message === 'string' && message ? message : 'network error';
    // Node's message usually names the code already ("connect ECONNREFUSED 127.0.0.1:9").
    return (typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text).slice(0, 300);
  }
  return 'network error';
}

/** Sends the delivery; never throws. A 2xx is success; anything else (3xx included) is a failure. */
export async function sendWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
  try {
    let url = new URL(request.url);
    for (let hop = 0; ; hop += 1) {
      const { statusCode, location } = await postOnce(url, request, controller.signal);
      if (statusCode >= 200 && statusCode < 300) return { ok: true, statusCode, durationMs: elapsed() };
      const redirect = statusCode >= 300 && statusCode < 400 && location ? new URL(location, url) : null;
      if (!redirect) return { ok: false, statusCode, durationMs: elapsed(), error: `HTTP ${statusCode}` };
      const sameHost = redirect.host === url.host && !(url.protocol === 'https:' && redirect.protocol !== 'https:');
      if (!sameHost || (redirect.protocol !== 'https:' && redirect.protocol !== 'http:'))
        return { ok: false, statusCode, durationMs: elapsed(), error: `redirect to another host refused: ${redirect.host}` };
      if (hop >= MAX_REDIRECTS) return { ok: false, statusCode, durationMs: elapsed(), error: 'too many redirects' };
      url = redirect;
    }
  } catch (error) {
    return { ok: false, statusCode: null, durationMs: elapsed(), error: describe(error, timedOut) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the URL's name resolves only to allowed addresses: false when an answer is refused, null
 * when it does not resolve now (the sends will say so), true otherwise. Checked when an endpoint is
 * saved, for a clear answer in the form; every send checks again.
 */
export async function resolvesToAllowed(value: string, allowPrivate: boolean): Promise<boolean | null> {
  const url = new URL(value);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIpAddress(host)) return addressAllowed(host, url.protocol, allowPrivate);
  const addresses = await new Promise<LookupAddress[] | null>((resolve) =>
    dnsLookup(host, { all: true }, (error, found) => resolve(error ? null : found)),
  );
  if (!addresses || addresses.length === 0) return null;
  return addresses.every((a) => addressAllowed(a.address, url.protocol, allowPrivate));
}
