// The production server: Next's request handler behind a plain Node HTTP server, so the client's
// address comes from the socket. Forwarding headers are believed only with TRUST_PROXY=true;
// otherwise a client could pick any address and walk around the per-address login limit.
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { cacheKey, createPageCache } from './page-cache.mjs';
import { enforceSecureTransport, isHttpsSite } from './secure-transport.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '0.0.0.0';
const trustProxy = ['true', '1', 'yes'].includes(String(process.env.TRUST_PROXY || '').toLowerCase());
const CLIENT_IP_HEADER = 'x-vitrine-client-ip';
const forwardingHeaders = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

// Public pages are cached on disk by Next: their database reads in the data cache (lib/cache) and
// their HTML in the route cache, both outliving the process. Commands expire them as they change
// data, but a change made while no server ran (a restored backup, another DATABASE_URL or SITE_URL,
// the CLIs) would not: start every process with both empty (each page renders once again).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const cache of [['cache', 'fetch-cache'], ['server', 'route-cache']]) {
  rmSync(path.join(root, '.next', ...cache), { recursive: true, force: true });
}

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();

function clientAddress(req) {
  const socketAddress = (req.socket.remoteAddress || 'unknown').replace(/^::ffff:/, '');
  if (!trustProxy) return socketAddress;
  const forwarded = String(req.headers['x-forwarded-for'] || '').split(',')[0].trim();
  return forwarded || socketAddress;
}

const started = Date.now();
await app.prepare();
// Read after Next has loaded the .env files.
const httpsSite = isHttpsSite(process.env.SITE_URL);

const pageCache = process.env.PAGE_CACHE === 'false' ? null : createPageCache();

const server = createServer((req, res) => {
  const address = clientAddress(req);
  if (!trustProxy) for (const name of forwardingHeaders) delete req.headers[name];
  req.headers[CLIENT_IP_HEADER] = address;
  if (httpsSite) enforceSecureTransport(res);
  const key = pageCache && cacheKey(req);
  if (key) {
    const entry = pageCache.lookup(key);
    if (entry) return pageCache.serve(entry, res);
    pageCache.capture(key, res);
  }
  handle(req, res);
});

server.listen(port, hostname, async () => {
  // Next runs instrumentation (migrations, first-start seed) on the first request and holds requests
  // until it is done; make that first request ourselves so "ready" means ready.
  const local = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  try {
    await fetch(`http://${local}:${port}/api/health`);
  } catch {
    // A failing start exits the process from instrumentation with its own message.
  }
  console.log(`Vitrine ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port} (${Date.now() - started} ms)`);
});

function shutdown(signal) {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
  console.log(`Received ${signal}, shutting down`);
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
