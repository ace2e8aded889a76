// npm run export -- FILE [--with-personal-data] — writes the full export (README "Export and
// restore"): a zip with export.json and the uploads. Leads and messages only with
// --with-personal-data. On the embedded database it refuses while a server holds the data folder:
// use /admin/export (or POST /api/export/export) on the running server instead.
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { loadCliEnv, openCliDb } from './cli-db';

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'with-personal-data': { type: 'boolean', default: false } } });
  if (positionals.length !== 1) {
    console.error('Usage: npm run export -- FILE [--with-personal-data]');
    process.exit(1);
  }
  const file = path.resolve(positionals[0]);
  const env = loadCliEnv();
  const handle = await openCliDb('export', env);
  // Written aside and renamed when complete: FILE is a whole export or nothing.
  const partial = `${file}.${process.pid}.partial`;
  try {
    const { getStorage } = await import('@/lib/storage');
    const { exportZipChunks } = await import('@/lib/export/zip');
    const out = createWriteStream(partial);
    const result = { missing: [] as string[] };
    for await (const chunk of exportZipChunks(handle.db, getStorage(), { personalData: values['with-personal-data'] }, result)) {
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    await rename(partial, file);
    for (const key of result.missing) console.warn(`export: ${key} is named by a file record but missing from storage; left out.`);
    console.log(`export: written to ${file}${values['with-personal-data'] ? ' (with leads and messages)' : ''}.`);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`export failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
