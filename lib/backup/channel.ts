import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { backupChannelPath, writeBackup, type BackupChannelInfo } from './files';

// PGlite has no lock between processes: while the server runs, only it may open the data folder. So
// `npm run backup` asks the running server to make the copy, over HTTP on 127.0.0.1 only, with a
// random secret the server writes (0600) into the data folder, beside the database it protects:
// whoever may read the secret could read the database files anyway. PGlite's dumpDataDir makes the
// tarball inside its single thread, holding its query lock: no write lands during the copy, and a
// transaction still open at that moment is rolled back when the copy is opened (as after a crash).

const MAX_BODY = 4096;

export interface BackupChannel {
  close(): Promise<void>;
}

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

function answer(res: http.ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Starts the channel and writes DATA_DIR/backup-channel.json; `snapshot` is the database's dumpDataDir. */
export async function startBackupChannel(dataDir: string, snapshot: () => Promise<Blob>): Promise<BackupChannel> {
  const secret = randomBytes(32).toString('base64url');
  // One backup at a time: a second request waits for the first to finish.
  let queue: Promise<unknown> = Promise.resolve();
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') return answer(res, 404, { error: 'not found' });
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !sameSecret(auth.slice(7), secret)) return answer(res, 401, { error: 'unauthorized' });
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY) req.destroy();
    });
    req.on('end', () => {
      let dir: unknown;
      try {
        dir = (JSON.parse(body) as { dir?: unknown }).dir;
      } catch {
        dir = undefined;
      }
      if (typeof dir !== 'string' || !path.isAbsolute(dir)) return answer(res, 400, { error: 'dir must be an absolute path' });
      const run = queue.then(async () => writeBackup(dir, await snapshot()));
      queue = run.catch(() => undefined);
      run.then(
        (written) => answer(res, 200, written),
        (error: unknown) => answer(res, 500, { error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const info: BackupChannelInfo = { pid: process.pid, port: (server.address() as AddressInfo).port, secret };
  const file = backupChannelPath(dataDir);
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, JSON.stringify(info), { mode: 0o600 });
  await rename(partial, file);
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(file, { force: true });
    },
  };
}
