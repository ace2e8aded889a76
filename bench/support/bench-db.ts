import postgres from 'postgres';

/**
 * A fresh, migrated database for one benchmark run, set as the app's database: an in-memory PGlite
 * (the embedded default, in this process) or `name`, recreated on a local PostgreSQL server
 * (BENCH_DATABASE_URL or DATABASE_URL; a non-local server is refused). Call after loadCliEnv()
 * (db/client starts with `import 'server-only'`). `drop()` closes it and, on PostgreSQL, drops it.
 */
export async function freshBenchDatabase(engine: 'pglite' | 'postgres', name: string) {
  const { openDb, setDbHandle } = await import('../../db/client');
  const { migrate } = await import('../../db/migrate');
  if (engine === 'pglite') {
    const handle = await openDb({ pgliteDataDir: 'memory://' });
    await migrate(handle);
    setDbHandle(Promise.resolve(handle));
    return { handle, drop: () => handle.close() };
  }
  const base = localServerUrl();
  base.pathname = '/postgres';
  const admin = postgres(base.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString() });
  await migrate(handle);
  setDbHandle(Promise.resolve(handle));
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

function localServerUrl(): URL {
  const url = new URL(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(url.hostname)) throw new Error(`refusing a non-local server (${url.hostname})`);
  return url;
}
