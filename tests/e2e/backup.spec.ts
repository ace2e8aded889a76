import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { expect, test } from '@playwright/test';

// Live backups of the embedded database (issue 34 §2): `npm run backup -- DIR` against a running
// production server (server/server.mjs, from the e2e build) on its own PGlite folder.
// (a) While an API client keeps saving articles, the backup is taken; `npm run restore -- DIR` into
//     a new folder gives a database that opens and holds every article saved before the backup began.
// (b) The server is killed (SIGKILL) while it writes a backup: DIR then holds a complete backup (one
//     that opens) or none, never half of one.
// No browser: HTTP and the commands only.
const port = Number(process.env.E2E_BACKUP_PORT ?? 3351);
const baseURL = `http://127.0.0.1:${port}`;
const admin = { email: 'backup@vitrine.test', password: 'Backup-Passw0rd!' };
let root: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'vitrine-backup-'));
});

test.afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    SITE_URL: baseURL,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    AUTH_SECRET: 'e2e-backup-auth-secret-not-for-production-use-00',
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  // Its own embedded database and nothing else, whatever the main e2e server uses.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) delete env[name];
  return env;
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['server/server.mjs'], { env: serverEnv(dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false);
    // The backup channel is opened once the database is migrated: wait for its file too.
    if (up && existsSync(path.join(dataDir, 'backup-channel.json'))) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { child, output: () => output };
}

async function stopServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** Runs an npm command (tsx script) with DATA_DIR set; resolves with its exit code and output. */
function command(script: string, args: string[], dataDir: string): { done: Promise<{ code: number | null; output: string }>; child: ChildProcess } {
  const child = spawn(process.execPath, ['node_modules/.bin/tsx', script, ...args], { env: serverEnv(dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const done = new Promise<{ code: number | null; output: string }>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  return { done, child };
}

async function signIn(): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Opens a backup tarball the way a restore does, and answers its articles' slugs. */
async function slugsInBackup(file: string): Promise<string[]> {
  const db = await PGlite.create('memory://', { extensions: { unaccent }, loadDataDir: new Blob([readFileSync(file)]) });
  try {
    return (await db.query<{ unique_key: string }>('select unique_key from articles')).rows.map((r) => r.unique_key);
  } finally {
    await db.close();
  }
}

test('(a) a backup of a running server, taken while articles are saved, restores with every article saved before it', async () => {
  test.setTimeout(300_000);
  const dataDir = path.join(root, 'live');
  const backupDir = path.join(root, 'backup-live');
  const server = await startServer(dataDir);
  try {
    const token = await signIn();
    const saved: string[] = [];
    let writing = true;
    let failures = 0;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const slug = `backup-live-${i}`;
        const res = await fetch(`${baseURL}/api/article/article`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ title: `Backup live ${i}`, content: `<p>Saved while a backup runs, number ${i}.</p>`, categories: [1], unique_key: slug }),
        });
        if (res.status === 201) saved.push(slug);
        else failures++;
      }
    })();
    while (saved.length < 5) await new Promise((r) => setTimeout(r, 50));

    const before = [...saved];
    const backup = command('scripts/backup.ts', [backupDir], dataDir);
    const result = await backup.done;
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('the running server');
    // Writes went on during the backup, then stop.
    const duringBackup = saved.length - before.length;
    writing = false;
    await writer;
    expect(failures).toBe(0);
    test.info().annotations.push({ type: 'writes', description: `${before.length} before the backup, ${duringBackup} while it ran` });

    // Restore into a new folder (no server holds it) and open it.
    const restoredDir = path.join(root, 'restored');
    const restore = await command('scripts/restore.ts', [backupDir], restoredDir).done;
    expect(restore.code, restore.output).toBe(0);
    const db = await PGlite.create(path.join(restoredDir, 'pglite'), { extensions: { unaccent } });
    try {
      const slugs = new Set((await db.query<{ unique_key: string }>('select unique_key from articles')).rows.map((r) => r.unique_key));
      for (const slug of before) expect(slugs.has(slug), slug).toBe(true);
    } finally {
      await db.close();
    }

    // And restore refuses while a server holds the folder.
    const refused = await command('scripts/restore.ts', [backupDir], dataDir).done;
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('Stop it first');
  } finally {
    await stopServer(server.child);
  }
});

test('(b) a server killed during a backup leaves a complete backup or none', async () => {
  test.setTimeout(300_000);
  const dataDir = path.join(root, 'killed');
  const backupDir = path.join(root, 'backup-killed');
  const server = await startServer(dataDir);
  const backup = command('scripts/backup.ts', [backupDir], dataDir);
  // Kill the server as soon as it has started writing the file (or, at the latest, when the command ends).
  let finished = false;
  void backup.done.then(() => (finished = true));
  while (!finished && !(existsSync(backupDir) && readdirSync(backupDir).some((name) => name.endsWith('.partial')))) {
    await new Promise((r) => setTimeout(r, 2));
  }
  await stopServer(server.child, 'SIGKILL');
  const result = await backup.done;
  const file = path.join(backupDir, 'pglite.tar');
  if (existsSync(file)) {
    // The rename came first: the backup is whole, and opens.
    expect(result.code, result.output).toBe(0);
    expect((await slugsInBackup(file)).length).toBeGreaterThan(0);
  } else {
    expect(result.code).not.toBe(0);
  }
  // A second backup, with no server running, cleans what the killed one left and writes a whole file.
  const again = await command('scripts/backup.ts', [backupDir], dataDir).done;
  expect(again.code, again.output).toBe(0);
  expect(readdirSync(backupDir)).toEqual(['pglite.tar']);
  expect((await slugsInBackup(file)).length).toBeGreaterThan(0);
});
