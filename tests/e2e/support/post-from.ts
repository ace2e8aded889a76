import { request as httpRequest } from 'node:http';
import { test } from '@playwright/test';

/**
 * POSTs JSON to the e2e server from a loopback address of its own, so the per-address limit of this
 * office does not count against the 127.0.0.1 that every other journey posts from.
 */
export function postFrom(localAddress: string, path: string, body: unknown): Promise<number> {
  const url = new URL(path, test.info().project.use.baseURL);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), 'accept-language': 'pt-BR' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** A loopback address used by nothing else in the run. */
export function officeAddress(): string {
  const n = Date.now();
  return `127.${(n >> 16) & 0xff}.${(n >> 8) & 0xff}.${(n & 0xfe) + 1}`;
}
