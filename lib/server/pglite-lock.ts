import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// PGlite has no lock between processes: a second process opening the same data folder silently
// loses or corrupts writes. Whoever opens the folder (the server, db:migrate, db:seed) first takes
// this lock: a file holding its pid, next to the pglite folder.

export function pgliteLockPath(dataDir: string): string {
  return path.resolve(dataDir, 'server.lock');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockPid(lockPath: string): number | null {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** The pid of another live process holding the lock on this data folder, or null. */
export function pgliteLockHolder(dataDir: string): number | null {
  const pid = readLockPid(pgliteLockPath(dataDir));
  return pid !== null && pid !== process.pid && isAlive(pid) ? pid : null;
}

export function isPgliteLockedByOther(dataDir: string): boolean {
  return pgliteLockHolder(dataDir) !== null;
}

export class PgliteLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${path.resolve(dataDir)} is in use by another Vitrine process (pid ${pid}): ` +
        `stop it first (a running server, or npm run db:migrate / db:seed). ` +
        `If no such process is running, delete ${pgliteLockPath(dataDir)}.`,
    );
    this.name = 'PgliteLockedError';
  }
}

export interface PgliteLock {
  path: string;
  /** Removes the lock file if it still names this process. Safe to call more than once. */
  release(): void;
}

export interface AcquireOptions {
  /** Remove the lock on process exit, SIGINT and SIGTERM (default true; tests turn it off). */
  releaseOnExit?: boolean;
}

/**
 * Takes the lock on a PGlite data folder for this process: throws PgliteLockedError when another
 * live process holds it, replaces a stale lock (its pid is dead), and is a no-op when this process
 * already holds it.
 */
export function acquirePgliteLock(dataDir: string, options: AcquireOptions = {}): PgliteLock {
  const lockPath = pgliteLockPath(dataDir);
  mkdirSync(path.dirname(lockPath), { recursive: true });

  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx' creates the file atomically, failing if it exists: two starting processes cannot both win.
      writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = readLockPid(lockPath);
    if (pid === process.pid) break;
    if (pid !== null && isAlive(pid)) throw new PgliteLockedError(dataDir, pid);
    if (attempt >= 2) throw new Error(`Could not take the lock ${lockPath}: it keeps changing`);
    // Stale (dead pid) or unreadable: remove it and try again.
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    if (readLockPid(lockPath) !== process.pid) return;
    try {
      unlinkSync(lockPath);
    } catch {
      // Already gone.
    }
  };

  if (options.releaseOnExit !== false) {
    process.once('exit', release);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const onSignal = () => {
        // Someone else handles the signal (the production server, server/server.mjs, finishes its
        // requests and closes PGlite first): the folder stays locked until the process exits.
        if (process.listenerCount(signal) > 0) return;
        // A listener replaces Node's default "exit on signal": when nobody else handles the signal,
        // release the lock and re-raise it so the process still ends as it would have.
        release();
        process.kill(process.pid, signal);
      };
      process.once(signal, onSignal);
    }
  }

  return { path: lockPath, release };
}
