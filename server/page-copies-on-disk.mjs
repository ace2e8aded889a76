// The second tier of the page copies (server/page-cache.mjs): every copy is also written to a file, so
// the pages that no longer fit the memory budget are still served without Next. A site of 10,000
// articles is ~800 MB of HTML, far more than memory should hold, and without this tier every visit
// beyond the hottest few hundred pages went through Next's router and its own cache read (~8-10 ms of
// CPU) instead of a file read (bench/README.md, "Long tail").
//
// Each process writes in its own folder under `root` and keeps the index of its files in memory; it
// reads its own files through that index, and the other workers' by name (the file name is a hash of
// the key), so a page rendered by one worker is a copy for all of them. Validity:
// - its own copies: the page generation they were stored in is current, and their time has not run out;
// - another worker's: stored (its render begun) after this process last dropped its copies, and its time
//   has not run out. A worker moves its folder away the moment it drops its copies, so what it stored
//   before hearing of an expiry disappears with its own copies.
// The folder is emptied when the process starts. The workers of one server share a folder named after
// their primary's process id (several servers may run from one checkout: the tests', a staging copy),
// and a server removes at its start the folders of servers that no longer run.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { droppedAt, onPageCopiesDropped, pageGeneration } from './cache-invalidation.mjs';

/** @typedef {import('./page-cache.mjs').PageCacheEntry} PageCacheEntry */

/**
 * @typedef {object} DiskIndexEntry
 * @property {string} file
 * @property {number} generation
 * @property {number} storedAt
 * @property {number} keepMs
 * @property {number} bytes
 */

const DEFAULT_MAX_MB = 1024;
// How often the list of the other workers' folders is read again.
const FOLDERS_EVERY_MS = 2_000;
const DROPPED = '.dropped-';

/**
 * The byte budget of one process from PAGE_DISK_CACHE_MB (megabytes; 0 turns the tier off), 1 GB by default.
 * @param {Record<string, string | undefined>} [env]
 */
export function diskCopiesBytesFromEnv(env = process.env) {
  const raw = env.PAGE_DISK_CACHE_MB;
  const mb = raw === undefined || raw.trim() === '' ? DEFAULT_MAX_MB : Number(raw);
  return Math.round((Number.isFinite(mb) && mb > 0 ? mb : 0) * 1024 * 1024);
}

/**
 * File layout: a 4-byte length, the status, headers and times as JSON, then the body as sent.
 * @param {PageCacheEntry} entry
 */
function encode(entry) {
  const head = Buffer.from(JSON.stringify({ status: entry.status, headers: entry.headers, storedAt: entry.storedAt, keepMs: entry.keepMs }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, entry.body]);
}

/**
 * @param {Buffer} data
 * @param {number} generation
 * @returns {PageCacheEntry}
 */
function decode(data, generation) {
  const length = data.readUInt32BE(0);
  const { status, headers, storedAt, keepMs } = JSON.parse(data.subarray(4, 4 + length).toString());
  return { status, headers, body: data.subarray(4 + length), generation, storedAt, keepMs };
}

/**
 * Removes the folders of servers that no longer run (named by their primary's process id).
 * @param {string} dir the folder holding one folder per server
 */
export function removeLeftoverCopies(dir) {
  let folders;
  try {
    folders = readdirSync(dir);
  } catch {
    return;
  }
  for (const folder of folders) {
    const pid = Number(folder);
    if (pid === process.pid || (Number.isInteger(pid) && pid > 0 && isRunning(pid))) continue;
    rmSync(path.join(dir, folder), { recursive: true, force: true });
  }
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** @param {string} key */
const fileName = (key) => createHash('sha1').update(key).digest('hex');

/** @param {{ root: string, name: string, maxBytes: number }} options */
export function createDiskCopies({ root, name, maxBytes }) {
  const own = path.join(root, name);
  // Whatever an earlier process of this name left there is of no use (its generations are gone).
  rmSync(own, { recursive: true, force: true });
  mkdirSync(own, { recursive: true });
  /** @type {Map<string, DiskIndexEntry>} */
  const index = new Map();
  let totalBytes = 0;
  let writes = 0;
  let drops = 0;
  let closed = false;
  /** @type {string[]} */
  let others = [];
  let othersReadAt = -Infinity;

  // The moment the copies are dropped, the files go too (moved away at once, removed in the background):
  // from then on no worker can read one of them.
  const stopListening = onPageCopiesDropped(() => {
    if (closed) return;
    index.clear();
    totalBytes = 0;
    const away = `${own}${DROPPED}${process.pid}-${(drops += 1)}`;
    try {
      try {
        renameSync(own, away);
        rm(away, { recursive: true, force: true }).catch(() => {});
      } catch {
        rmSync(own, { recursive: true, force: true });
      }
      mkdirSync(own, { recursive: true });
    } catch (error) {
      // The files could not be put out of reach: none is served or written again (memory only).
      closed = true;
      console.warn(`[page-cache] page copies in memory only from now: ${own} (${error instanceof Error ? error.message : error})`);
    }
  });

  /** @param {string} key */
  function remove(key) {
    const entry = index.get(key);
    if (!entry) return;
    index.delete(key);
    totalBytes -= entry.bytes;
    unlink(entry.file).catch(() => {});
  }

  /**
   * The index entry of one of this process's copies that may serve now, or null.
   * @param {string} key
   */
  function lookup(key) {
    const entry = index.get(key);
    if (!entry) return null;
    if (entry.generation !== pageGeneration() || Date.now() - entry.storedAt > entry.keepMs) {
      remove(key);
      return null;
    }
    return entry;
  }

  /** The other workers' folders (none for a single process). */
  function otherFolders() {
    const now = Date.now();
    if (now - othersReadAt >= FOLDERS_EVERY_MS) {
      othersReadAt = now;
      try {
        others = readdirSync(root).filter((folder) => folder !== name && !folder.includes(DROPPED));
      } catch {
        others = [];
      }
    }
    return others;
  }

  /**
   * Another worker's copy of key that may serve now, or null.
   * @param {string} key
   */
  function readOthers(key) {
    const folders = otherFolders();
    if (folders.length === 0) return null;
    const file = fileName(key);
    for (const folder of folders) {
      let copy;
      try {
        copy = decode(readFileSync(path.join(root, folder, file)), pageGeneration());
      } catch {
        continue;
      }
      if (copy.storedAt > droppedAt() && Date.now() - copy.storedAt <= copy.keepMs) return copy;
    }
    return null;
  }

  /**
   * The copy of key from this process's files or another worker's, or null. Read synchronously: a
   * page of ~80 kB in the system's file cache is read in microseconds, less than a round trip
   * through libuv's thread pool (measured: 2,124 → 2,816 req/s on the warm long tail).
   * @param {string} key
   * @returns {PageCacheEntry | null}
   */
  function read(key) {
    if (closed) return null;
    const meta = lookup(key);
    if (!meta) return readOthers(key);
    try {
      return decode(readFileSync(meta.file), meta.generation);
    } catch {
      if (index.get(key) === meta) remove(key);
      return null;
    }
  }

  /**
   * Writes the copy in the background; it serves once the file is complete.
   * @param {string} key
   * @param {PageCacheEntry} entry
   */
  function store(key, entry) {
    if (closed || entry.generation !== pageGeneration()) return;
    const data = encode(entry);
    if (data.length > maxBytes) return;
    const file = path.join(own, fileName(key));
    const temporary = `${file}.${(writes += 1)}.tmp`;
    writeFile(temporary, data)
      .then(() => rename(temporary, file))
      .then(
        () => {
          // Dropped while the file was written: it went with the folder, or goes now.
          if (entry.generation !== pageGeneration()) return unlink(file).catch(() => {});
          const previous = index.get(key);
          if (previous) {
            index.delete(key);
            totalBytes -= previous.bytes;
          }
          for (const oldest of index.keys()) {
            if (totalBytes + data.length <= maxBytes) break;
            remove(oldest);
          }
          index.set(key, { file, generation: entry.generation, storedAt: entry.storedAt, keepMs: entry.keepMs, bytes: data.length });
          totalBytes += data.length;
        },
        () => unlink(temporary).catch(() => {}),
      );
  }

  /** Stops using the folder (tests; a server keeps its tier until it exits). */
  function close() {
    closed = true;
    stopListening();
  }

  return { read, store, close, size: () => index.size, bytes: () => totalBytes };
}
