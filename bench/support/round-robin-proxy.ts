// A small round-robin HTTP proxy for the scale-out bench (bench/scale-out.ts): what a load balancer
// in front of several instances does, and no more. node:http on 127.0.0.1, one keep-alive agent per
// backend; each request goes to the next backend in turn with its method, headers (hop-by-hop ones
// dropped, X-Forwarded-For/-Proto/-Host added) and body, and the answer is streamed back as it comes.
// A GET or HEAD whose reused connection the backend had just closed is sent again once on a new
// one; otherwise a backend that cannot be reached answers 502. GET /__proxy answers the requests
// sent to each backend, the retries and the 502s (JSON), which is also how the bench knows the
// proxy is up.
//
// Run on its own process (the bench measures it, so it must not share the bench's event loop):
//   node --import tsx bench/support/round-robin-proxy.ts <port> <backend URL> [<backend URL> …]
import http from 'node:http';

// Headers that describe one connection, not the message (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    out[name] = value;
  }
  return out;
}

export interface RoundRobinProxy {
  server: http.Server;
  /** Requests sent to each backend, in the order given. */
  counts: number[];
  close(): Promise<void>;
}

export function createRoundRobinProxy(backends: string[]): RoundRobinProxy {
  if (backends.length === 0) throw new Error('no backend');
  const targets = backends.map((backend) => {
    const url = new URL(backend);
    if (url.protocol !== 'http:') throw new Error(`not an http:// backend: ${backend}`);
    return {
      hostname: url.hostname,
      port: Number(url.port || 80),
      // Keep-alive: a new TCP connection per request would be the proxy's cost, not the instances'.
      agent: new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 256 }),
    };
  });
  const counts = targets.map(() => 0);
  // Requests sent again after a reused connection failed, and requests answered 502 (by error code).
  let retries = 0;
  const failures: Record<string, number> = {};
  let next = 0;

  const server = http.createServer((req, res) => {
    if (req.url === '/__proxy') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ backends, counts, retries, failures }));
      return;
    }
    const index = next;
    next = (next + 1) % targets.length;
    counts[index] += 1;
    const target = targets[index];

    const headers = endToEnd(req.headers);
    const client = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${client}` : client;
    headers['x-forwarded-proto'] = 'http';
    if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
    // A GET or HEAD without a body can be sent again as it is.
    const replayable = (req.method === 'GET' || req.method === 'HEAD') && req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined;

    let upstream: http.ClientRequest | undefined;
    const send = (retry: boolean) => {
      const request = http.request(
        { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent: target.agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
          answer.pipe(res);
          answer.once('error', () => res.destroy());
        },
      );
      upstream = request;
      request.once('error', (error: NodeJS.ErrnoException) => {
        // The backend closed an idle keep-alive connection just as it was reused (its keep-alive
        // timeout): send the request once more, on a new connection, as nginx would.
        if (retry && replayable && request.reusedSocket && !res.headersSent && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) {
          retries += 1;
          send(false);
          return;
        }
        const code = error.code ?? error.message;
        failures[code] = (failures[code] ?? 0) + 1;
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Bad gateway: ${error.message}\n`);
      });
      if (replayable) request.end();
      else req.pipe(request);
    };
    if (replayable) req.resume();
    send(true);
    // The client gave up: stop the backend's work too.
    res.once('close', () => {
      if (!res.writableFinished) upstream?.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;

  return {
    server,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const target of targets) target.agent.destroy();
      }),
  };
}

if (require.main === module) {
  const [port, ...backends] = process.argv.slice(2);
  if (!port || backends.length === 0) {
    console.error('Usage: node --import tsx bench/support/round-robin-proxy.ts <port> <backend URL> [<backend URL> …]');
    process.exit(2);
  }
  const proxy = createRoundRobinProxy(backends);
  proxy.server.listen(Number(port), '127.0.0.1', () => console.log(`Round-robin proxy on http://127.0.0.1:${port} → ${backends.join(', ')}`));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void proxy.close().then(() => process.exit(0));
    });
  }
}
