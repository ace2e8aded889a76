// npm run bench:render-cost [-- --requests 40 --port 3440 --seconds 15 --connections 50 --skip-build --url http://127.0.0.1:3440 --pid 1234]
//
// What one uncached render costs (issue 35 §1). The production server on DATABASE_URL (a local
// PostgreSQL filled with many live articles, e.g. vitrine_bench; only read) is asked, one request at
// a time, for:
//  - distinct articles never requested before (the long tail), each a different /post/{key}/{id};
//  - /blog, the home (a page built from blocks) and /rc-sistemI (another one), with Next's draft-mode
//    cookie (__prerender_bypass = the build's previewModeId), which makes Next render on every
//    request, and an Authorization header, which makes server/page-cache.mjs step aside;
//  - other distinct articles without draft mode, as a visitor meets a cold page (rendered, then stored);
//  - distinct searches (/list-article-results/{words}), words of live titles, never the same query twice;
// then distinct searches again from --connections connections for --seconds. It prints, per kind,
// the server's CPU time per request (user + system from /proc: the cost on a busy machine) and the part of it on
// the main thread (the rest is V8's and libuv's helper threads: GC, optimising compiles, file writes), p50/mean/p99
// of the render times, the HTML size and the inline RSC payload size (the
// self.__next_f.push(...) scripts), and writes bench/results/render-cost.json. No assertions.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { ensureBuild, root, startAppServer, type Running } from './support/servers';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '40' },
    port: { type: 'string', default: '3440' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    'skip-build': { type: 'boolean', default: false },
    url: { type: 'string' },
    pid: { type: 'string' },
  },
});
const requests = Number(args.requests);
const WARMUP = 5;

function databaseUrl(): string {
  const url = process.env.DATABASE_URL ?? '';
  if (!url || !['localhost', '127.0.0.1', '::1'].includes(new URL(url).hostname)) {
    console.error('DATABASE_URL must name a local PostgreSQL database with live articles (e.g. vitrine_bench).');
    process.exit(2);
  }
  return url;
}

function previewModeId(): string {
  const manifest = JSON.parse(readFileSync(path.join(root, '.next', 'prerender-manifest.json'), 'utf8')) as { preview: { previewModeId: string } };
  return manifest.preview.previewModeId;
}

/** The inline RSC payload: the strings handed to self.__next_f.push in the HTML. */
function rscBytes(html: string): number {
  let total = 0;
  for (const match of html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)) total += Buffer.byteLength(match[1]);
  return total;
}

interface Sample {
  ms: number;
  status: number;
  htmlBytes: number;
  rscBytes: number;
}

interface Summary {
  kind: string;
  /** The server's CPU time (user + system, /proc) per counted request: what a render costs a core, whatever the load. */
  cpuMsPerRequest: number | null;
  /**
   * The part of it on the main thread (the JavaScript that renders). The rest ran on V8's helper threads
   * (garbage collection, optimising compiles) and libuv's (file writes): a second worker cannot have it.
   */
  mainThreadMsPerRequest: number | null;
  requests: number;
  statuses: number[];
  p50Ms: number;
  meanMs: number;
  p99Ms: number;
  htmlBytes: number;
  rscBytes: number;
}

const round = (n: number) => Math.round(n * 10) / 10;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function fetchOnce(url: string, headers: Record<string, string>): Promise<Sample> {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers }, redirect: 'manual' });
  const body = await res.text();
  const ms = performance.now() - started;
  return { ms, status: res.status, htmlBytes: Buffer.byteLength(body), rscBytes: rscBytes(body) };
}

interface Cpu {
  /** Every thread of the process. */
  total: number;
  /** The main thread (its task id is the pid). */
  main: number;
}

/** Fields 14 and 15 of a /proc stat line (after the parenthesised command name), in ms: clock ticks are 100 a second. */
function statMs(file: string): number {
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU time (user + system) the process has used, in ms, all threads and the main one; null off Linux or without a pid. */
function cpuMs(pid: number | undefined): Cpu | null {
  if (!pid) return null;
  try {
    return { total: statMs(`/proc/${pid}/stat`), main: statMs(`/proc/${pid}/task/${pid}/stat`) };
  } catch {
    return null;
  }
}

const cpuSpent = (start: Cpu | null, end: Cpu | null): Cpu | null =>
  start === null || end === null ? null : { total: end.total - start.total, main: end.main - start.main };

function summarize(kind: string, samples: Sample[], cpu: Cpu | null): Summary {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const last = samples[samples.length - 1];
  return {
    kind,
    cpuMsPerRequest: cpu === null ? null : round(cpu.total / samples.length),
    mainThreadMsPerRequest: cpu === null ? null : round(cpu.main / samples.length),
    requests: samples.length,
    statuses: [...new Set(samples.map((s) => s.status))],
    p50Ms: round(pct(times, 0.5)),
    meanMs: round(times.reduce((a, b) => a + b, 0) / times.length),
    p99Ms: round(pct(times, 0.99)),
    htmlBytes: last.htmlBytes,
    rscBytes: last.rscBytes,
  };
}

/** Each path once, one after the other (the first WARMUP ones not counted). */
async function sequential(kind: string, base: string, paths: string[], headers: Record<string, string>, pid: number | undefined): Promise<Summary> {
  const samples: Sample[] = [];
  let cpuStart: Cpu | null = null;
  for (const [i, p] of paths.entries()) {
    if (i === WARMUP) cpuStart = cpuMs(pid);
    const sample = await fetchOnce(`${base}${p}`, headers);
    if (i >= WARMUP) samples.push(sample);
  }
  const cpuEnd = cpuMs(pid);
  return summarize(kind, samples, cpuSpent(cpuStart, cpuEnd));
}

/** Distinct paths from `connections` loops for `seconds`: requests/s and latency percentiles. */
async function concurrent(base: string, next: () => string, connections: number, seconds: number) {
  const times: number[] = [];
  const statuses = new Set<number>();
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const sample = await fetchOnce(`${base}${next()}`, {});
        times.push(sample.ms);
        statuses.add(sample.status);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { connections, seconds, requests: times.length, rps: round(times.length / seconds), statuses: [...statuses], p50Ms: round(pct(times, 0.5)), p99Ms: round(pct(times, 0.99)) };
}

async function main() {
  const dbUrl = databaseUrl();
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  // Random live articles, and words of live titles for the searches (a fresh sample each run).
  const articleRows = await sql<{ id: number; unique_key: string }[]>`
    select id, unique_key from articles where status = 'published' and published_at <= now() order by random() limit ${2 * (WARMUP + requests)}`;
  const titles = await sql<{ title: string }[]>`select title from articles where status = 'published' order by random() limit 3000`;
  await sql.end({ timeout: 5 });
  // The scale seed's titles are "Artigo de escala 8520": a title word with one title's number is a
  // query no one asked before (it matches that article), so neither the data cache nor the page
  // cache can answer it.
  const words = [...new Set(titles.flatMap((t) => t.title.toLowerCase().split(/[^\p{L}\p{N}]+/u)))];
  const letters = words.filter((w) => w.length >= 4 && !/\d/.test(w));
  const numbers = words.filter((w) => /^\d+$/.test(w));
  const pool = numbers.length > 0 ? numbers : words;
  let searchIndex = 0;
  const nextSearch = () => {
    const i = searchIndex++;
    const query = `${letters[i % Math.max(1, letters.length)] ?? ''} ${pool[i % pool.length]}${i >= pool.length ? ` ${i}` : ''}`.trim();
    return `/list-article-results/${encodeURIComponent(query)}`;
  };

  let server: Running | null = null;
  let base = args.url ?? '';
  // --pid: the CPU time of a server started by hand (--url); ours is known.
  let pid = args.pid ? Number(args.pid) : undefined;
  if (!base) {
    if (!args['skip-build']) ensureBuild();
    const dataDir = path.join(os.tmpdir(), `vitrine-render-cost-${process.pid}`);
    server = await startAppServer(Number(args.port), { DATABASE_URL: dbUrl, AUTH_SECRET: randomBytes(32).toString('base64url'), SITE_URL: `http://127.0.0.1:${args.port}`, DATA_DIR: dataDir, PREWARM: 'false', LOG_LEVEL: 'warn' }, path.join(dataDir, 'server.log'));
    base = server.url;
    pid = server.pid;
  }
  const bypass = { cookie: `__prerender_bypass=${previewModeId()}`, authorization: 'Bearer bench-uncached' };
  const repeat = (p: string) => Array.from({ length: WARMUP + requests }, () => p);
  const loadBefore = os.loadavg()[0];
  try {
    const results: Summary[] = [];
    const articlePaths = articleRows.map((r) => `/post/${encodeURIComponent(r.unique_key)}/${r.id}`);
    results.push(await sequential('article (distinct, never rendered)', base, articlePaths.slice(0, WARMUP + requests), bypass, pid));
    // Other articles, without draft mode: as a visitor meets a cold page (Next renders it, then stores it).
    results.push(await sequential('article, cold visit (render + store)', base, articlePaths.slice(WARMUP + requests), {}, pid));
    results.push(await sequential('/blog', base, repeat('/blog'), bypass, pid));
    results.push(await sequential('home (blocks)', base, repeat('/'), bypass, pid));
    results.push(await sequential('/rc-sistemI (blocks)', base, repeat('/rc-sistemI'), bypass, pid));
    results.push(await sequential('search (distinct queries)', base, Array.from({ length: WARMUP + requests }, nextSearch), {}, pid));
    for (const r of results) {
      console.log(`${r.kind.padEnd(36)} ${String(r.statuses).padEnd(8)} CPU ${r.cpuMsPerRequest} ms/req (main thread ${r.mainThreadMsPerRequest})  p50 ${r.p50Ms} ms  mean ${r.meanMs} ms  p99 ${r.p99Ms} ms  HTML ${(r.htmlBytes / 1024).toFixed(1)} kB  RSC ${(r.rscBytes / 1024).toFixed(1)} kB`);
    }
    const searchOne = await concurrent(base, nextSearch, 1, Number(args.seconds));
    const searchMany = await concurrent(base, nextSearch, Number(args.connections), Number(args.seconds));
    for (const s of [searchOne, searchMany]) {
      console.log(`search, distinct queries, ${s.connections} connection(s): ${s.rps} req/s  p50 ${s.p50Ms} ms  p99 ${s.p99Ms} ms  statuses ${s.statuses}`);
    }
    const out = path.join(root, 'bench', 'results', 'render-cost.json');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), loadBefore, loadAfter: os.loadavg()[0], cores: os.cpus().length, renders: results, search: [searchOne, searchMany] }, null, 2)}\n`);
    console.log(`load average ${loadBefore.toFixed(2)} → ${os.loadavg()[0].toFixed(2)}; written to ${path.relative(root, out)}`);
  } finally {
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
