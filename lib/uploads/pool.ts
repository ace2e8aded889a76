import 'server-only';
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { logger } from '@/lib/logger';
import { onShutdown } from '@/lib/server/shutdown';

/** What the image worker is asked: the upload's bytes, the pixel limit, the widths of the copies. */
export interface ImageJob {
  bytes: Uint8Array;
  maxPixels: number;
  widths: readonly number[];
}

export interface EncodedVariant {
  width: number;
  height: number;
  webp: Uint8Array;
  avif: Uint8Array;
}

export type ImageJobResult =
  | { ok: true; width: number; height: number; variants: EncodedVariant[] }
  /**
   * tooManyPixels / unsupported: the worker's verdict on the image. busy: refused at once, the queue
   * was full. crashed / timedOut: the worker died or took too long (it is replaced for the next job).
   */
  | { ok: false; reason: 'tooManyPixels' | 'unsupported' | 'busy' | 'crashed' | 'timedOut' };

export interface ImagePoolOptions {
  /** The worker program (lib/uploads/image-worker.mjs). */
  script: string;
  /** Jobs that may wait behind the running one; one more is answered `busy`. */
  maxWaiting: number;
  /** The worker process ends after this long without a job, and gives its memory back with it. */
  idleMs: number;
  /** A job still running after this long ends its worker. */
  jobTimeoutMs: number;
}

interface Pending {
  job: ImageJob;
  resolve: (result: ImageJobResult) => void;
}

/**
 * Runs image jobs one at a time in a child process. Decoding an upload takes seconds of CPU and
 * hundreds of megabytes for a large image: in a child it blocks neither the server's event loop nor
 * keeps the server's memory. One job at a time bounds that memory to one image; a few more wait in
 * line (their bytes, at most 10 MB each, in this process), and past that the caller is told `busy`.
 * The child runs at a lower CPU priority than the server, so pages and the API keep answering while
 * it works, and it is ended once idle: whatever the allocator kept after a burst is given back.
 */
export class ImagePool {
  private child: ChildProcess | null = null;
  private running: (Pending & { id: number; timer: NodeJS.Timeout; child: ChildProcess }) | null = null;
  private readonly waiting: Pending[] = [];
  private idleTimer: NodeJS.Timeout | null = null;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: ImagePoolOptions) {}

  /** The worker's process id while one is running (tests, the benchmark). */
  get workerPid(): number | undefined {
    return this.child?.pid;
  }

  /** Jobs running or waiting. */
  get size(): number {
    return (this.running ? 1 : 0) + this.waiting.length;
  }

  run(job: ImageJob): Promise<ImageJobResult> {
    if (this.closed) return Promise.resolve({ ok: false, reason: 'busy' });
    if (this.running && this.waiting.length >= this.options.maxWaiting) return Promise.resolve({ ok: false, reason: 'busy' });
    return new Promise((resolve) => {
      this.waiting.push({ job, resolve });
      this.startNext();
    });
  }

  /** Ends the worker; the jobs still waiting are answered `busy`. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.waiting.splice(0)) pending.resolve({ ok: false, reason: 'busy' });
    await this.stopWorker();
  }

  private startNext(): void {
    if (this.running || this.waiting.length === 0) return;
    const pending = this.waiting.shift()!;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const child = this.worker();
    const id = this.nextId++;
    const timer = setTimeout(() => {
      logger.error({ pid: child.pid, timeoutMs: this.options.jobTimeoutMs }, 'image worker took too long: ending it');
      this.discard(child);
      this.finish(id, { ok: false, reason: 'timedOut' });
    }, this.options.jobTimeoutMs);
    this.running = { ...pending, id, timer, child };
    child.send({ id, bytes: pending.job.bytes, maxPixels: pending.job.maxPixels, widths: [...pending.job.widths] }, (error) => {
      if (error) {
        logger.error({ err: error }, 'could not hand an image to its worker');
        this.discard(child);
        this.finish(id, { ok: false, reason: 'crashed' });
      }
    });
  }

  /** Kills a worker that failed; the next job gets a new one. */
  private discard(child: ChildProcess): void {
    if (this.child === child) this.child = null;
    child.kill('SIGKILL');
  }

  private finish(id: number, result: ImageJobResult): void {
    if (this.running?.id !== id) return;
    clearTimeout(this.running.timer);
    const { resolve } = this.running;
    this.running = null;
    resolve(result);
    if (this.waiting.length > 0) this.startNext();
    else this.idle();
  }

  /** The running worker, or a new one. */
  private worker(): ChildProcess {
    if (this.child) {
      this.child.ref();
      this.child.channel?.ref();
      return this.child;
    }
    const child = fork(this.options.script, [], {
      // Messages carry bytes: structured clone sends them as binary, JSON would spell out each byte.
      serialization: 'advanced',
      // Not the parent's flags (a test runner's or a loader's): the worker is plain JavaScript.
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    if (child.pid !== undefined) {
      try {
        // Below the server: a request waits for a core less often than the image does.
        setPriority(child.pid, 10);
      } catch {
        // Not permitted here: the worker runs at the server's priority.
      }
    }
    child.on('message', (message: { id: number } & ImageJobResult) => {
      const { id, ...result } = message;
      this.finish(id, result as ImageJobResult);
    });
    child.on('error', (error) => logger.error({ err: error }, 'image worker error'));
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      const running = this.running;
      if (running?.child === child) {
        logger.error({ pid: child.pid, code, signal }, 'image worker ended during a job');
        this.finish(running.id, { ok: false, reason: 'crashed' });
      }
    });
    return child;
  }

  /** Lets the process exit while the worker waits, and ends the worker after idleMs. */
  private idle(): void {
    const child = this.child;
    if (!child) return;
    child.unref();
    child.channel?.unref();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (!this.running && this.child === child) void this.stopWorker();
    }, this.options.idleMs);
    this.idleTimer.unref();
  }

  private stopWorker(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      // Closing the channel ends the worker (it exits on 'disconnect'); a worker that does not is killed.
      const kill = setTimeout(() => child.kill('SIGKILL'), 2_000);
      kill.unref();
      child.once('exit', () => clearTimeout(kill));
      if (child.connected) child.disconnect();
      else child.kill('SIGTERM');
    });
  }
}

/** The pool's settings in the server: one job at a time, four waiting, the worker ended after 10 idle seconds. */
export const IMAGE_POOL_DEFAULTS: Omit<ImagePoolOptions, 'script'> = { maxWaiting: 4, idleMs: 10_000, jobTimeoutMs: 60_000 };

/**
 * The worker program, by its place in the project folder: Next bundles the server's code into
 * .next, but this file runs as it is (the server, the CLIs and the tests all run from the project
 * folder, which Next itself requires of the production server).
 */
export const imageWorkerScript = () => path.join(process.cwd(), 'lib', 'uploads', 'image-worker.mjs');

// One pool per process: each of Next's bundles has its own copy of this module, globalThis is shared.
const globalForPool = globalThis as unknown as { __vitrineImagePool?: ImagePool };

export function imagePool(): ImagePool {
  if (!globalForPool.__vitrineImagePool) {
    const pool = new ImagePool({ script: imageWorkerScript(), ...IMAGE_POOL_DEFAULTS });
    globalForPool.__vitrineImagePool = pool;
    onShutdown('image worker', () => pool.close());
  }
  return globalForPool.__vitrineImagePool;
}

/** For tests: puts another pool in place of the process's (null: a default one at the next upload). */
export function replaceImagePool(pool: ImagePool | null): ImagePool | undefined {
  const previous = globalForPool.__vitrineImagePool;
  globalForPool.__vitrineImagePool = pool ?? undefined;
  return previous;
}
