import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The production server (server/server.mjs, from the build the e2e run made) stops gracefully: on
// SIGTERM it refuses new connections, lets the requests in flight finish (up to 10 s, then cuts
// them), closes the database (here its own PGlite, whose lock file goes with it) and exits 0.
// No browser: raw sockets, so a request can be kept in flight by sending its body slowly.
const port = Number(process.env.E2E_SHUTDOWN_PORT ?? 3112);
const baseURL = `http://127.0.0.1:${port}`;
const admin = { email: 'shutdown@vitrine.test', password: 'Shutdown-Passw0rd!' };
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-shutdown-'));
});

test.afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

async function startServer(): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    SITE_URL: baseURL,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    AUTH_SECRET: 'e2e-shutdown-auth-secret-not-for-production-use-0',
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  // Its own embedded database and nothing else, whatever the main e2e server uses.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) delete env[name];
  const child = spawn(process.execPath, ['server/server.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const deadline = Date.now() + 100_000;
  for (;;) {
    const up = await fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { child, output: () => output, exited };
}

/** Opens a connection and sends the head of a sign-in request and `sent` bytes of its JSON body. */
async function startSlowSignIn(sent: number) {
  const body = JSON.stringify({ email: admin.email, password: admin.password });
  const socket = net.connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/auth/auth HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, sent)}`,
  );
  return { socket, rest: body.slice(sent), received: () => received, closed };
}

function connectionRefused(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

test('SIGTERM: new connections are refused, the request in flight completes with 200, the process exits 0', async () => {
  test.setTimeout(150_000);
  const server = await startServer();
  try {
    // A keep-alive connection that has finished its request: idle, it must not hold the shutdown up.
    const idle = net.connect({ host: '127.0.0.1', port });
    await new Promise<void>((resolve) => idle.once('connect', resolve));
    idle.on('error', () => undefined);
    idle.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await new Promise<void>((resolve) => idle.once('data', () => resolve()));
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));

    const slow = await startSlowSignIn(10);
    // Let the server read the head and start the handler, which now waits for the rest of the body.
    await new Promise((r) => setTimeout(r, 500));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await idleClosed;
    await expect.poll(connectionRefused, { timeout: 5_000 }).toBe(true);

    // The rest of the body, a second later: the request still completes.
    await new Promise((r) => setTimeout(r, 1_000));
    slow.socket.write(slow.rest);
    await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(slow.received()).toContain('"token"');

    const exit = await server.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeLessThan(12_000);
    // The visitor's request only: the warm-up's own, when one runs, is cut and not counted (server/prewarm.mjs).
    expect(server.output()).toContain('Received SIGTERM: finishing 1 request(s) in flight');
    expect(server.output()).not.toContain('still running after');
    expect(server.output()).not.toContain('[prewarm] could not render');
    expect(server.output()).toMatch(/closed: [^)]*database/);
    // PGlite was closed and its lock released.
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
});

test('SIGTERM: a request still running after 10 s is cut, and the process still exits 0', async () => {
  test.setTimeout(150_000);
  const server = await startServer();
  try {
    // Half a body that never comes: the request stays in flight.
    const stuck = await startSlowSignIn(10);
    await new Promise((r) => setTimeout(r, 500));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await expect.poll(connectionRefused, { timeout: 5_000 }).toBe(true);
    await stuck.closed;
    const exit = await server.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeGreaterThanOrEqual(9_500);
    expect(exit.at - signalledAt).toBeLessThan(17_000);
    expect(server.output()).toContain('1 request(s) still running after 10 s');
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
});
