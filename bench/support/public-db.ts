// The database the public-site benchmarks run on (npm run bench: bench/public-site.ts and
// bench/scale-out.ts): BENCH_DATABASE_URL, or the server of DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432) with the database vitrine_bench. Created when missing (dropped
// first with `fresh`), migrated, given the first-start content (db:seed) when empty, and topped up
// with db:seed:scale --all-published to `articles` live articles and about `reads` reads. A database
// that already holds them is reused as it is. Local servers only.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import postgres from 'postgres';
import { root } from './servers';

export function benchDatabaseUrl(): URL {
  if (process.env.BENCH_DATABASE_URL) return new URL(process.env.BENCH_DATABASE_URL);
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/vitrine_bench';
  return url;
}

export interface DatabaseFacts {
  name: string;
  serverVersion: string;
  liveArticles: number;
  articles: number;
  reads: number;
  dailyRows: number;
  /** The newest live article: the one a visitor arriving from the home page opens. */
  post: { id: number; uniqueKey: string };
}

/** Runs one of the project's CLIs (scripts/*.ts) through tsx, with `env` on top of this process's. */
export function runCli(script: string, cliArgs: string[], env: Record<string, string>) {
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), script, ...cliArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

export async function prepareDatabase(
  url: URL,
  adminEmail: string,
  options: { fresh: boolean; articles: number; reads: number },
): Promise<DatabaseFacts> {
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(url.hostname)) throw new Error(`Refusing to benchmark on a non-local server (${url.hostname})`);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad benchmark database name: ${name}`);
  if (['postgres', 'test', 'vitrine_ci', 'vitrine_e2e'].includes(name)) throw new Error(`Refusing to use the ${name} database for the benchmark`);

  const adminUrl = new URL(url.toString());
  adminUrl.pathname = '/postgres';
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  try {
    if (options.fresh) {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      console.log(`Dropped database ${name} (--fresh).`);
    }
    if ((await admin`select 1 from pg_database where datname = ${name}`).length === 0) {
      await admin.unsafe(`create database ${name}`);
      console.log(`Created database ${name}.`);
    }
  } finally {
    await admin.end({ timeout: 5 });
  }

  const env = { DATABASE_URL: url.toString(), ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: randomBytes(12).toString('base64url') };
  // Migrates, then gives an empty database the first-start content (roles, demo articles, FAQs, settings).
  runCli('scripts/seed.ts', [], env);

  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  const count = async () => {
    const [row] = await sql`select
        (select count(*) from articles where status = 'published' and published_at <= now())::int as live,
        (select coalesce(sum(reads), 0) from article_reads_daily)::bigint as reads`;
    return { live: Number(row.live), reads: Number(row.reads) };
  };
  try {
    const before = await count();
    if (before.live < options.articles) {
      const add = options.articles - before.live;
      const reads = Math.max(1, options.reads - before.reads);
      console.log(`Adding ${add} published articles and about ${reads} reads (db:seed:scale --all-published)…`);
      const started = Date.now();
      runCli('scripts/seed-scale.ts', ['--articles', String(add), '--reads', String(reads), '--all-published'], env);
      console.log(`Seeding took ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } else {
      console.log(`Reusing database ${name}: ${before.live} live articles, ${before.reads} reads.`);
    }
    const [facts] = await sql`select
        current_setting('server_version') as server_version,
        (select count(*) from articles where status = 'published' and published_at <= now())::int as live,
        (select count(*) from articles)::int as articles,
        (select coalesce(sum(reads), 0) from article_reads_daily)::bigint as reads,
        (select count(*) from article_reads_daily)::bigint as daily_rows`;
    const [post] = await sql`select id, unique_key from articles where status = 'published' and published_at <= now()
                             order by published_at desc, id desc limit 1`;
    return {
      name,
      serverVersion: String(facts.server_version),
      liveArticles: Number(facts.live),
      articles: Number(facts.articles),
      reads: Number(facts.reads),
      dailyRows: Number(facts.daily_rows),
      post: { id: Number(post.id), uniqueKey: String(post.unique_key) },
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
