// npm run bench:export [-- --sizes 10000,200000 --engine pglite|postgres --batch 1000]
//
// Seeds N leads into a fresh database and streams the CSV export (lib/leads/queries.ts
// exportLeadsCsv) into a sink that only counts bytes, as a slow network would read it. Reports
// time, rows per second, peak RSS above the level before the export, and heap growth, and writes
// bench/results/export.json. Each size runs on its own fresh database.
//
// Engines: 'pglite' (default: in-memory, in this process, so RSS also holds the database) or
// 'postgres': the server of BENCH_DATABASE_URL or DATABASE_URL (default postgres://postgres@127.0.0.1:5432),
// database vitrine_bench_export, dropped and recreated for each size. Refuses non-local servers.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadCliEnv } from '../scripts/cli-db';
import { freshBenchDatabase } from './support/bench-db';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,200000' },
    engine: { type: 'string', default: 'pglite' },
    batch: { type: 'string', default: '1000' },
  },
});
const sizes = args.sizes.split(',').map((s) => Number.parseInt(s, 10));
const engine = args.engine === 'postgres' ? 'postgres' : 'pglite';
const batchSize = Number.parseInt(args.batch, 10);
const BENCH_DB = 'vitrine_bench_export';
const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc;

const freshDatabase = () => freshBenchDatabase(engine, BENCH_DB);

async function run(size: number) {
  const { sql } = await import('drizzle-orm');
  const { exportLeadsCsv } = await import('../lib/leads/queries');
  const { leadFiltersSchema } = await import('../lib/leads/schema');
  const { handle, drop } = await freshDatabase();

  const seedStart = performance.now();
  for (let from = 1; from <= size; from += 50_000) {
    const to = Math.min(size, from + 49_999);
    await handle.db.execute(sql`
      insert into leads (unique_key, module, status, classification, newsletter_status, name, email, telephone, enterprise, created_at, updated_at)
      select 'bench-' || i, case when i % 2 = 0 then 'contact' else 'newsletter' end, 'active',
             (array['none','cold','warm','hot','conversion'])[1 + i % 5],
             case when i % 2 = 1 then 'active' end,
             'Zoë "Zee" Ça; São João ' || i, 'lead' || i || '@example.com', '+55 11 9' || lpad(i::text, 8, '0'),
             case when i % 3 = 0 then E'Empresa; "Ação"\\nLtda ' || i end,
             now() - (i || ' minutes')::interval, now()
      from generate_series(${from}::int, ${to}::int) as i`);
  }
  const seedMs = performance.now() - seedStart;

  gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 10);

  const start = performance.now();
  const stream = await exportLeadsCsv({ grants: ['list-leads'] }, leadFiltersSchema.parse({}), { locale: 'pt-BR', batchSize });
  const reader = stream.getReader();
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const b of value) if (b === 10) lines++;
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }
  const ms = performance.now() - start;
  clearInterval(sampler);
  gc?.();
  const after = process.memoryUsage();
  await drop();

  const result = {
    leads: size,
    seedSeconds: +(seedMs / 1000).toFixed(1),
    exportSeconds: +(ms / 1000).toFixed(2),
    rowsPerSecond: Math.round(size / (ms / 1000)),
    csvMB: +(bytes / MB).toFixed(1),
    // Records = header + rows; embedded line breaks inside quoted cells add lines beyond these.
    lineBreaks: lines,
    rssBeforeMB: +(before.rss / MB).toFixed(1),
    peakRssMB: +(peakRss / MB).toFixed(1),
    peakRssGrowthMB: +((peakRss - before.rss) / MB).toFixed(1),
    peakHeapGrowthMB: +((peakHeap - before.heapUsed) / MB).toFixed(1),
    heapGrowthAfterGcMB: +((after.heapUsed - before.heapUsed) / MB).toFixed(1),
  };
  console.log(JSON.stringify(result));
  return result;
}

async function main() {
  loadCliEnv();
  if (!gc) console.warn('run with --expose-gc (npm run bench:export does) for steadier heap figures');
  const results = [];
  for (const size of sizes) results.push(await run(size));
  const out = {
    date: new Date().toISOString(),
    engine,
    batchSize,
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGB: +(os.totalmem() / 1024 ** 3).toFixed(1), node: process.version },
    results,
  };
  const dir = path.join(process.cwd(), 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, engine === 'pglite' ? 'export.json' : `export-${engine}.json`);
  writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
