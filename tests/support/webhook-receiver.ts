import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A webhook receiver on 127.0.0.1 (a port of its own), as an integration would run one: it records every
// request (headers and the raw body) and answers what the test asks for.

export interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Reply = number | { status: number; headers?: Record<string, string> } | 'hang';

export interface Receiver {
  origin: string;
  url(path?: string): string;
  requests: Received[];
  /** What the next requests get: a status (and headers), 'hang' (never answers), or one of those chosen by path. */
  answer(reply: Reply | ((path: string) => Reply)): void;
  close(): Promise<void>;
}

export async function startReceiver(host = '127.0.0.1'): Promise<Receiver> {
  const requests: Received[] = [];
  let reply: Reply | ((path: string) => Reply) = 200;
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const chosen = typeof reply === 'function' ? reply(req.url ?? '') : reply;
      if (chosen === 'hang') {
        hanging.add(res);
        return;
      }
      const { status, headers } = typeof chosen === 'number' ? { status: chosen, headers: {} } : chosen;
      res.writeHead(status, { 'Content-Type': 'text/plain', ...headers });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  return {
    origin,
    url: (path = '/hook') => `${origin}${path}`,
    requests,
    answer: (next) => {
      reply = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
