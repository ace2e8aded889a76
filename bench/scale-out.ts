// npx tsx bench/scale-out.ts [-- --duration 10 --connections 50 --port 3170 --port-b 3171 --proxy-port 3172
//                               --proxy-one-port 3173 --samples 20 --skip-build]
//
// Two instances beside one (issue 14, "Measure"): what a second production server behind a load
// balancer gives, and how long a change made on one takes to show on the other.
//  1. builds the app when the source changed (server/start.mjs --build-only), unless --skip-build;
//  2. prepares the database vitrine_bench as `npm run bench` does (bench/support/public-db.ts:
//     10,000 live articles; reused when it holds them), gives it a staff account of its own
//     (scripts/create-user.ts, a new random password each run), and empties the Redis database
//     BENCH_REDIS_URL (default redis://127.0.0.1:6379/12: a database of its own; local only);
//  3. starts instances A (--port) and B (--port-b): server/server.mjs in production, HOST=127.0.0.1,
//     one database, one Redis (REDIS_URL set for both, so one and two instances run the same
//     code), one SITE_URL and AUTH_SECRET; and two round-robin proxies
//     (bench/support/round-robin-proxy.ts, a process each): one in front of A alone
//     (--proxy-one-port), one in front of A and B (--proxy-port, the site's SITE_URL);
//  4. for `/`, `/blog` and the newest article, runs autocannon (--connections 50, --duration 10 s,
//     each run after 5 requests and 2 s at 10 connections) against four setups, one after the
//     other for each page, so that a busy moment on a shared machine hits them alike:
//       - "one": A directly (B idle);
//       - "one via proxy": A behind its proxy (what the proxy itself costs);
//       - "two via proxy": A and B behind the round-robin proxy;
//       - "two, split clients": no proxy, autocannon's connections alternating between A and B;
//  5. publish → other instance: creates a draft article through A's API, then --samples times
//     publishes it through A and unpublishes it. Before each change B answers the previous state of
//     its article page and /blog from its cache (x-nextjs-cache: HIT); after A's answer both are
//     polled on B side by side every 10 ms until each shows the change (200 with the title / 404;
//     the title listed / gone): ms from A's answer to B's, with how long B's showing answer took,
//     then every 50 ms until B answers the new state from its cache again. The article is deleted
//     at the end;
//  6. prints tables and writes bench/results/scale-out.json (with the machine's load average).
// No assertions: the numbers are for people. Every server and proxy is stopped by PID at the end,
// also when the bench fails. On a 2-core machine the load generator, the proxy and both instances
// share two cores: a second instance cannot double the throughput there.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { load, rssOf, type Measured } from './support/load';
import { benchDatabaseUrl, prepareDatabase, runCli } from './support/public-db';
import { ensureBuild, root, startAppServer, startRoundRobinProxy, type Running } from './support/servers';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3170' },
    'port-b': { type: 'string', default: '3171' },
    'proxy-port': { type: 'string', default: '3172' },
    'proxy-one-port': { type: 'string', default: '3173' },
    samples: { type: 'string', default: '20' },
    articles: { type: 'string', default: '10000' },
    reads: { type: 'string', default: '1000000' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const portA = Number(args.port);
const portB = Number(args['port-b']);
const proxyPort = Number(args['proxy-port']);
const proxyOnePort = Number(args['proxy-one-port']);
const samples = Number(args.samples);
const POLL_MS = 10;
const GIVE_UP_MS = 10_000;
const WARM_SECONDS = 2;

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pad = (text: string | number, width: number) => String(text).padStart(width);

function redisUrl(): string {
  const url = new URL(process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379/12');
  // It is emptied (FLUSHDB) before and after the run.
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(url.hostname)) throw new Error(`Refusing to empty a non-local Redis (${url.hostname})`);
  return url.toString();
}

async function emptyRedis(url: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

// ---------------------------------------------------------------------------------------------
// Pages

interface Page {
  status: number;
  html: string;
  /** x-nextjs-cache: HIT when Next answered from its cache (Redis, or the server's in-memory copy). */
  cache: string | null;
}

// A browser's request (the locale proxy negotiates from Accept-Language), as the scale-out e2e test sends.
const browser = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  accept: 'text/html',
  'accept-language': 'pt-BR,pt;q=0.9',
};

async function page(url: string): Promise<Page> {
  const res = await fetch(url, { headers: browser, redirect: 'manual' });
  return { status: res.status, html: await res.text(), cache: res.headers.get('x-nextjs-cache') };
}

interface Target {
  name: string;
  path: string;
}

interface Setup {
  name: string;
  describe: string;
  /** The URL(s) autocannon loads for a path; several split its connections between them. */
  urls: (path: string) => string[];
}

async function warm(setup: Setup, target: Target): Promise<void> {
  for (const url of setup.urls(target.path)) {
    // The first request renders and caches the page (or reads it from Redis).
    for (let i = 0; i < 5; i++) {
      const { status } = await page(url);
      if (i === 4 && status !== 200) console.log(`  warning: ${url} answers ${status}`);
    }
  }
  await load(setup.urls(target.path), WARM_SECONDS, 10);
}

interface Row {
  setup: string;
  page: string;
  path: string;
  result: Measured;
}

/** Page by page, every setup in turn (each after its warm-up). */
async function measure(setups: Setup[], targets: Target[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const target of targets) {
    process.stdout.write(`  ${target.name}:`);
    for (const setup of setups) {
      process.stdout.write(` ${setup.name}…`);
      await warm(setup, target);
      rows.push({ setup: setup.name, page: target.name, path: target.path, result: await load(setup.urls(target.path), duration, connections) });
    }
    process.stdout.write(' done\n');
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Publish on A, seen on B

class Api {
  private token = '';
  constructor(private readonly base: string) {}

  async call<T>(method: string, pathname: string, body?: unknown): Promise<T> {
    const res = await fetch(this.base + pathname, {
      method,
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${pathname} → ${res.status}: ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  async signIn(email: string, password: string): Promise<void> {
    this.token = (await this.call<{ token: string }>('POST', '/api/auth/auth', { email, password })).token;
  }

  async signOut(): Promise<void> {
    if (this.token) await this.call('POST', '/api/auth/auth/logout');
    this.token = '';
  }
}

interface Article {
  id: number;
  key: string;
  title: string;
  path: string;
}

/** Polls `url` every `everyMs` (after each answer) until `check` holds, or gives up (null) after GIVE_UP_MS. */
async function until(since: number, url: string, check: (p: Page) => boolean, everyMs: number): Promise<{ ms: number; answerMs: number; polls: number } | null> {
  for (let polls = 1; ; polls++) {
    const asked = performance.now();
    if (check(await page(url))) {
      const now = performance.now();
      return { ms: round1(now - since), answerMs: round1(now - asked), polls };
    }
    if (performance.now() - since > GIVE_UP_MS) return null;
    await sleep(everyMs);
  }
}

interface Watched {
  seenOn: 'article' | 'blog';
  url: string;
  /** What the page shows once the article is published, and once it is not. */
  live: (p: Page) => boolean;
  gone: (p: Page) => boolean;
}

interface Change {
  change: 'publish' | 'unpublish';
  seenOn: 'article' | 'blog';
  /** B's last answer before the change: the previous state, from Next's cache. */
  cachedAnswerMs: number;
  /** From the end of A's answer to the end of B's first answer showing the change (null: not within GIVE_UP_MS). */
  ms: number | null;
  /** How long that answer of B took (B rendering the page anew). */
  answerMs: number | null;
  /** B's requests until it showed the change, that one included. */
  polls: number | null;
  /** From A's answer until B answered the new state from its cache again (x-nextjs-cache: HIT). */
  cachedAgainMs: number | null;
}

/**
 * --samples times: publish the article through A, then unpublish it. Before each change B answers
 * the previous state of both pages from its cache; after it, B's article page and /blog are polled
 * side by side every POLL_MS until each shows the change, then every 50 ms until each is answered
 * from the cache again (Next keeps no page rendered in the first seconds after an expiry, see
 * server/shared-cache.mjs RACE_WINDOW_MS: until then every request renders).
 */
async function publishLatency(api: Api, article: Article, bBase: string): Promise<Change[]> {
  const watched: Watched[] = [
    { seenOn: 'article', url: bBase + article.path, live: (p) => p.status === 200 && p.html.includes(article.title), gone: (p) => p.status === 404 },
    {
      seenOn: 'blog',
      url: `${bBase}/blog`,
      live: (p) => p.status === 200 && p.html.includes(article.title),
      gone: (p) => p.status === 200 && !p.html.includes(article.title),
    },
  ];
  const cached = (check: (p: Page) => boolean) => (p: Page) => p.cache === 'HIT' && check(p);
  const changes: Change[] = [];
  // The draft, from B's cache, before the first change.
  const start = performance.now();
  for (const w of watched) {
    if ((await until(start, w.url, cached(w.gone), 50)) === null) throw new Error(`${w.url} was not answered from B's cache within ${GIVE_UP_MS / 1000} s`);
  }
  for (let i = 0; i < samples; i++) {
    for (const change of ['publish', 'unpublish'] as const) {
      const before = (w: Watched) => (change === 'publish' ? w.gone : w.live);
      const after = (w: Watched) => (change === 'publish' ? w.live : w.gone);
      // One more request each: how long B's cached answer takes, and proof it still holds.
      const cachedAnswerMs: number[] = [];
      for (const w of watched) {
        const asked = performance.now();
        const p = await page(w.url);
        if (!cached(before(w))(p)) throw new Error(`${w.url} is no longer the previous state from B's cache before the ${change}`);
        cachedAnswerMs.push(round1(performance.now() - asked));
      }
      await api.call('PUT', `/api/article/article-change-status/${article.id}/${encodeURIComponent(article.key)}`, { status: change === 'publish' ? 'published' : 'draft' });
      const changed = performance.now();
      const seen = await Promise.all(watched.map((w) => until(changed, w.url, after(w), POLL_MS)));
      const again = await Promise.all(watched.map((w) => until(changed, w.url, cached(after(w)), 50)));
      watched.forEach((w, k) => {
        changes.push({
          change,
          seenOn: w.seenOn,
          cachedAnswerMs: cachedAnswerMs[k],
          ms: seen[k]?.ms ?? null,
          answerMs: seen[k]?.answerMs ?? null,
          polls: seen[k]?.polls ?? null,
          cachedAgainMs: again[k]?.ms ?? null,
        });
      });
      if (again.some((a) => a === null)) throw new Error(`B did not answer from its cache again within ${GIVE_UP_MS / 1000} s of the ${change}`);
    }
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  return changes;
}

function median(values: number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return null;
  return round1(n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2);
}

const numbers = (values: (number | null)[]) => values.filter((v): v is number => v !== null);

function summary(change: Change['change'], seenOn: Change['seenOn'], all: Change[]) {
  const rows = all.filter((c) => c.change === change && c.seenOn === seenOn);
  const ms = numbers(rows.map((r) => r.ms)).sort((a, b) => a - b);
  const n = ms.length;
  return {
    change,
    seenOn,
    samples: rows.length,
    notSeen: rows.length - n,
    median: median(ms),
    // Nearest rank.
    p90: n ? ms[Math.ceil(0.9 * n) - 1] : null,
    min: n ? ms[0] : null,
    max: n ? ms[n - 1] : null,
    cachedAnswerMsMedian: median(rows.map((r) => r.cachedAnswerMs)),
    answerMsMedian: median(numbers(rows.map((r) => r.answerMs))),
    pollsMedian: median(numbers(rows.map((r) => r.polls))),
    cachedAgainMsMedian: median(numbers(rows.map((r) => r.cachedAgainMs))),
    ms: rows.map((r) => r.ms),
    answerMs: rows.map((r) => r.answerMs),
    polls: rows.map((r) => r.polls),
    cachedAnswerMs: rows.map((r) => r.cachedAnswerMs),
    cachedAgainMs: rows.map((r) => r.cachedAgainMs),
  };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  if (args['skip-build']) console.log('Serving the existing build (--skip-build).');
  else ensureBuild();

  const dbUrl = benchDatabaseUrl();
  const database = await prepareDatabase(dbUrl, 'bench-admin@vitrine.test', { fresh: false, articles: Number(args.articles), reads: Number(args.reads) });
  console.log(`Database ${database.name}: PostgreSQL ${database.serverVersion}, ${database.liveArticles} live of ${database.articles} articles.`);
  const staff = { email: 'bench-scale-out@vitrine.test', password: `Bb1!${randomBytes(12).toString('base64url')}` };
  runCli('scripts/create-user.ts', ['--email', staff.email, '--password', staff.password, '--role', 'admin'], { DATABASE_URL: dbUrl.toString() });

  const redis = redisUrl();
  await emptyRedis(redis);
  console.log(`Redis ${redis}: emptied.`);

  const targets: Target[] = [
    { name: 'home', path: '/' },
    { name: 'blog', path: '/blog' },
    { name: 'post', path: `/post/${encodeURIComponent(database.post.uniqueKey)}/${database.post.id}` },
  ];
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-scale-out-'));
  const common = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    // One public address for the site, whichever instance answers: the proxy's.
    SITE_URL: proxyUrl,
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: redis,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_EMAIL: 'bench-admin@vitrine.test',
    LOG_LEVEL: 'warn',
  };
  const logOf = (name: string) => path.join(os.tmpdir(), `vitrine-bench-scale-out-${name}.log`);

  let a: Running | undefined;
  let b: Running | undefined;
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>> | undefined;
  let proxyOne: Awaited<ReturnType<typeof startRoundRobinProxy>> | undefined;
  let api: Api | undefined;
  let article: Article | undefined;
  try {
    a = await startAppServer(portA, { ...common, DATA_DIR: path.join(workDir, 'a') }, logOf('a'), { readyPath: '/api/ready' });
    console.log(`A: ${a.describe} on ${a.url} (log: ${logOf('a')})`);
    b = await startAppServer(portB, { ...common, DATA_DIR: path.join(workDir, 'b') }, logOf('b'), { readyPath: '/api/ready' });
    console.log(`B: ${b.describe} on ${b.url} (log: ${logOf('b')})`);
    const [aUrl, bUrl] = [a.url, b.url];
    proxyOne = await startRoundRobinProxy(proxyOnePort, [aUrl]);
    proxy = await startRoundRobinProxy(proxyPort, [aUrl, bUrl]);
    const proxyOneUrl = proxyOne.url;
    console.log(`Proxies: ${proxyOne.url} → A; ${proxy.url} → A, B`);
    const setups: Setup[] = [
      { name: 'one', describe: 'instance A, directly (B idle)', urls: (p) => [aUrl + p] },
      { name: 'one via proxy', describe: 'instance A behind bench/support/round-robin-proxy.ts', urls: (p) => [proxyOneUrl + p] },
      { name: 'two via proxy', describe: 'instances A and B behind the round-robin proxy', urls: (p) => [proxyUrl + p] },
      { name: 'two, split clients', describe: "no proxy: autocannon's connections alternate between A and B", urls: (p) => [aUrl + p, bUrl + p] },
    ];

    const loadBefore = os.loadavg()[0];
    if (loadBefore > os.cpus().length) console.log(`Warning: load average ${loadBefore.toFixed(1)} on ${os.cpus().length} cores; the numbers will be noisy.`);
    console.log(`\nautocannon: ${connections} connections, ${duration} s per run, after 5 requests and ${WARM_SECONDS} s at 10 connections\n`);
    const rows = await measure(setups, targets);
    const proxyStats = { one: await proxyOne.stats(), two: await proxy.stats() };
    const rss = { a: rssOf(a.pid), b: rssOf(b.pid), proxy: rssOf(proxy.pid) };
    const loadAfterLoad = os.loadavg()[0];

    console.log(`\nPublish on A → seen on B: ${samples} samples per row, B polled every ${POLL_MS} ms`);
    api = new Api(aUrl);
    await api.signIn(staff.email, staff.password);
    const categories = await api.call<{ data: { items: { id: number }[] } }>('POST', '/api/category/categories-list', {});
    const title = `Bench scale-out ${Date.now().toString(36)}`;
    const created = await api.call<{ data: { id: number; unique_key: string } }>('POST', '/api/article/article', {
      title,
      content: '<p>Publicado em uma instância, lido na outra.</p>',
      categories: [categories.data.items[0].id],
      image: '/uploads/bench-scale-out.webp',
    });
    const { id, unique_key: key } = created.data;
    article = { id, key, title, path: `/post/${encodeURIComponent(key)}/${id}` };
    const changes = await publishLatency(api, article, bUrl);
    const loadAfter = os.loadavg()[0];

    // Tables.
    const one = new Map(rows.filter((r) => r.setup === 'one').map((r) => [r.page, r.result.requestsPerSecond]));
    console.log('\n| page | setup | req/s | p50 | p99 | vs one | notes |');
    console.log('|---|---|---|---|---|---|---|');
    for (const target of targets) {
      for (const r of rows.filter((row) => row.page === target.name)) {
        const base = one.get(r.page);
        const notes = [
          r.result.requests === 0 ? 'no answer within the run' : '',
          r.result.non2xx ? `${r.result.non2xx} non-2xx` : '',
          r.result.errors ? `${r.result.errors} errors` : '',
          r.result.timeouts ? `${r.result.timeouts} timeouts` : '',
        ].filter(Boolean);
        console.log(
          `| ${r.page} | ${r.setup} | ${pad(r.result.requestsPerSecond.toFixed(0), 6)} | ${pad(r.result.latencyMs.p50, 4)} ms | ${pad(r.result.latencyMs.p99, 4)} ms | ` +
            `${base ? `${((r.result.requestsPerSecond / base) * 100).toFixed(0)}%` : '-'} | ${notes.join(', ')} |`,
        );
      }
    }
    const latency = (['publish', 'unpublish'] as const).flatMap((change) => (['article', 'blog'] as const).map((seenOn) => summary(change, seenOn, changes)));
    console.log(
      '\n| change on A | seen on B | median | p90 | min | max | not seen in 10 s | medians: B cached before | B polls | B showing answer | B cached again after |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    const ms = (n: number | null) => (n === null ? '-' : `${n} ms`);
    for (const l of latency) {
      console.log(
        `| ${l.change} | ${l.seenOn === 'article' ? 'article page' : '/blog'} | ${ms(l.median)} | ${ms(l.p90)} | ${ms(l.min)} | ${ms(l.max)} | ${l.notSeen} of ${l.samples} | ` +
          `${ms(l.cachedAnswerMsMedian)} | ${l.pollsMedian ?? '-'} | ${ms(l.answerMsMedian)} | ${ms(l.cachedAgainMsMedian)} |`,
      );
    }
    console.log(
      `\nProxy requests per backend (two via proxy, warm-ups included): A ${proxyStats.two.counts[0]}, B ${proxyStats.two.counts[1]}; ` +
        `sent again on a new connection: ${proxyStats.one.retries + proxyStats.two.retries}; answered 502: ${JSON.stringify({ ...proxyStats.one.failures, ...proxyStats.two.failures })}.\n` +
        `RSS after the load: A ${rss.a ?? '?'} MB, B ${rss.b ?? '?'} MB, ` +
        `proxy ${rss.proxy ?? '?'} MB. Load average ${loadBefore.toFixed(2)} → ${loadAfterLoad.toFixed(2)} (after the load runs) → ${loadAfter.toFixed(2)}.`,
    );

    const out = {
      ranAt: startedAt.toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        loadAverage: { before: round2(loadBefore), afterLoadRuns: round2(loadAfterLoad), after: round2(loadAfter) },
      },
      build: { id: readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim() },
      database: { engine: 'postgres', ...database },
      redis: { url: redis.replace(/\/\/[^@/]*@/, '//***@') },
      servers: {
        describe: 'server/server.mjs (NODE_ENV=production, HOST=127.0.0.1, REDIS_URL set), one process each',
        a: a.url,
        b: b.url,
        proxy: proxy.describe,
        rssMbAfterLoad: rss,
      },
      load: {
        tool: 'autocannon 9',
        connections,
        durationSeconds: duration,
        warmUp: `5 requests per URL, then ${WARM_SECONDS} s at 10 connections, before each run`,
        order: 'page by page, the four setups in turn',
      },
      setups: Object.fromEntries(setups.map((setup) => [setup.name, setup.describe])),
      proxies: {
        'one via proxy': proxyStats.one,
        'two via proxy': proxyStats.two,
      },
      results: rows.map((r) => ({ setup: r.setup, page: r.page, path: r.path, ...r.result })),
      publishToOtherInstance: {
        method:
          `change through A's API (PUT /api/article/article-change-status), then B's article page and /blog polled side by side every ${POLL_MS} ms ` +
          "(after each answer) until each shows the change; ms: from the end of A's answer to the end of B's first answer showing it (answerMs: " +
          'that answer alone; polls: requests made). Before each change B answers the previous state from its cache (x-nextjs-cache: HIT; ' +
          'cachedAnswerMs: that answer); cachedAgainMs: from A\'s answer until B answers the new state from its cache again (polled every 50 ms). ' +
          'B has no other load',
        samplesPerRow: samples,
        changes,
        giveUpMs: GIVE_UP_MS,
        latency,
      },
    };
    const file = path.join(root, 'bench', 'results', 'scale-out.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
    console.log(`Wrote ${path.relative(root, file)}.`);
  } finally {
    if (api && article) {
      await api.call('DELETE', `/api/article/article/${article.id}/${encodeURIComponent(article.key)}`).catch((error: Error) => console.error(`Could not delete the bench article: ${error.message}`));
    }
    await api?.signOut().catch(() => undefined);
    await proxy?.stop();
    await proxyOne?.stop();
    await b?.stop();
    await a?.stop();
    await emptyRedis(redis).catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
