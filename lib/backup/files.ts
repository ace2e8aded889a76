import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

// Backups of the embedded database (README "Backups"): DIR/pglite.tar, a tarball of PGlite's data
// folder made by PGlite itself (dumpDataDir). It is written beside its final name and renamed when
// complete and flushed, so DIR holds a whole backup or none, whatever stops the writer.

export const BACKUP_FILE = 'pglite.tar';
const PARTIAL_SUFFIX = '.partial';

/** Where the running server tells the backup command how to reach it (see ./channel.ts). */
export function backupChannelPath(dataDir: string): string {
  return path.resolve(dataDir, 'backup-channel.json');
}

export interface BackupChannelInfo {
  pid: number;
  port: number;
  secret: string;
}

async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes the tarball to DIR/pglite.tar: to a partial file first, flushed, then renamed over. */
export async function writeBackup(dir: string, tarball: Blob): Promise<{ file: string; bytes: number }> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, BACKUP_FILE);
  const partial = `${file}.${randomBytes(6).toString('hex')}${PARTIAL_SUFFIX}`;
  const handle = await open(partial, 'wx', 0o600);
  let bytes = 0;
  try {
    const reader = tarball.stream().getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await handle.write(value);
      bytes += value.byteLength;
    }
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(partial, { force: true });
    throw error;
  }
  await handle.close();
  await rename(partial, file);
  await fsyncDir(dir);
  return { file, bytes };
}

/** Removes what an interrupted backup left in DIR (never the complete backup). */
export async function removePartialBackups(dir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  await Promise.all(
    names.filter((name) => name.startsWith(`${BACKUP_FILE}.`) && name.endsWith(PARTIAL_SUFFIX)).map((name) => rm(path.join(dir, name), { force: true })),
  );
}
