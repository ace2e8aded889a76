// npm run bench:article-save [-- --sizes 100000,500000,1000000 --shapes inlineTags,nestedLists --engine pglite|postgres]
//
// Saves articles of large content through the real command (lib/articles/commands.ts createArticle:
// schema, sanitizing, excerpt, slug, insert with its search document, answer) and reports, for each
// shape and size, the save's wall time and how long the event loop was held meanwhile
// (perf_hooks.monitorEventLoopDelay, 10 ms resolution: its max is the longest stretch during which
// no other request could have been answered), plus the pure steps on their own (schema check,
// sanitizing, excerpt). Shapes come from tests/fixtures/large-article-html.ts. Writes
// bench/results/article-save.json (or article-save-postgres.json).
//
// Engines: 'pglite' (default: in-memory, in this process, as the embedded default runs: its SQL work
// holds the event loop too) or 'postgres' (BENCH_DATABASE_URL or DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432; database vitrine_bench_articles, dropped and recreated; local only).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { loadCliEnv } from '../scripts/cli-db';
import { freshBenchDatabase } from './support/bench-db';
import { largeArticleShapes } from '../tests/fixtures/large-article-html';

const DEFAULT_SHAPES = [
  'inlineTags', 'strongTags', 'nestedLists', 'unclosedInline', 'oneTextNode', 'links', 'hreflessLinks', 'images', 'longAttribute', 'entities',
];
const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000,500000,1000000' },
    shapes: { type: 'string', default: DEFAULT_SHAPES.join(',') },
    engine: { type: 'string', default: 'pglite' },
  },
});
const sizes = args.sizes.split(',').map((s) => Number.parseInt(s, 10));
const shapes = args.shapes.split(',');
const engine = args.engine === 'postgres' ? 'postgres' : 'pglite';
const BENCH_DB = 'vitrine_bench_articles';

const freshDatabase = () => freshBenchDatabase(engine, BENCH_DB);

const round = (ms: number) => Math.round(ms);

/** Runs `work` while sampling the event loop; returns its wall time and the longest block seen. */
async function measured<T>(work: () => Promise<T> | T): Promise<{ ms: number; blockedMs: number; result: T | Error }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  // Let the histogram's timer start before the work does.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const start = performance.now();
  let result: T | Error;
  try {
    result = await work();
  } catch (error) {
    result = error as Error;
  }
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 20));
  histogram.disable();
  // The histogram's values are delays beyond the 10 ms resolution, in nanoseconds.
  return { ms, blockedMs: histogram.max / 1e6, result };
}

async function main() {
  loadCliEnv();
  const { handle, drop } = await freshDatabase();
  const { categories, users } = await import('../db/schema');
  const { createArticle } = await import('../lib/articles/commands');
  const { articleInputSchema } = await import('../lib/articles/schema');
  const { parseInput } = await import('../lib/core/command');
  const sanitize = await import('../lib/articles/sanitize');
  const [category] = await handle.db.insert(categories).values({ uniqueKey: 'bench', name: 'Bench' }).returning({ id: categories.id });
  const [user] = await handle.db
    .insert(users)
    .values({ uniqueKey: 'bench-user', name: 'Bench', lastName: 'User', fullName: 'Bench User', email: 'bench@example.com', status: 'active', passwordHash: 'x', gender: 'female' })
    .returning({ id: users.id });
  const actor = { id: user.id, grants: ['compose', 'list-of-articles'] as string[] };
  // Warm the code paths up (JIT) on a small article.
  await createArticle(actor, parseInput(articleInputSchema, { title: 'Warm-up', content: '<p>' + 'warm <b>up</b> '.repeat(2000) + '</p>', categories: [category.id] }));

  const results = [];
  let n = 0;
  for (const size of sizes) {
    for (const shape of shapes) {
      const html = largeArticleShapes[shape](size);
      const input = { title: `Bench ${shape} ${size} ${n++}`, content: html, categories: [category.id] };
      const t0 = performance.now();
      const parsed = articleInputSchema.safeParse(input);
      const t1 = performance.now();
      const clean = sanitize.sanitizeArticleHtml(html);
      const t2 = performance.now();
      sanitize.excerptFromSanitizedHtml(clean);
      const t3 = performance.now();
      // The route parses the body before the command runs: the save is both, as a request spends them.
      const save = await measured(() => createArticle(actor, parseInput(articleInputSchema, input)));
      const status = save.result instanceof Error ? `error ${(save.result as { status?: number }).status ?? save.result.message.slice(0, 60)}` : 'saved';
      const row = {
        shape,
        size,
        status,
        saveMs: round(save.ms),
        eventLoopBlockedMs: round(save.blockedMs),
        schemaMs: round(t1 - t0),
        schemaOk: parsed.success,
        sanitizeMs: round(t2 - t1),
        excerptMs: round(t3 - t2),
        storedChars: clean.length,
      };
      console.log(JSON.stringify(row));
      results.push(row);
    }
  }
  await drop();
  const out = {
    date: new Date().toISOString(),
    engine,
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, loadAverage: os.loadavg().map((l) => +l.toFixed(1)), node: process.version },
    results,
  };
  const dir = path.join(process.cwd(), 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, engine === 'pglite' ? 'article-save.json' : `article-save-${engine}.json`);
  writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
