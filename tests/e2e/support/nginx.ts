import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Runs the shipped nginx example (docs/deploy/nginx.conf) as a child process: the same file, with only
// its lines marked "# deployment:" pointed at this test's folder, port and app.

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file)) ?? null;
export const SHIPPED_CONFIG = path.join(process.cwd(), 'docs/deploy/nginx.conf');

/** The shipped configuration with its deployment lines set for a test run. */
export function testConfig(shipped: string, { dir, port, upstream }: { dir: string; port: number; upstream: string }): string {
  const set: [RegExp, string][] = [
    [/^(\s*)pid \S+;/, `$1pid ${dir}/nginx.pid;`],
    [/^(\s*)error_log \S+ (\w+);/, `$1error_log ${dir}/error.log $2;`],
    [/^(\s*)(\w+_temp_path) \S+\/(\w+);/, `$1$2 ${dir}/temp/$3;`],
    [/^(\s*)proxy_cache_path \S+ /, `$1proxy_cache_path ${dir}/cache `],
    [/^(\s*)server \d[\d.]*:\d+;/, `$1server ${upstream};`],
    [/^(\s*)listen \d+;/, `$1listen 127.0.0.1:${port};`],
    [/^(\s*)server_name \S+;/, '$1server_name _;'],
    [/^(\s*)include (\S+);/, '$1include $2;'],
  ];
  return shipped
    .split('\n')
    .map((line) => {
      if (!line.includes('# deployment:')) return line;
      const rule = set.find(([pattern]) => pattern.test(line));
      if (!rule) throw new Error(`docs/deploy/nginx.conf: no test value for the deployment line "${line.trim()}"`);
      return line.replace(rule[0], rule[1]);
    })
    .join('\n');
}

export interface RunningNginx {
  url: string;
  stop: () => Promise<void>;
  log: () => string;
}

/** Starts nginx in the foreground on 127.0.0.1:port in front of `upstream` (host:port); resolves once it answers. */
export async function startNginx({ dir, port, upstream }: { dir: string; port: number; upstream: string }): Promise<RunningNginx> {
  if (!NGINX) throw new Error('nginx is not installed');
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  // Started as root, nginx's workers run as nobody: they must reach the cache folders it creates here.
  chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, testConfig(readFileSync(SHIPPED_CONFIG, 'utf8'), { dir, port, upstream }));
  let output = '';
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () => output + (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGTERM');
    await exited;
  };
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log()}`);
    try {
      await fetch(`${url}/api/health`);
      return { url, stop, log };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`nginx did not answer: ${log()}`);
}
