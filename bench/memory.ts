// npm run bench:memory [-- --soak-minutes 10 --port 3450 --crawl-connections 4 --articles 10000
//                         --engine postgres|pglite --pglite-articles 2000 --heap-snapshot --skip-build]
//
// The server's resident memory (issue 35): at start, after rendering every live article once (a
// crawl, a few connections), and sampled every few seconds during a mixed soak (cached pages, cold
// articles, distinct searches, API reads), with the drift over the soak. Goals: ≤ 350 MB after the
// crawl on PostgreSQL, ≤ 450 MB on the embedded PGlite, ≤ 10% drift.
//
// --engine postgres (default): the bench database vitrine_bench (bench/support/public-db.ts), read
// only. --engine pglite: a temporary DATA_DIR seeded with db:seed:scale --pglite-articles articles
// (fewer than 10,000: seeding PGlite is slow here; the results say how many).
// --heap-snapshot: the server runs with --heapsnapshot-signal=SIGUSR2 and writes a V8 heap snapshot
// after the crawl (into the OS temp folder; the path is printed), for Chrome DevTools' Memory tab.
// The server gets MALLOC_ARENA_MAX=2 as `npm start` gives it; --malloc-arena-max 0 leaves glibc's default.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { readBenchContent, searchPath } from './support/bench-content';
import { loadDistinct, rotation } from './support/distinct-load';
import { load } from './support/load';
import { benchDatabaseUrl, runCli } from './support/public-db';
import { clearDataCache, ensureBuild, root, startAppServer, type Running } from './support/servers';

const { values: args } = parseArgs({
  options: {
    'soak-minutes': { type: 'string', default: '10' },
    port: { type: 'string', default: '3450' },
    'crawl-connections': { type: 'string', default: '4' },
    articles: { type: 'string', default: '10000' },
    engine: { type: 'string', default: 'postgres' },
    'pglite-articles': { type: 'string', default: '2000' },
    'malloc-arena-max': { type: 'string', default: '2' },
    'page-cache-mb': { type: 'string' },
    'max-old-space-mb': { type: 'string' },
    'max-semi-space-mb': { type: 'string' },
    'heap-snapshot': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
});
const port = Number(args.port);
const engine = args.engine === 'pglite' ? 'pglite' : 'postgres';
const SAMPLE_MS = 5_000;

/** Resident memory of a process from /proc: total, anonymous (heaps) and file-backed (code, mapped files), MB. */
function memoryOf(pid: number | undefined) {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Math.round(Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) / 1024);
    return { rss: field('VmRSS'), anon: field('RssAnon'), file: field('RssFile'), peak: field('VmHWM') };
  } catch {
    return null;
  }
}

/** Article paths and title words of a PGlite data folder, read before the server opens it (one process at a time). */
async function pgliteContent(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const rows = (await db.query<{ id: number; unique_key: string; title: string }>(
      "select id, unique_key, title from articles where status = 'published' and published_at <= now() order by id",
    )).rows;
    const words = new Set<string>();
    for (const r of rows) for (const w of r.title.toLowerCase().split(/[^\p{L}]+/u)) if (w.length >= 4) words.add(w);
    return { paths: rows.map((r) => `/post/${encodeURIComponent(r.unique_key)}/${r.id}`), words: [...words].slice(0, 2000) };
  } finally {
    await db.close();
  }
}

async function main() {
  const startedAt = new Date();
  if (!args['skip-build']) ensureBuild();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-memory-'));
  const dataDir = path.join(workDir, 'data');
  const serverLog = path.join(os.tmpdir(), `vitrine-bench-memory-${engine}-server.log`);
  const env: Record<string, string> = {
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PREWARM: 'false',
  };
  if (args['malloc-arena-max'] !== '0') env.MALLOC_ARENA_MAX = args['malloc-arena-max'];
  if (args['page-cache-mb']) env.PAGE_CACHE_MB = args['page-cache-mb'];
  // The embedded database's settings from the bench's own environment, recorded with the results.
  for (const name of ['PGLITE_SHARED_BUFFERS', 'PGLITE_OPTIMIZE']) if (process.env[name]) env[name] = process.env[name];
  const nodeOptions = [
    args['max-old-space-mb'] ? `--max-old-space-size=${args['max-old-space-mb']}` : '',
    args['max-semi-space-mb'] ? `--max-semi-space-size=${args['max-semi-space-mb']}` : '',
    args['heap-snapshot'] ? '--heapsnapshot-signal=SIGUSR2' : '',
  ].filter(Boolean);
  if (nodeOptions.length) env.NODE_OPTIONS = nodeOptions.join(' ');

  let paths: string[];
  let words: string[];
  let databaseFacts: Record<string, unknown>;
  if (engine === 'postgres') {
    env.DATABASE_URL = benchDatabaseUrl().toString();
    const content = await readBenchContent(env.DATABASE_URL);
    paths = content.articlePaths.slice(0, Number(args.articles));
    words = content.words;
    databaseFacts = { engine, name: benchDatabaseUrl().pathname.slice(1), ...content.facts };
  } else {
    const articles = Number(args['pglite-articles']);
    console.log(`Seeding ${articles} articles into a PGlite data folder (${dataDir})…`);
    const seeded = Date.now();
    runCli('scripts/seed.ts', [], { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAIL: 'bench-admin@vitrine.test', ADMIN_PASSWORD: randomBytes(12).toString('base64url') });
    runCli('scripts/seed-scale.ts', ['--articles', String(articles), '--reads', String(articles * 10), '--all-published'], { DATA_DIR: dataDir, DATABASE_URL: '' });
    console.log(`Seeding took ${((Date.now() - seeded) / 1000).toFixed(0)} s.`);
    ({ paths, words } = await pgliteContent(dataDir));
    databaseFacts = { engine, seededArticles: articles, liveArticles: paths.length };
    // The embedded database, even when the shell that runs the bench has DATABASE_URL set.
    env.DATABASE_URL = '';
  }

  let app: Running | undefined;
  try {
    clearDataCache();
    app = await startAppServer(port, env, serverLog);
    const atStart = memoryOf(app.pid);
    console.log(`App: ${app.describe} (log: ${serverLog}); RSS at start ${atStart?.rss} MB`);

    // The crawl: every article once, sampling RSS as it goes.
    const samples: { phase: string; atSeconds: number; rss: number; anon: number; file: number }[] = [];
    const t0 = Date.now();
    const sample = (phase: string) => {
      const m = memoryOf(app!.pid);
      if (m) samples.push({ phase, atSeconds: Math.round((Date.now() - t0) / 1000), rss: m.rss, anon: m.anon, file: m.file });
    };
    let timer = setInterval(() => sample('crawl'), SAMPLE_MS);
    console.log(`Crawling ${paths.length} articles with ${args['crawl-connections']} connections…`);
    const crawl = await loadDistinct(app.url, rotation(paths).take, { seconds: 7200, connections: Number(args['crawl-connections']), amount: paths.length });
    clearInterval(timer);
    const afterCrawl = memoryOf(app.pid);
    console.log(`Crawl: ${crawl.requests} requests, ${crawl.requestsPerSecond} req/s, ${crawl.non2xx} non-2xx; RSS ${afterCrawl?.rss} MB (peak ${afterCrawl?.peak} MB)`);

    let snapshot: string | null = null;
    if (args['heap-snapshot'] && app.pid) {
      const before = new Set(readdirSync(root).filter((f) => f.endsWith('.heapsnapshot')));
      process.kill(app.pid, 'SIGUSR2');
      for (let i = 0; i < 240 && !snapshot; i++) {
        await new Promise((r) => setTimeout(r, 1000));
        const made = readdirSync(root).find((f) => f.endsWith('.heapsnapshot') && !before.has(f));
        // Written when its size stops changing.
        if (made) {
          const size = () => readFileSync(path.join(root, made)).length;
          const first = size();
          await new Promise((r) => setTimeout(r, 3000));
          if (size() === first) {
            snapshot = path.join(os.tmpdir(), made);
            renameSync(path.join(root, made), snapshot);
          }
        }
      }
      console.log(snapshot ? `Heap snapshot: ${snapshot}` : 'No heap snapshot appeared within 4 minutes.');
    }

    // The soak: four kinds of request at once, each on its own connections, for --soak-minutes.
    const soakSeconds = Math.round(Number(args['soak-minutes']) * 60);
    console.log(`Mixed soak for ${soakSeconds} s…`);
    const soakStart = memoryOf(app.pid);
    timer = setInterval(() => sample('soak'), SAMPLE_MS);
    const cold = rotation([...paths].reverse());
    const appUrl = app.url;
    let q = 0;
    const [cached, coldArticles, searches, api] = await Promise.all([
      load([`${app.url}/`, `${app.url}/blog`], soakSeconds, 4),
      loadDistinct(app.url, cold.take, { seconds: soakSeconds, connections: 2 }),
      loadDistinct(app.url, () => searchPath(words, q++), { seconds: soakSeconds, connections: 2 }),
      // The JSON API's public list, ten pages of it (the back office's list is a signed-in POST).
      load(Array.from({ length: 10 }, (_, i) => `${appUrl}/api/article/search?page=${i + 1}&limit=20`), soakSeconds, 2),
    ]);
    for (const [name, result] of Object.entries({ cached, coldArticles, searches, api })) {
      if (result.non2xx > 0) console.warn(`Warning: ${result.non2xx} of the soak's ${name} requests did not answer 2xx (${JSON.stringify(result.statusCodes)}).`);
    }
    clearInterval(timer);
    const afterSoak = memoryOf(app.pid);
    const soakSamples = samples.filter((s) => s.phase === 'soak');
    // Drift: the last minute's mean against the first minute's, so one GC's timing does not decide it.
    // (a quarter of the soak each when it is shorter than four minutes).
    const window = Math.max(1, Math.min(Math.round(60_000 / SAMPLE_MS), Math.floor(soakSamples.length / 4)));
    const mean = (list: typeof soakSamples) => (list.length ? list.reduce((a, s) => a + s.rss, 0) / list.length : 0);
    const firstMean = mean(soakSamples.slice(0, window));
    const lastMean = mean(soakSamples.slice(-window));
    const driftPercent = firstMean ? Math.round(((lastMean - firstMean) / firstMean) * 1000) / 10 : null;

    const goalMb = engine === 'postgres' ? 350 : 450;
    console.log('\n| moment | RSS | anonymous | file-backed |');
    console.log('|---|---|---|---|');
    for (const [name, m] of [['start', atStart], ['after the crawl', afterCrawl], ['soak start', soakStart], ['after the soak', afterSoak]] as const) {
      console.log(`| ${name} | ${m?.rss} MB | ${m?.anon} MB | ${m?.file} MB |`);
    }
    console.log(`\nPeak RSS ${afterSoak?.peak} MB. Soak drift (last minute vs first): ${driftPercent}%. Goal: ≤ ${goalMb} MB after the crawl, ≤ 10% drift.`);
    console.log(
      `Soak: cached ${cached.requestsPerSecond} req/s, cold articles ${coldArticles.requestsPerSecond} req/s, searches ${searches.requestsPerSecond} req/s, API ${api.requestsPerSecond} req/s.`,
    );

    const out = {
      ranAt: startedAt.toISOString(),
      machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100) },
      build: { id: readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim() },
      database: databaseFacts,
      settings: {
        MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? 'glibc default',
        PAGE_CACHE_MB: env.PAGE_CACHE_MB ?? 'default',
        NODE_OPTIONS: env.NODE_OPTIONS ?? '',
        ...(engine === 'pglite' ? { PGLITE_SHARED_BUFFERS: env.PGLITE_SHARED_BUFFERS ?? 'default', PGLITE_OPTIMIZE: env.PGLITE_OPTIMIZE ?? 'default' } : {}),
      },
      rssMb: { start: atStart, afterCrawl, soakStart, afterSoak },
      goals: { rssAfterCrawlMb: goalMb, driftPercent: 10 },
      met: { rss: (afterCrawl?.rss ?? Infinity) <= goalMb, drift: driftPercent !== null && driftPercent <= 10 },
      driftPercent,
      crawl: { articles: paths.length, connections: Number(args['crawl-connections']), result: crawl },
      soak: { seconds: soakSeconds, cached, coldArticles, searches, api, coldWrapped: cold.wrapped },
      heapSnapshot: snapshot,
      samples,
    };
    const file = path.join(root, 'bench', 'results', `memory${engine === 'pglite' ? '-pglite' : ''}.json`);
    writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
    console.log(`Wrote ${path.relative(root, file)}.`);
  } finally {
    await app?.stop();
    if (existsSync(workDir)) rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
