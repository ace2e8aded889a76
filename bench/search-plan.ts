// npx tsx --conditions=react-server bench/search-plan.ts [-- --runs 30 --plans]
// The search page's cost on a cache miss (issue 17: ~30–80 ms at 10,000 articles), per language: runs
// searchArticles for a few queries from a few page languages on DATABASE_URL (a local PostgreSQL
// filled by `npm run db:seed:scale`), prints each statement's EXPLAIN ANALYZE execution time (the
// whole plans with --plans) and the median and p95 of the whole call. No assertions: the numbers are
// for people (bench/README.md). `--conditions=react-server` lets lib/ code load outside Next.
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Db } from '@/db/client';
import * as schema from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import { searchArticles } from '@/lib/blog/search';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' }, plans: { type: 'boolean', default: false } } });
const runs = Number(values.runs);
const url = process.env.DATABASE_URL ?? '';
if (!url || !['localhost', '127.0.0.1', '::1'].includes(new URL(url).hostname)) {
  console.error('DATABASE_URL must name a local PostgreSQL database (filled by npm run db:seed:scale).');
  process.exit(2);
}

const client = postgres(url, { max: 2, onnotice: () => {} });
let captured: { query: string; params: unknown[] }[] = [];
const logged = drizzle(client, { schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } }) as unknown as Db;
const quiet = drizzle(client, { schema }) as unknown as Db;

// A topic word of the scale seed (about one article in six of its language), a broad one, a rare one.
const cases: [query: string, locale: Locale][] = [
  ['nuvem', 'pt-BR'],
  ['cloud', 'en'],
  ['cloud', 'pt-BR'],
  ['datos', 'es'],
  ['artigo', 'pt-BR'],
  ['article', 'en'],
  ['xyzzyplugh', 'fr'],
  ['', 'en'],
];

const ms = (n: number) => `${n.toFixed(1)} ms`;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function main() {
  const [{ n }] = await client`select count(*)::int as n from articles where status = 'published'`;
  console.log(`${n} live articles on ${new URL(url).pathname.slice(1)}; ${runs} runs per case\n`);
  for (const [query, locale] of cases) {
    captured = [];
    const result = await searchArticles(logged, { query, locale, page: 1, limit: 12 });
    const statements = captured;
    const plans: string[] = [];
    for (const { query: text, params } of statements) {
      const rows = await client.unsafe(`explain (analyze, buffers) ${text}`, params as never[]);
      const lines = rows.map((r) => String(r['QUERY PLAN']));
      plans.push(lines.find((l) => l.startsWith('Execution Time')) ?? '?');
      if (values.plans) console.log(lines.join('\n'), '\n');
    }
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await searchArticles(quiet, { query, locale, page: 1, limit: 12 });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `q=${JSON.stringify(query)} locale=${locale}: ${result.total} matches, ${result.items.filter((i) => i.snippet).length} excerpts; ` +
        `call p50 ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))}; statements: ${plans.map((p) => p.replace('Execution Time: ', '')).join(' | ')}`,
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => client.end({ timeout: 5 }));
