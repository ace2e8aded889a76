/** @jest-environment node */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  acquirePgliteLock,
  isPgliteLockedByOther,
  pgliteLockHolder,
  pgliteLockPath,
  PgliteLockedError,
} from '@/lib/server/pglite-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vitrine-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => pgliteLockPath(dir);
const lockContent = () => readFileSync(lockFile(), 'utf8').trim();
/** A pid that existed a moment ago and is now dead. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;
// The parent of this jest worker: a live process that is not this one.
const livePid = () => process.ppid;

describe('PGlite lock', () => {
  it('writes this process id to DATA_DIR/server.lock and removes it on release', () => {
    const lock = acquirePgliteLock(dir, { releaseOnExit: false });
    expect(lock.path).toBe(path.join(dir, 'server.lock'));
    expect(lockContent()).toBe(String(process.pid));
    expect(isPgliteLockedByOther(dir)).toBe(false);
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    lock.release();
  });

  it('creates the data folder when it does not exist', () => {
    const nested = path.join(dir, 'a', 'b');
    acquirePgliteLock(nested, { releaseOnExit: false }).release();
    expect(existsSync(nested)).toBe(true);
  });

  it('refuses, naming the pid, while another live process holds the lock', () => {
    writeFileSync(lockFile(), `${livePid()}\n`);
    expect(isPgliteLockedByOther(dir)).toBe(true);
    expect(pgliteLockHolder(dir)).toBe(livePid());
    expect(() => acquirePgliteLock(dir, { releaseOnExit: false })).toThrow(PgliteLockedError);
    expect(() => acquirePgliteLock(dir, { releaseOnExit: false })).toThrow(`pid ${livePid()}`);
    expect(lockContent()).toBe(String(livePid()));
  });

  it('replaces a stale lock whose process is dead', () => {
    writeFileSync(lockFile(), `${deadPid()}\n`);
    expect(isPgliteLockedByOther(dir)).toBe(false);
    const lock = acquirePgliteLock(dir, { releaseOnExit: false });
    expect(lockContent()).toBe(String(process.pid));
    lock.release();
  });

  it('replaces a lock file that holds no pid', () => {
    writeFileSync(lockFile(), 'garbage');
    expect(isPgliteLockedByOther(dir)).toBe(false);
    acquirePgliteLock(dir, { releaseOnExit: false });
    expect(lockContent()).toBe(String(process.pid));
  });

  it('is a no-op when this process already holds the lock', () => {
    acquirePgliteLock(dir, { releaseOnExit: false });
    expect(() => acquirePgliteLock(dir, { releaseOnExit: false })).not.toThrow();
    expect(lockContent()).toBe(String(process.pid));
  });

  it('does not remove a lock that another process has taken since', () => {
    const lock = acquirePgliteLock(dir, { releaseOnExit: false });
    writeFileSync(lockFile(), `${livePid()}\n`);
    lock.release();
    expect(lockContent()).toBe(String(livePid()));
  });

  it('reports no holder when there is no lock file', () => {
    expect(pgliteLockHolder(dir)).toBeNull();
    expect(isPgliteLockedByOther(dir)).toBe(false);
  });
});

describe('PGlite lock in a real process', () => {
  const modulePath = path.resolve('lib/server/pglite-lock.ts');
  const run = (code: string) =>
    spawn(process.execPath, ['-r', 'tsx/cjs', '-e', `const lock = require(${JSON.stringify(modulePath)}); ${code}`], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  const exited = (child: ReturnType<typeof run>) =>
    new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));

  it('removes the lock when the process exits', async () => {
    const child = run(`lock.acquirePgliteLock(${JSON.stringify(dir)}); process.exit(0);`);
    expect(await exited(child)).toEqual({ code: 0, signal: null });
    expect(existsSync(lockFile())).toBe(false);
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('removes the lock and still ends the process on %s', async (signal) => {
    const child = run(`lock.acquirePgliteLock(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`);
    await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
    expect(lockContent()).toBe(String(child.pid));
    expect(isPgliteLockedByOther(dir)).toBe(true);
    child.kill(signal);
    expect(await exited(child)).toEqual({ code: null, signal });
    expect(existsSync(lockFile())).toBe(false);
  });

  it('keeps the lock until the exit when the process handles SIGTERM itself (the server closes PGlite first)', async () => {
    const child = run(
      `lock.acquirePgliteLock(${JSON.stringify(dir)});
       process.on('SIGTERM', () => {
         console.log('stopping, locked: ' + require('node:fs').existsSync(${JSON.stringify(lockFile())}));
         setTimeout(() => process.exit(0), 100);
       });
       console.log('locked'); setInterval(() => {}, 1000);`,
    );
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
    child.kill('SIGTERM');
    expect(await exited(child)).toEqual({ code: 0, signal: null });
    expect(output).toContain('stopping, locked: true');
    expect(existsSync(lockFile())).toBe(false);
  });
});
