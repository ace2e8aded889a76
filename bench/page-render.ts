// npm run bench:page-render [-- --baseline b8c94a2 --requests 40 --port 3170 --baseline-port 3171 --skip-build]
//
// What a visitor waits for when a page is not in the cache (issue 30 §1: "a page built from blocks
// renders uncached in no more time than today's home"). Two production servers on one fresh
// PostgreSQL database (vitrine_pages_bench, dropped and seeded each run):
//  - this checkout, where the home and /rc-sistemI are pages built from blocks (seeded by the data
//    step 0018_seed_pages), plus a page of every block type created for the bench (/bench-blocks);
//  - the baseline: the commit before pages (--baseline, default b8c94a2), checked out in a
//    temporary git worktree and built there, where the home is hard-coded components.
// Each page is asked for --requests times one after the other (after 5 warm-up requests) with
// Next's draft-mode cookie (__prerender_bypass = the build's previewModeId), which makes Next render
// it on every request instead of serving the cached HTML, and an Authorization header, which makes
// server/page-cache.mjs step aside. p50 and mean of the render times are printed and written to
// bench/results/page-render.json. No assertions: the numbers are for people; the machine's load
// average is recorded (numbers taken beside other work on a small machine are not comparable).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { runCli } from './support/public-db';
import { ensureBuild, root, startAppServer, type Running } from './support/servers';

const { values: args } = parseArgs({
  options: {
    baseline: { type: 'string', default: 'b8c94a2' },
    requests: { type: 'string', default: '40' },
    port: { type: 'string', default: '3170' },
    'baseline-port': { type: 'string', default: '3171' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const requests = Number(args.requests);
const WARMUP = 5;

function databaseUrl(): URL {
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(url.hostname)) throw new Error(`Refusing to benchmark on a non-local server (${url.hostname})`);
  url.pathname = '/vitrine_pages_bench';
  return url;
}

async function freshDatabase(url: URL): Promise<void> {
  const adminUrl = new URL(url.toString());
  adminUrl.pathname = '/postgres';
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe('drop database if exists vitrine_pages_bench with (force)');
    await admin.unsafe('create database vitrine_pages_bench');
  } finally {
    await admin.end({ timeout: 5 });
  }
  runCli('scripts/seed.ts', [], { DATABASE_URL: url.toString(), ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: randomBytes(12).toString('base64url') });
}

/** A published page with one block of each type, as the marketing team might build a long page. */
async function createBlocksPage(url: URL): Promise<void> {
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  const link = { label: 'Fale conosco', href: '/contact' };
  const blocks = [
    { type: 'hero', id: 'b1', eyebrow: 'Bench', title: 'Uma página feita de blocos', text: 'Texto do herói.', primary: link, secondary: { label: 'Blog', href: '/blog' } },
    { type: 'stats', id: 'b2', items: [{ value: '120+', label: 'clientes' }, { value: '99,9%', label: 'disponibilidade' }, { value: '15', label: 'anos' }] },
    { type: 'features', id: 'b3', style: 'icons', title: 'Serviços', text: 'O que fazemos.', items: ['systems', 'integration', 'cloud', 'support'].map((icon) => ({ icon, title: `Item ${icon}`, text: 'Descrição do item.' })) },
    { type: 'features', id: 'b4', style: 'showcase', title: 'Soluções', items: ['erp', 'commerce', 'insights'].map((icon) => ({ icon, title: `Solução ${icon}`, text: 'Descrição.' })) },
    { type: 'media_text', id: 'b5', title: 'Mídia e texto', text: '<p>Um parágrafo <strong>rico</strong>.</p>', image: '/logo-v1.svg', image_side: 'right' },
    { type: 'rich_text', id: 'b6', html: '<h2>Título</h2><p>Parágrafo.</p><ul><li>um</li><li>dois</li></ul>' },
    { type: 'testimonials', id: 'b7', items: [{ quote: 'Excelente.', name: 'Ana', role: 'CFO', company: 'ACME' }] },
    { type: 'logos', id: 'b8', items: [{ image: '/logo-v2.svg', alt: 'Logo' }] },
    { type: 'latest_articles', id: 'b9', title: 'Artigos', count: 3 },
    { type: 'faq', id: 'b10', title: 'Perguntas', product: 'rc-sistemi' },
    { type: 'newsletter', id: 'b11', title: 'Newsletter' },
    { type: 'cta', id: 'b12', title: 'Vamos conversar?', button: link, show_contact: true },
  ];
  try {
    await sql`insert into pages (unique_key, locale, title, status, published_at, blocks)
      values ('bench-blocks', 'pt-BR', 'Bench blocks', 'published', now() - interval '1 minute', ${sql.json(blocks)})
      on conflict do nothing`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The baseline commit checked out beside this one (node_modules hard-linked) and built. */
function baselineCheckout(ref: string): string {
  const dir = path.join(os.tmpdir(), `vitrine-bench-baseline-${ref.replace(/[^A-Za-z0-9]/g, '')}`);
  if (!existsSync(dir)) {
    execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: root, stdio: 'inherit' });
    cpSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  }
  if (!args['skip-build'] || !existsSync(path.join(dir, '.next', 'BUILD_ID'))) {
    execFileSync(process.execPath, [path.join(dir, 'server', 'start.mjs'), '--build-only'], { cwd: dir, stdio: 'inherit' });
  }
  return dir;
}

function previewModeId(dir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(dir, '.next', 'prerender-manifest.json'), 'utf8')) as { preview: { previewModeId: string } };
  return manifest.preview.previewModeId;
}

interface Timing {
  path: string;
  status: number;
  cacheControl: string | null;
  p50Ms: number;
  meanMs: number;
  minMs: number;
  bytes: number;
}

async function time(server: Running, bypass: string, pathname: string): Promise<Timing> {
  const headers = { cookie: `__prerender_bypass=${bypass}`, authorization: 'Bearer bench-uncached', 'accept-encoding': 'identity' };
  const samples: number[] = [];
  let status = 0;
  let cacheControl: string | null = null;
  let bytes = 0;
  for (let i = 0; i < WARMUP + requests; i += 1) {
    const started = performance.now();
    const res = await fetch(`${server.url}${pathname}`, { headers, redirect: 'manual' });
    const body = await res.text();
    const took = performance.now() - started;
    status = res.status;
    cacheControl = res.headers.get('cache-control');
    bytes = body.length;
    if (i >= WARMUP) samples.push(took);
  }
  samples.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    path: pathname,
    status,
    cacheControl,
    p50Ms: round(samples[Math.floor(samples.length / 2)]),
    meanMs: round(samples.reduce((a, b) => a + b, 0) / samples.length),
    minMs: round(samples[0]),
    bytes,
  };
}

async function main() {
  const url = databaseUrl();
  const loadBefore = os.loadavg()[0];
  console.log(`Preparing ${url.pathname.slice(1)} (fresh) …`);
  await freshDatabase(url);
  await createBlocksPage(url);
  if (!args['skip-build']) ensureBuild();
  console.log(`Building the baseline ${args.baseline} …`);
  const baselineDir = baselineCheckout(args.baseline);

  const secret = randomBytes(32).toString('base64url');
  const results: { server: string; timings: Timing[] }[] = [];
  const paths = { current: ['/', '/en', '/home-v2', '/rc-sistemI', '/bench-blocks'], baseline: ['/', '/en', '/home-v2', '/rc-sistemI'] };

  for (const [name, dir, port] of [
    ['baseline', baselineDir, Number(args['baseline-port'])],
    ['current', root, Number(args.port)],
  ] as const) {
    // Each server its own data folder (the data cache survives restarts) and the same database.
    const env = { DATABASE_URL: url.toString(), AUTH_SECRET: secret, SITE_URL: `http://127.0.0.1:${port}`, DATA_DIR: `.data-bench-pages-${name}`, ADMIN_EMAIL: 'bench@example.com', LOG_LEVEL: 'warn' };
    const server = await startAppServerIn(dir, port, env, path.join(os.tmpdir(), `vitrine-bench-page-render-${name}.log`));
    try {
      const bypass = previewModeId(dir);
      const timings: Timing[] = [];
      for (const p of paths[name]) {
        const t = await time(server, bypass, p);
        console.log(`${name.padEnd(8)} ${p.padEnd(14)} ${t.status} p50 ${t.p50Ms} ms, mean ${t.meanMs} ms (cache-control: ${t.cacheControl})`);
        timings.push(t);
      }
      results.push({ server: name, timings });
    } finally {
      await server.stop();
    }
  }

  const byPath = (server: string, p: string) => results.find((r) => r.server === server)?.timings.find((t) => t.path === p);
  const comparison = ['/', '/en', '/home-v2', '/rc-sistemI'].map((p) => {
    const before = byPath('baseline', p)!;
    const after = byPath('current', p)!;
    return { path: p, baselineP50Ms: before.p50Ms, currentP50Ms: after.p50Ms, ratio: Math.round((after.p50Ms / before.p50Ms) * 100) / 100 };
  });
  console.table(comparison);
  const out = {
    ranAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: { before: loadBefore, after: os.loadavg()[0] } },
    baseline: args.baseline,
    requestsPerPage: requests,
    method: 'sequential requests with the draft-mode cookie (Next renders on every request) and an Authorization header (the page-copy cache steps aside)',
    results,
    comparison,
    goal: 'a page built from blocks renders uncached in no more time than the hard-coded home did (ratio ≤ 1 within noise)',
  };
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'results', 'page-render.json'), JSON.stringify(out, null, 2) + '\n');
  console.log('Written bench/results/page-render.json');
}

function startAppServerIn(dir: string, port: number, env: Record<string, string>, logFile: string): Promise<Running> {
  // Next's data cache survives restarts: entries of an earlier run on another database must not be served.
  rmSync(path.join(dir, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  return startAppServer(port, env, logFile, { cwd: dir });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
