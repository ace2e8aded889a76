// Starting and stopping what the public-site benchmarks measure: the production build (built
// when the source changed, as `npm start` does), the production server, a static file server
// for the baseline (nginx when installed, otherwise a Node one), and a round-robin proxy in front
// of several servers (bench/scale-out.ts). Every child is stopped by its own pid when the bench
// ends, fails or is interrupted.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(__dirname, '..', '..');

const children = new Set<ChildProcess>();
function stopAllOnExit() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAllOnExit);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAllOnExit();
    process.exit(130);
  });
}

export interface Running {
  url: string;
  pid: number | undefined;
  describe: string;
  stop(): Promise<void>;
}

function track(child: ChildProcess): (graceMs?: number) => Promise<void> {
  children.add(child);
  child.on('exit', () => children.delete(child));
  return (graceMs = 10_000) =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** True when nothing listens on 127.0.0.1:port. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function waitFor(url: string, timeoutMs: number, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the server exited before answering ${url}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

async function waitForPort(port: number, timeoutMs: number, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the server for port ${port} exited`);
    if (!(await portIsFree(port))) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs / 1000} s`);
}

/** Builds the app unless .next holds a build of the current source (server/start.mjs --build-only). */
export function ensureBuild(): void {
  execFileSync(process.execPath, [path.join(root, 'server', 'start.mjs'), '--build-only'], { cwd: root, stdio: 'inherit' });
}

/**
 * Forgets Next's data cache (.next/cache/fetch-cache): it survives restarts, and entries written
 * by a server on another database (an e2e run, an earlier bench) would otherwise be served.
 */
export function clearDataCache(): void {
  rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  // Without the record of what the caches were rendered from, the next start empties every page cache
  // (server/cache-epoch.mjs): a same-build restart would otherwise keep the previous run's pages.
  rmSync(path.join(root, '.next', 'cache', 'vitrine-cache-fingerprint.json'), { force: true });
}

/**
 * The production server (server/server.mjs) on port `port`; its output goes to logFile. `env` goes
 * on top of the defaults (HOST among them). Ready when `readyPath` (default /api/health) answers 2xx.
 * `cwd`: the checkout whose build to serve (this one by default).
 */
export async function startAppServer(
  port: number,
  env: Record<string, string>,
  logFile: string,
  { readyPath = '/api/health', cwd = root }: { readyPath?: string; cwd?: string } = {},
): Promise<Running> {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is taken: stop what listens there or pass --port`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  // cwd: another checkout's build (bench/page-render.ts runs the commit before a change beside it).
  // WEB_CONCURRENCY=1 unless the bench asks for more: with DATABASE_URL server.mjs otherwise forks one
  // worker per core, and child.pid (whose CPU and memory the benches read) would be the idle primary.
  const child = spawn(process.execPath, [path.join(cwd, 'server', 'server.mjs')], {
    cwd,
    // HOST=0.0.0.0: with HOST=127.0.0.1 every localized page answers a 307 to itself (the proxy's
    // rewrite then names localhost), so the server listens as `npm start` does.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '0.0.0.0', NEXT_TELEMETRY_DISABLED: '1', WEB_CONCURRENCY: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const stop = track(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}${readyPath}`, 180_000, () => child.exitCode === null);
  } catch (error) {
    await stop();
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
    throw new Error(`${(error as Error).message}\n--- server log (${logFile}) ---\n${tail}`);
  }
  return { url, pid: child.pid, describe: `server/server.mjs (pid ${child.pid})`, stop: () => stop() };
}

function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('which', ['nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

function nginxVersion(bin: string): string {
  try {
    // nginx prints its version on stderr.
    return execFileSync(bin, ['-v'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr;
    return String(stderr ?? '').trim() || 'nginx';
  }
}

/**
 * Serves `dir` on 127.0.0.1:port: nginx when installed (Debian's, with a configuration of its own
 * in a temporary prefix, as the current user), otherwise bench/support/static-server.mjs (node:http,
 * files read into memory at start, the best a Node file server can do).
 */
export async function startStaticServer(dir: string, port: number, prefer: 'auto' | 'node' = 'auto'): Promise<Running> {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is taken: stop what listens there or pass --static-port`);
  const url = `http://127.0.0.1:${port}`;
  const nginx = prefer === 'auto' ? findNginx() : null;
  if (nginx) {
    const prefix = path.join(os.tmpdir(), `vitrine-bench-nginx-${process.pid}`);
    mkdirSync(path.join(prefix, 'logs'), { recursive: true });
    const conf = path.join(prefix, 'nginx.conf');
    writeFileSync(
      conf,
      `worker_processes auto;
daemon off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  open_file_cache max=1000 inactive=60s;
  types { text/html html; }
  default_type application/octet-stream;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    index index.html;
  }
}
`,
    );
    // -e: the error log from the start (before the configuration is read) goes to stderr too.
    const child = spawn(nginx, ['-p', prefix, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'inherit'] });
    const stop = track(child);
    await waitForPort(port, 15_000, () => child.exitCode === null);
    return {
      url,
      pid: child.pid,
      describe: `${nginxVersion(nginx)} (sendfile, open_file_cache, ${os.cpus().length} worker processes)`,
      stop: async () => {
        await stop();
        rmSync(prefix, { recursive: true, force: true });
      },
    };
  }
  const child = spawn(process.execPath, [path.join(root, 'bench', 'support', 'static-server.mjs'), dir, String(port)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = track(child);
  await waitFor(`${url}/__ready`, 15_000, () => child.exitCode === null);
  return { url, pid: child.pid, describe: `node:http ${process.version} (bench/support/static-server.mjs, files held in memory, one process)`, stop: () => stop() };
}

/**
 * bench/support/round-robin-proxy.ts on 127.0.0.1:port, in a process of its own (it must not share
 * the load generator's event loop), sending each request to the next of `backends` in turn.
 */
export interface ProxyStats {
  /** Requests sent to each backend, in the order given. */
  counts: number[];
  /** Requests sent again after a backend closed a reused keep-alive connection. */
  retries: number;
  /** Requests answered 502, by error code. */
  failures: Record<string, number>;
}

export async function startRoundRobinProxy(port: number, backends: string[]): Promise<Running & { stats(): Promise<ProxyStats> }> {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is taken: stop what listens there or pass --proxy-port`);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'support', 'round-robin-proxy.ts'), String(port), ...backends], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = track(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/__proxy`, 15_000, () => child.exitCode === null);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    pid: child.pid,
    describe: `bench/support/round-robin-proxy.ts (node:http ${process.version}, keep-alive agents, one process, pid ${child.pid}) → ${backends.join(', ')}`,
    stats: async () => (await (await fetch(`${url}/__proxy`)).json()) as ProxyStats,
    stop: () => stop(),
  };
}
