// npm run bench:long-tail [-- --duration 10 --port 3450 --static-port 3451 --workers N --warm-articles 10000 --skip-build]
//
// The long tail (issue 35): what a visitor meets when the page is not in any cache, beside nginx
// serving the same HTML, in one run:
//  (a) cold articles: each request a different article never requested before (the live articles of
//      the bench database in turn, disjoint slices per run), at 1 and at 50 connections, on a fresh
//      server with Next's data cache emptied and its own warm-up off (PREWARM=false);
//  (b) the same once warm: --warm-articles articles (all by default) requested once first, then
//      requested again, each request a different one of them;
//  (c) distinct search queries (/list-article-results/<words>): each a different query made of words
//      from the articles' titles, at 1 and 50 connections;
//  (d) --workers N runs the server with WEB_CONCURRENCY=N (cluster workers where the server has them).
// Each app run also records the cores it kept busy (the server's processes, PostgreSQL's, the whole
// machine's, from /proc): on two cores this says when a run is bounded by the machine, not the server.
// Prints requests/s, p50, p99 and % of nginx, and writes bench/results/long-tail.json with the load
// average, build id and database facts. The database is the one of bench/support/public-db.ts
// (vitrine_bench), read as it is: this bench writes nothing to it.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readBenchContent, searchPath } from './support/bench-content';
import { loadDistinct, rotation } from './support/distinct-load';
import { coresUsed, cpuSnapshot, load, rssOfTree, type CoresUsed, type Measured } from './support/load';
import { benchDatabaseUrl } from './support/public-db';
import { clearDataCache, ensureBuild, root, startAppServer, startStaticServer, type Running } from './support/servers';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    port: { type: 'string', default: '3450' },
    'static-port': { type: 'string', default: '3451' },
    workers: { type: 'string' },
    'warm-articles': { type: 'string', default: '10000' },
    'warm-connections': { type: 'string', default: '4' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const seconds = Number(args.duration);
const appPort = Number(args.port);
const staticPort = Number(args['static-port']);

interface Row {
  name: string;
  connections: number;
  app: Measured;
  nginx: Measured;
  percentOfNginx: number;
  /** Cores busy during the app's run: the server's processes, PostgreSQL's and the whole machine's (autocannon included). */
  cores: CoresUsed;
}

const pad = (text: string | number, width: number) => String(text).padStart(width);

async function main() {
  const dbUrl = benchDatabaseUrl().toString();
  const startedAt = new Date();
  if (!args['skip-build']) ensureBuild();
  const content = await readBenchContent(dbUrl);
  console.log(`Database ${new URL(dbUrl).pathname.slice(1)}: ${content.facts.liveArticles} live articles, ${content.words.length} title words.`);

  // Disjoint slices: no run asks for an article an earlier run rendered.
  const shuffled = [...content.articlePaths].sort(() => Math.random() - 0.5);
  const coldOne = rotation(shuffled.slice(0, 1000));
  const coldMany = rotation(shuffled.slice(1000, 4000));
  const warmSet = shuffled.slice(4000).concat(shuffled.slice(0, 4000)).slice(0, Number(args['warm-articles']));

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-long-tail-'));
  // nginx's workers run as another user when the bench runs as root: they must be able to read the saved HTML.
  chmodSync(workDir, 0o755);
  const serverLog = path.join(os.tmpdir(), 'vitrine-bench-long-tail-server.log');
  let app: Running | undefined;
  let nginx: Running | undefined;
  const rows: Row[] = [];
  try {
    clearDataCache();
    const env: Record<string, string> = {
      DATABASE_URL: dbUrl,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SITE_URL: `http://127.0.0.1:${appPort}`,
      DATA_DIR: path.join(workDir, 'data'),
      LOG_LEVEL: 'warn',
      PREWARM: 'false',
    };
    if (args.workers) env.WEB_CONCURRENCY = args.workers;
    app = await startAppServer(appPort, env, serverLog);
    console.log(`App: ${app.describe} on ${app.url}${args.workers ? ` (WEB_CONCURRENCY=${args.workers})` : ''} (log: ${serverLog})`);

    // The same HTML for nginx: one article and one search result page, saved as the app served them.
    // The probes use paths outside every slice above (the warm set's tail) and warm the JIT.
    const probeArticle = warmSet[warmSet.length - 1];
    const saved: Record<string, string> = {};
    for (const [name, pagePath] of [
      ['post', probeArticle],
      ['search', searchPath(content.words, 10_000_000)],
    ] as const) {
      let html = '';
      for (let i = 0; i < 3; i++) html = await (await fetch(app.url + pagePath)).text();
      saved[name] = html;
      mkdirSync(path.join(workDir, 'static', name), { recursive: true });
      writeFileSync(path.join(workDir, 'static', name, 'index.html'), html);
      console.log(`  ${pagePath} → ${Buffer.byteLength(html)} bytes saved for nginx`);
    }
    nginx = await startStaticServer(path.join(workDir, 'static'), staticPort);
    await load(`${nginx.url}/post/`, 2, 10);
    const nginxRuns: Record<string, Measured> = {};
    const nginxFor = async (name: string, connections: number) =>
      (nginxRuns[`${name}-${connections}`] ??= await load(`${nginx!.url}/${name}/`, seconds, connections));

    const loadBefore = os.loadavg()[0];
    const measure = async (name: string, page: 'post' | 'search', connections: number, nextPath: () => string) => {
      process.stdout.write(`  ${name}, ${connections} connection(s)…`);
      const before = cpuSnapshot(app!.pid);
      const appResult = await loadDistinct(app!.url, nextPath, { seconds, connections });
      const cores = coresUsed(before, cpuSnapshot(app!.pid));
      const base = await nginxFor(page, connections);
      const percent = base.requestsPerSecond > 0 ? Math.round((appResult.requestsPerSecond / base.requestsPerSecond) * 10000) / 100 : 0;
      rows.push({ name, connections, app: appResult, nginx: base, percentOfNginx: percent, cores });
      process.stdout.write(` ${appResult.requestsPerSecond} req/s, p99 ${appResult.latencyMs.p99} ms\n`);
    };

    // (a) cold
    await measure('articles, cold', 'post', 1, coldOne.take);
    await measure('articles, cold', 'post', 50, coldMany.take);
    const coldWrapped = coldOne.wrapped || coldMany.wrapped;

    // (c) distinct searches (before the warm-up, so that its renders do not fill the caches first)
    let searchIndex = 0;
    await measure('search, distinct queries', 'search', 1, () => searchPath(content.words, searchIndex++));
    await measure('search, distinct queries', 'search', 50, () => searchPath(content.words, searchIndex++));

    // (b) warm: every article of the warm set once, then the same set again, each request a different one.
    const warmStarted = Date.now();
    const warmUp = rotation(warmSet);
    console.log(`  warming ${warmSet.length} articles with ${args['warm-connections']} connections…`);
    const warmRun = await loadDistinct(app.url, warmUp.take, { seconds: 3600, connections: Number(args['warm-connections']), amount: warmSet.length });
    const warmSeconds = Math.round((Date.now() - warmStarted) / 100) / 10;
    console.log(`  warm-up: ${warmSeconds} s, ${warmRun.requestsPerSecond} req/s, ${warmRun.non2xx} non-2xx`);
    const warmAgain = rotation(warmSet);
    await measure('articles, after warm-up', 'post', 1, warmAgain.take);
    await measure('articles, after warm-up', 'post', 50, warmAgain.take);

    // Every process of the server: with --workers the primary is small and the workers hold the memory.
    const processes = rssOfTree(app.pid);
    const rssMb = processes.length > 1 ? processes.slice(1).map((p) => p.rssMb ?? 0).join(' + ') : processes[0]?.rssMb;
    const loadAfter = os.loadavg()[0];
    console.log('\n| run | conns | app req/s | app p50 | app p99 | nginx req/s | nginx p50 | nginx p99 | % of nginx | non-2xx | cores: server / PostgreSQL / machine |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.connections} | ${pad(r.app.requestsPerSecond.toFixed(0), 5)} | ${r.app.latencyMs.p50} ms | ${r.app.latencyMs.p99} ms | ` +
          `${pad(r.nginx.requestsPerSecond.toFixed(0), 5)} | ${r.nginx.latencyMs.p50} ms | ${r.nginx.latencyMs.p99} ms | ${r.percentOfNginx}% | ${r.app.non2xx + r.app.errors} | ${r.cores.server} / ${r.cores.postgres} / ${r.cores.machine} |`,
      );
    }
    console.log(`\nnginx: ${nginx.describe}. App RSS after the runs: ${rssMb ?? '?'} MB${processes.length > 1 ? ` (each worker; primary ${processes[0].rssMb} MB)` : ''}. Load average ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)} on ${os.cpus().length} cores.`);
    if (coldWrapped) console.log('Warning: a cold run used more articles than its slice: some were requested twice.');

    const out = {
      ranAt: startedAt.toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        node: process.version,
        loadAverage: { before: Math.round(loadBefore * 100) / 100, after: Math.round(loadAfter * 100) / 100 },
      },
      build: { id: readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim() },
      database: { engine: 'postgres', name: new URL(dbUrl).pathname.slice(1), ...content.facts, titleWords: content.words.length },
      load: { tool: 'autocannon 9', durationSeconds: seconds, distinctPathPerRequest: true },
      server: { workers: args.workers ? Number(args.workers) : null, rssMbAfter: rssMb, processes, prewarm: false },
      warmUp: { articles: warmSet.length, connections: Number(args['warm-connections']), seconds: warmSeconds, run: warmRun },
      nginx: nginx.describe,
      savedHtmlBytes: Object.fromEntries(Object.entries(saved).map(([name, html]) => [name, Buffer.byteLength(html)])),
      coldSliceReused: coldWrapped,
      results: rows,
    };
    const file = path.join(root, 'bench', 'results', args.workers ? `long-tail-workers-${args.workers}.json` : 'long-tail.json');
    writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
    console.log(`Wrote ${path.relative(root, file)}.`);
  } finally {
    await nginx?.stop();
    await app?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
