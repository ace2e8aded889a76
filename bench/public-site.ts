// npm run bench [-- --duration 10 --connections 50 --port 3160 --static-port 3161 --search nuvem --fresh --skip-build]
//
// The public site under load, beside a static baseline measured in the same run (issue 3, "Fast"):
//  1. builds the app when the source changed (server/start.mjs --build-only), unless --skip-build;
//  2. prepares the PostgreSQL database BENCH_DATABASE_URL, or the server of DATABASE_URL (default
//     postgres://postgres@127.0.0.1:5432) with the database vitrine_bench: created when missing
//     (dropped first with --fresh), migrated, given the first-start content (db:seed) when empty,
//     and topped up with db:seed:scale --all-published to --articles live articles (10,000) and
//     about --reads reads (1,000,000). A database that already holds them is reused as it is;
//  3. starts the production server (server/server.mjs) on --port with an empty data cache and
//     warms each page up (a few requests, then a short run of 10 connections);
//  4. for /, /blog, the newest article and a search (/list-article-results/<--search>) runs
//     autocannon (--connections 50, --duration 10 s) against the app (the search also with one
//     connection: its service time without a queue), then against
//  5. the same page's HTML, saved to disk and served by a static file server on --static-port
//     (nginx when installed, otherwise bench/support/static-server.mjs; the results say which);
//  6. prints requests/s, p50 and p99 for app and static and their ratio, and writes
//     bench/results/public-site.json.
// Goals (issue 3): cached pages at ≥ 50% of the static baseline's requests/s; search p99 ≤ 100 ms
// at 10,000 articles. No assertions: the numbers are for people. The machine's load average is
// recorded: numbers taken while other work runs on a small machine are not comparable.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { load as loadFor, rssOf, type Measured } from './support/load';
import { benchDatabaseUrl, prepareDatabase } from './support/public-db';
import { clearDataCache, ensureBuild, root, startAppServer, startStaticServer, type Running } from './support/servers';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3160' },
    'static-port': { type: 'string', default: '3161' },
    search: { type: 'string', default: 'nuvem' },
    articles: { type: 'string', default: '10000' },
    reads: { type: 'string', default: '1000000' },
    fresh: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'static-server': { type: 'string', default: 'auto' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const appPort = Number(args.port);
const staticPort = Number(args['static-port']);
const targetArticles = Number(args.articles);
const targetReads = Number(args.reads);
const GOAL_CACHED_RATIO = 0.5;
const GOAL_SEARCH_P99_MS = 100;

// ---------------------------------------------------------------------------------------------
// Load

function load(url: string, seconds = duration, conns = connections): Promise<Measured> {
  return loadFor(url, seconds, conns);
}

interface Target {
  name: string;
  path: string;
  /** Cached pages are held to the static-ratio goal, the search to the p99 goal. */
  goal: 'cached' | 'search';
}

interface PageProbe {
  status: number;
  bytes: number;
  contentType: string | null;
  cacheControl: string | null;
  nextCache: string | null;
  html: string;
}

async function probe(url: string): Promise<PageProbe> {
  const res = await fetch(url, { redirect: 'manual' });
  const html = await res.text();
  return {
    status: res.status,
    bytes: Buffer.byteLength(html),
    contentType: res.headers.get('content-type'),
    cacheControl: res.headers.get('cache-control'),
    nextCache: res.headers.get('x-nextjs-cache'),
    html,
  };
}

const pad = (text: string | number, width: number) => String(text).padStart(width);

async function main() {
  const dbUrl = benchDatabaseUrl();
  const adminEmail = 'bench-admin@vitrine.test';
  const startedAt = new Date();

  if (args['skip-build']) console.log('Serving the existing build (--skip-build).');
  else ensureBuild();

  const database = await prepareDatabase(dbUrl, adminEmail, { fresh: args.fresh, articles: targetArticles, reads: targetReads });
  console.log(
    `Database ${database.name}: PostgreSQL ${database.serverVersion}, ${database.liveArticles} live of ${database.articles} articles, ` +
      `${database.reads} reads in ${database.dailyRows} daily rows.`,
  );

  const targets: Target[] = [
    { name: 'home', path: '/', goal: 'cached' },
    { name: 'blog', path: '/blog', goal: 'cached' },
    { name: 'post', path: `/post/${encodeURIComponent(database.post.uniqueKey)}/${database.post.id}`, goal: 'cached' },
    { name: 'search', path: `/list-article-results/${encodeURIComponent(args.search)}`, goal: 'search' },
  ];

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-'));
  // Kept after the run (a page that answered 500 says why there).
  const serverLog = path.join(os.tmpdir(), 'vitrine-bench-public-site-server.log');
  const staticDir = path.join(workDir, 'static');
  let app: Running | undefined;
  let staticServer: Running | undefined;
  try {
    clearDataCache();
    app = await startAppServer(
      appPort,
      {
        DATABASE_URL: dbUrl.toString(),
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        SITE_URL: `http://127.0.0.1:${appPort}`,
        DATA_DIR: '.data-bench',
        ADMIN_EMAIL: adminEmail,
        LOG_LEVEL: 'warn',
      },
      serverLog,
    );
    console.log(`App: ${app.describe} on ${app.url} (log: ${serverLog})`);

    // Warm-up: the first request renders and caches the page; a short run warms the JIT.
    const probes: Record<string, PageProbe> = {};
    for (const target of targets) {
      for (let i = 0; i < 5; i++) probes[target.name] = await probe(app.url + target.path);
      const p = probes[target.name];
      console.log(`  ${target.path} → ${p.status}, ${p.bytes} bytes, x-nextjs-cache: ${p.nextCache ?? '-'}, cache-control: ${p.cacheControl ?? '-'}`);
      await load(app.url + target.path, 3, 10);
      mkdirSync(path.join(staticDir, target.name), { recursive: true });
      writeFileSync(path.join(staticDir, target.name, 'index.html'), p.html);
    }

    staticServer = await startStaticServer(staticDir, staticPort, args['static-server'] === 'node' ? 'node' : 'auto');
    console.log(`Static baseline: ${staticServer.describe} on ${staticServer.url}`);
    await load(`${staticServer.url}/home/`, 3, 10);

    const loadBefore = os.loadavg()[0];
    if (loadBefore > os.cpus().length) console.log(`Warning: load average ${loadBefore.toFixed(1)} on ${os.cpus().length} cores; the numbers will be noisy.`);
    console.log(`\nautocannon: ${connections} connections, ${duration} s per run\n`);

    const results = [];
    for (const target of targets) {
      const p = probes[target.name];
      process.stdout.write(`  ${target.name}: app…`);
      const appResult = await load(app.url + target.path);
      // The search also alone (one connection): its service time, which the 50-connection p99
      // multiplies by the queue in front of it on a small machine.
      let alone: Measured | undefined;
      if (target.goal === 'search') {
        process.stdout.write(' app with 1 connection…');
        alone = await load(app.url + target.path, duration, 1);
      }
      process.stdout.write(' static…');
      const staticResult = await load(`${staticServer.url}/${target.name}/`);
      process.stdout.write(' done\n');
      const ratio = staticResult.requestsPerSecond > 0 ? Math.round((appResult.requestsPerSecond / staticResult.requestsPerSecond) * 1000) / 1000 : null;
      // A run counts only if the page answered 200 throughout (a 404 or redirect is fast, not a result).
      const clean = p.status === 200 && appResult.requests > 0 && appResult.non2xx === 0 && appResult.errors === 0;
      const goal =
        target.goal === 'cached'
          ? { description: `app req/s ≥ ${GOAL_CACHED_RATIO * 100}% of static`, met: clean && ratio !== null && ratio >= GOAL_CACHED_RATIO }
          : { description: `app p99 ≤ ${GOAL_SEARCH_P99_MS} ms`, met: clean && appResult.latencyMs.p99 <= GOAL_SEARCH_P99_MS };
      results.push({
        page: target.name,
        path: target.path,
        status: p.status,
        bytes: p.bytes,
        headers: { contentType: p.contentType, cacheControl: p.cacheControl, nextCache: p.nextCache },
        app: appResult,
        ...(alone ? { appOneConnection: alone } : {}),
        static: staticResult,
        ratio,
        goal,
      });
    }
    const appRssMb = rssOf(app.pid);
    const loadAfter = os.loadavg()[0];

    console.log('\n| page | status | app req/s | app p50 | app p99 | static req/s | static p50 | static p99 | app/static | goal |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of results) {
      const notes = [
        r.app.requests === 0 ? 'no answer within the run' : '',
        r.app.non2xx ? `${r.app.non2xx} non-2xx` : '',
        r.app.errors ? `${r.app.errors} errors` : '',
        r.app.timeouts ? `${r.app.timeouts} timeouts` : '',
      ].filter(Boolean);
      const non2xx = notes.length ? ` (${notes.join(', ')})` : '';
      console.log(
        `| ${r.page} | ${r.status}${non2xx} | ${pad(r.app.requestsPerSecond.toFixed(0), 6)} | ${pad(r.app.latencyMs.p50, 4)} ms | ${pad(r.app.latencyMs.p99, 4)} ms | ` +
          `${pad(r.static.requestsPerSecond.toFixed(0), 6)} | ${pad(r.static.latencyMs.p50, 4)} ms | ${pad(r.static.latencyMs.p99, 4)} ms | ` +
          `${r.ratio === null ? '-' : `${(r.ratio * 100).toFixed(0)}%`} | ${r.goal.met ? 'met' : 'NOT met'}: ${r.goal.description} |`,
      );
      if (r.appOneConnection) {
        const a = r.appOneConnection;
        console.log(
          `| ${r.page}, 1 connection | ${r.status} | ${pad(a.requestsPerSecond.toFixed(0), 6)} | ${pad(a.latencyMs.p50, 4)} ms | ${pad(a.latencyMs.p99, 4)} ms | | | | | (service time, for reference) |`,
        );
      }
    }
    console.log(`\nStatic server: ${staticServer.describe}. App RSS after the runs: ${appRssMb ?? '?'} MB. Load average ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)}.`);

    const out = {
      ranAt: startedAt.toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        loadAverage: { before: Math.round(loadBefore * 100) / 100, after: Math.round(loadAfter * 100) / 100 },
      },
      build: { id: readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim() },
      database: { engine: 'postgres', ...database },
      load: { tool: 'autocannon 9', connections, durationSeconds: duration },
      appServer: { describe: 'server/server.mjs (NODE_ENV=production)', rssMbAfter: appRssMb },
      staticServer: staticServer.describe,
      goals: { cachedPagesMinRatio: GOAL_CACHED_RATIO, searchP99Ms: GOAL_SEARCH_P99_MS },
      results,
    };
    const file = path.join(root, 'bench', 'results', 'public-site.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
    console.log(`Wrote ${path.relative(root, file)}.`);
  } finally {
    await staticServer?.stop();
    await app?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
