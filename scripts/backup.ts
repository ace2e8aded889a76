// npm run backup -- DIR — a consistent copy of the embedded database (PGlite) into DIR/pglite.tar,
// while the server runs or not (README "Backups"). With a server running, the server makes the copy
// (only it may open the data folder): this command asks it over 127.0.0.1 with the secret it keeps
// in the data folder (lib/backup/channel.ts). With none, this command takes the folder's lock and
// makes the copy itself. Either way the file is complete or absent. With DATABASE_URL the database
// is PostgreSQL's: back it up with pg_dump.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadCliEnv, openCliDb } from './cli-db';
import { pgliteLockHolder } from '@/lib/server/pglite-lock';
import { backupChannelPath, removePartialBackups, writeBackup, type BackupChannelInfo } from '@/lib/backup/files';

async function viaServer(dataDir: string, pid: number, dir: string): Promise<{ file: string; bytes: number }> {
  let info: BackupChannelInfo;
  try {
    info = JSON.parse(await readFile(backupChannelPath(dataDir), 'utf8')) as BackupChannelInfo;
  } catch {
    throw new Error(`a Vitrine process (pid ${pid}) holds the embedded database but offers no backup channel (${backupChannelPath(dataDir)}): is it still starting, or a db:* command? Try again in a moment.`);
  }
  if (info.pid !== pid) throw new Error(`the backup channel file names pid ${info.pid}, but pid ${pid} holds the database: is the server still starting? Try again in a moment.`);
  const res = await fetch(`http://127.0.0.1:${info.port}/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${info.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ dir }),
  });
  const body = (await res.json()) as { file?: string; bytes?: number; error?: string };
  if (!res.ok) throw new Error(`the server could not make the backup: ${body.error ?? res.status}`);
  return { file: body.file!, bytes: body.bytes! };
}

async function main() {
  const args = process.argv.slice(2);
  if (args.length !== 1) {
    console.error('Usage: npm run backup -- DIR');
    process.exit(1);
  }
  const dir = path.resolve(args[0]);
  const env = loadCliEnv();
  if (env.DATABASE_URL) {
    console.error('backup: this site uses PostgreSQL (DATABASE_URL): back it up with pg_dump (README "Backups"). npm run backup copies the embedded database only.');
    process.exit(1);
  }
  await removePartialBackups(dir);
  const holder = pgliteLockHolder(env.DATA_DIR);
  let written: { file: string; bytes: number };
  if (holder !== null) {
    written = await viaServer(env.DATA_DIR, holder, dir);
    console.log(`backup: the running server (pid ${holder}) wrote ${written.file} (${written.bytes} bytes).`);
  } else {
    const handle = await openCliDb('backup', env);
    try {
      written = await writeBackup(dir, await handle.snapshot!());
    } finally {
      await handle.close();
    }
    console.log(`backup: wrote ${written.file} (${written.bytes} bytes).`);
  }
  console.log('backup: the uploads are not in it; copy DATA_DIR/uploads (or your S3 bucket) beside it.');
}

main().catch((error: unknown) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
