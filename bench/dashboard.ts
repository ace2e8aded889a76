// npm run bench:dashboard [-- --iterations 50 --seed]
// Times each dashboard query, and the whole page's queries as the page runs them (side by side), for
// the 30-day and 12-month periods, on PostgreSQL. Database: BENCH_DATABASE_URL, or the server of
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432) with the database vitrine_bench, created
// when missing and filled by db:seed:scale (10,000 articles, 5,000,000 reads over 2 years) when it
// has fewer articles than that. Prints p50/p99 and writes bench/results/dashboard.json.
// No assertions: the numbers are for people (bench/README.md holds the baseline).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { loadCliEnv } from '../scripts/cli-db';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '50' },
    seed: { type: 'boolean', default: false },
    articles: { type: 'string', default: '10000' },
    reads: { type: 'string', default: '5000000' },
  },
});
const iterations = Number(values.iterations);
const targetArticles = Number(values.articles);

function benchUrl(): string {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/vitrine_bench';
  return url.toString();
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    mean: round(samples.reduce((s, n) => s + n, 0) / samples.length),
    max: round(sorted[sorted.length - 1]),
  };
}

async function time(fn: () => Promise<unknown>, n: number): Promise<number[]> {
  for (let i = 0; i < 3; i++) await fn(); // warm-up: plans and caches
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

async function main() {
  const env = loadCliEnv();
  const url = benchUrl();
  const host = new URL(url).hostname;
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(host)) throw new Error(`Refusing to benchmark on a non-local server (${host})`);
  const dbName = new URL(url).pathname.slice(1);
  if (['test', 'vitrine_ci', 'vitrine_e2e'].includes(dbName)) throw new Error(`Refusing to use the ${dbName} database for the benchmark`);

  // Create the database when missing.
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  const exists = await admin`select 1 from pg_database where datname = ${dbName}`;
  if (exists.length === 0) {
    await admin.unsafe(`create database ${dbName.replace(/[^a-z0-9_]/gi, '')}`);
    console.log(`Created database ${dbName}.`);
  }
  await admin.end({ timeout: 5 });

  const { openDb } = await import('../db/client');
  const { migrate } = await import('../db/migrate');
  let handle = await openDb({ databaseUrl: url });
  await migrate(handle);
  const { sql } = await import('drizzle-orm');
  const rowsOf = <T>(r: unknown) => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
  const countArticles = async () => Number(rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from articles`))[0].n);

  if (values.seed || (await countArticles()) < targetArticles) {
    await handle.close();
    console.log('Filling the benchmark database (db:seed:scale)…');
    const started = Date.now();
    execFileSync('npx', ['tsx', 'scripts/seed-scale.ts', '--articles', String(targetArticles), '--reads', String(values.reads)], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url },
    });
    console.log(`Seeding took ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    handle = await openDb({ databaseUrl: url });
  }

  const q = await import('../lib/reports/queries');
  const { buildPeriod, presetRange, todayIn } = await import('../lib/reports/period');
  const db = handle.db;
  const options = { timeZone: env.SITE_TIME_ZONE };
  const today = todayIn(env.SITE_TIME_ZONE);
  const everyone = { authorId: null };
  const [author] = rowsOf<{ id: number }>(
    await db.execute(sql`select author_id as id from articles where author_id is not null group by author_id order by count(*) desc limit 1`),
  );
  const oneAuthor = { authorId: author ? Number(author.id) : -1 };

  const [size] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select (select count(*) from articles)::int as articles,
      (select count(*) from article_reads_daily)::bigint as daily_rows, (select coalesce(sum(reads), 0) from article_reads_daily)::bigint as reads,
      (select count(*) from article_reads_monthly)::bigint as monthly_rows, (select count(*) from article_reads_weekly)::bigint as weekly_rows,
      (select count(*) from article_reads_quarterly)::bigint as quarterly_rows, (select min(day)::text from article_reads_daily) as first_day,
      current_setting('server_version') as server_version`),
  );
  console.log(
    `Database ${dbName}: PostgreSQL ${String(size.server_version)}, ${Number(size.articles)} articles, ${Number(size.daily_rows)} daily rows, ` +
      `${Number(size.reads)} reads since ${String(size.first_day)}, ${Number(size.weekly_rows)} weekly, ${Number(size.monthly_rows)} monthly and ` +
      `${Number(size.quarterly_rows)} quarterly rows. ${iterations} runs each.\n`,
  );

  // The machine may be shared: the load average says how much else was running (numbers taken
  // under a load above the core count are not comparable).
  const loadBefore = os.loadavg()[0];
  if (loadBefore > os.cpus().length) console.log(`Warning: load average ${loadBefore.toFixed(1)} on ${os.cpus().length} cores; the numbers will be noisy.\n`);
  const results: Record<string, { period: { from: string; to: string }; queries: Record<string, ReturnType<typeof stats>>; page: ReturnType<typeof stats>; pageOneAuthor: ReturnType<typeof stats> }> = {};
  for (const preset of ['30d', '12m'] as const) {
    const period = buildPeriod(preset, presetRange(preset, today));
    const queries: Record<string, () => Promise<unknown>> = {
      totals: () => q.getTotals(db, everyone, period, options),
      previousTotals: () => q.getPreviousTotals(db, everyone, period, options),
      readsSeries: () => q.getReadsSeries(db, everyone, period, period.granularity),
      publishers: () => q.getPublishers(db, everyone, period, options),
      categories: () => q.getCategories(db, everyone, period, options),
      posts: () => q.getPosts(db, everyone, period),
    };
    const measured: Record<string, ReturnType<typeof stats>> = {};
    console.log(`${preset} (${period.from} … ${period.to}, by ${period.granularity})`);
    for (const [name, fn] of Object.entries(queries)) {
      measured[name] = stats(await time(fn, iterations));
      console.log(`  ${name.padEnd(16)} p50 ${measured[name].p50.toFixed(1).padStart(7)} ms   p99 ${measured[name].p99.toFixed(1).padStart(7)} ms`);
    }
    const page = stats(await time(() => q.getDashboardReport(db, everyone, period, options), iterations));
    console.log(`  ${'page (all)'.padEnd(16)} p50 ${page.p50.toFixed(1).padStart(7)} ms   p99 ${page.p99.toFixed(1).padStart(7)} ms`);
    const pageOneAuthor = stats(await time(() => q.getDashboardReport(db, oneAuthor, period, options), iterations));
    console.log(`  ${'page (author)'.padEnd(16)} p50 ${pageOneAuthor.p50.toFixed(1).padStart(7)} ms   p99 ${pageOneAuthor.p99.toFixed(1).padStart(7)} ms\n`);
    results[preset] = { period: { from: period.from, to: period.to }, queries: measured, page, pageOneAuthor };
  }
  await handle.close();

  const out = {
    ranAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100 },
    },
    database: {
      serverVersion: String(size.server_version),
      articles: Number(size.articles),
      dailyRows: Number(size.daily_rows),
      reads: Number(size.reads),
      weeklyRows: Number(size.weekly_rows),
      monthlyRows: Number(size.monthly_rows),
      quarterlyRows: Number(size.quarterly_rows),
    },
    iterations,
    goals: { queryP99Ms: 50, pageMs: 200 },
    results,
  };
  const file = path.join(process.cwd(), 'bench', 'results', 'dashboard.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
  console.log(`Wrote ${path.relative(process.cwd(), file)}.`);
}

main().catch((error: unknown) => {
  console.error(`bench:dashboard failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
