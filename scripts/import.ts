// npm run import -- --from wordpress|ghost FILE [--media ZIP] [--dry-run] [--as EMAIL] [--tags categories|drop] [--locale en] [--no-fetch]
// Imports a WordPress WXR or a Ghost JSON export (issue 34 §1) as the import screen does: the same
// checks, the same job (batches, idempotent, its report kept in the database and shown at
// /admin/import), acting for an administrator (--as, or the first active one). A progress bar goes
// to stderr, the report's counts to stdout. On the embedded database it refuses to run while a
// server holds the data folder (stop it, or import from the screen).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadCliEnv, openCliDb, recordCacheEpoch } from './cli-db';

const USAGE = 'Usage: npm run import -- --from wordpress|ghost FILE [--media ZIP] [--dry-run] [--as EMAIL] [--tags categories|drop] [--locale pt-BR|en|es|fr|ht] [--no-fetch]';

function bar(processed: number, total: number, counts: Record<string, number>, eta: number | null): string {
  const width = 30;
  const done = total > 0 ? Math.min(width, Math.round((processed / total) * width)) : 0;
  const left = eta === null ? '' : ` ~${eta}s left`;
  return `[${'#'.repeat(done)}${'.'.repeat(width - done)}] ${processed}/${total} · ${counts.created ?? 0} created, ${counts.updated ?? 0} updated, ${counts.skipped ?? 0} skipped, ${counts.failed ?? 0} failed${left}`;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      media: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      as: { type: 'string' },
      tags: { type: 'string' },
      locale: { type: 'string' },
      'no-fetch': { type: 'boolean', default: false },
    },
  });
  const file = positionals[0];
  if (!file || (values.from !== 'wordpress' && values.from !== 'ghost')) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = loadCliEnv();
  const handle = await openCliDb('import', env);
  try {
    const { setDbHandle } = await import('../db/client');
    setDbHandle(Promise.resolve(handle));
    const { migrate } = await import('../db/migrate');
    await migrate(handle);
    const { and, asc, eq } = await import('drizzle-orm');
    const { users, imports } = await import('@/db/schema');
    const { grantsOfUser } = await import('@/lib/auth/sessions');
    const { parseInput } = await import('@/lib/core/command');
    const { AppError } = await import('@/lib/core/errors');
    const { translator } = await import('@/lib/i18n/translate');
    const { startImport } = await import('@/lib/import/commands');
    const { importStartSchema } = await import('@/lib/import/schema');
    const { presentImport } = await import('@/lib/import/present');
    const { settleBackground } = await import('@/lib/jobs/background');

    // The administrator the import acts for: its audit rows, and the author of items without one.
    const candidates = values.as
      ? await handle.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, values.as.trim().toLowerCase()))
      : await handle.db.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.status, 'active'))).orderBy(asc(users.id));
    let actor: { id: number; grants: string[]; email: string } | null = null;
    for (const user of candidates) {
      const grants = await grantsOfUser(user.id);
      if (grants.includes('roles')) {
        actor = { ...user, grants };
        break;
      }
    }
    if (!actor) {
      console.error(values.as ? `import refused: ${values.as} is not an administrator (the roles capability).` : 'import refused: no active administrator to act for; pass --as EMAIL.');
      process.exit(1);
    }

    const t = translator('en');
    try {
      const start = parseInput(importStartSchema, { source: values.from, dry_run: values['dry-run'], tags: values.tags, locale: values.locale, fetch_media: !values['no-fetch'] });
      const bytes = await readFile(file);
      const media = values.media ? { name: path.basename(values.media), bytes: new Uint8Array(await readFile(values.media)) } : null;
      const started = await startImport(actor, start, { file: { name: path.basename(file), bytes: new Uint8Array(bytes) }, media });
      console.error(`import ${started.id}: ${started.dry_run ? 'dry run of' : 'importing'} ${started.file_name} as ${actor.email}`);
      const tty = process.stderr.isTTY;
      let last = '';
      for (;;) {
        const [row] = await handle.db.select().from(imports).where(eq(imports.id, started.id));
        const view = presentImport(row);
        const line = bar(view.processed, view.total, view.counts, view.eta_seconds);
        if (line !== last) {
          process.stderr.write(tty ? `\r${line}` : `${line}\n`);
          last = line;
        }
        if (view.status !== 'queued' && view.status !== 'running') {
          if (tty) process.stderr.write('\n');
          await settleBackground();
          for (const w of view.warnings.slice(0, 50)) console.error(`warning ${w.code}${w.item ? ` (${w.item})` : ''}: ${w.detail}`);
          if (view.warnings.length > 50) console.error(`… and ${view.counts.warnings - 50} more warnings (see /admin/import?id=${view.id}).`);
          console.log(JSON.stringify({ id: view.id, status: view.status, dry_run: view.dry_run, counts: view.counts, error: view.error }));
          if (view.status === 'failed' || view.counts.failed > 0) process.exitCode = 1;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } catch (error) {
      if (error instanceof AppError) {
        const fields = error.options.fieldErrors?.map((f) => `${f.field}: ${t(f.messageKey)}`).join('; ');
        console.error(`import refused: ${t(error.messageKey, error.options.values)}${fields ? ` (${fields})` : ''}`);
        process.exit(1);
      }
      throw error;
    }
  } finally {
    // Changed outside any server: its next start must not serve pages cached before (lib/cache/epoch.ts).
    await recordCacheEpoch(handle, env);
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
