// npm run bench:media-list [-- --files 5000 --articles 3000 --duration 10 --connections 10 --port 3170 --skip-build]
//
// The media library's list (POST /api/media/media-list, issue 31) on PostgreSQL with 5,000 files:
// 1. builds when the source changed (server/start.mjs --build-only; --skip-build serves what is there);
// 2. database vitrine_bench_media on the local server of BENCH_DATABASE_URL or DATABASE_URL (default
//    postgres://postgres@127.0.0.1:5432), dropped and recreated, migrated, then seeded: --files rows
//    in `files` (names, alt text in one or two languages, some decorative), --articles articles each
//    with a cover and two images in its body (so "used" has real columns to search: articles and their
//    revisions, categories, users, pages), an admin and an API key holding `media`;
// 3. starts server/server.mjs (production) on --port against it;
// 4. autocannon, --connections for --duration s, per query: the first page, a search, "unused",
//    "missing alt", a late page; prints p50/p99 and requests/s and writes bench/results/media-list.json.
// Goal: p99 ≤ 200 ms at 10 connections. No assertions: the numbers are for people (bench/README.md).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadCliEnv } from '../scripts/cli-db';
import { freshBenchDatabase } from './support/bench-db';
import { clearDataCache, ensureBuild, root, startAppServer } from './support/servers';

const { values: args } = parseArgs({
  options: {
    files: { type: 'string', default: '5000' },
    articles: { type: 'string', default: '3000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3170' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const FILES = Number(args.files);
const ARTICLES = Number(args.articles);
const BENCH_DB = 'vitrine_bench_media';

const hex = (n: number) => n.toString(16).padStart(32, '0');
const words = ['harbour', 'forest', 'lighthouse', 'market', 'mountain', 'river', 'bridge', 'festival', 'kitchen', 'library', 'team', 'office'];

async function seed() {
  const { handle, drop } = await freshBenchDatabase('postgres', BENCH_DB);
  const { apiKeys, articleRevisions, articles, categories, files, users } = await import('../db/schema');
  const { hashToken, randomToken } = await import('../lib/auth/tokens');
  const db = handle.db;
  const [user] = await db
    .insert(users)
    .values({ uniqueKey: randomUUID(), name: 'Bench', lastName: 'Admin', fullName: 'Bench Admin', email: 'bench-media@example.com', status: 'active', passwordHash: 'x', gender: 'female' })
    .returning({ id: users.id });
  const rows = Array.from({ length: FILES }, (_, i) => {
    const word = words[i % words.length];
    return {
      uniqueKey: hex(i + 1),
      storageKey: `images/${hex(i + 1)}-1600.webp`,
      originalName: `${word}-${i}.jpg`,
      mimeType: i % 5 === 0 ? 'image/png' : 'image/jpeg',
      size: 200_000 + i,
      width: 1600,
      height: 900,
      variants: { '1600': `images/${hex(i + 1)}-1600.webp` },
      // Two files in three described in pt-BR, one in four in English too, one in twenty decorative.
      alt: (i % 3 === 2 ? {} : i % 4 === 0 ? { 'pt-BR': `Foto de ${word} número ${i}`, en: `Photo of a ${word}, number ${i}` } : { 'pt-BR': `Foto de ${word} número ${i}` }) as Record<string, string>,
      caption: (i % 7 === 0 ? { 'pt-BR': `Legenda ${word}` } : {}) as Record<string, string>,
      decorative: i % 20 === 0,
      inLibrary: i % 2 === 0,
      uploadedBy: user.id,
      createdAt: new Date(Date.now() - (FILES - i) * 60_000),
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(files).values(rows.slice(i, i + 1000));
  const url = (i: number) => `/api/files/${hex((i % FILES) + 1)}`;
  const body = (i: number) =>
    `<p>${'Texto do artigo. '.repeat(80)}</p><p><img src="${url(i * 3 + 1)}?w=960" alt=""></p><p>${'Mais texto. '.repeat(80)}</p><p><img src="${url(i * 3 + 2)}" alt="x"></p>`;
  for (let start = 0; start < ARTICLES; start += 500) {
    const batch = Array.from({ length: Math.min(500, ARTICLES - start) }, (_, k) => {
      const i = start + k;
      return { uniqueKey: `bench-media-${i}`, title: `Artigo ${i}`, content: body(i), image: url(i * 3), authorId: user.id, status: 'published' as const, publishedAt: new Date() };
    });
    const inserted = await db.insert(articles).values(batch).returning({ id: articles.id });
    // One earlier version each, with the same images (as saving an article leaves).
    await db.insert(articleRevisions).values(inserted.map((a, k) => ({ articleId: a.id, title: `Artigo ${start + k}`, content: body(start + k), image: url((start + k) * 3), authorId: user.id })));
  }
  for (let i = 0; i < 40; i++) await db.insert(categories).values({ uniqueKey: `bench-cat-${i}`, name: `Categoria ${i}`, image: url(FILES - 1 - i) });
  const key = `vk_${randomToken()}`;
  await db.insert(apiKeys).values({ uniqueKey: randomUUID(), name: 'bench', tokenHash: hashToken(key), tokenPrefix: key.slice(0, 8), grants: ['media'], createdBy: user.id });
  await db.execute((await import('drizzle-orm')).sql`analyze`);
  // The key acts with its creator's grants: the server's first-start seed creates the roles, so the
  // creator is made an administrator once the server has started (grantAdmin, below).
  const grantAdmin = async () => {
    const { roles, userRoles } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin'));
    await db.insert(userRoles).values({ userId: user.id, roleId: admin.id });
  };
  return { key, drop, grantAdmin };
}

function benchDatabaseUrl(): string {
  const url = new URL(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

async function measure(base: string, key: string, body: Record<string, unknown>) {
  const result = await autocannon({
    url: `${base}/api/media/media-list`,
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: Number(args.connections),
    duration: Number(args.duration),
    timeout: 30,
  });
  return { requestsPerSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, non2xx: result.non2xx, errors: result.errors };
}

async function main() {
  loadCliEnv();
  if (!args['skip-build']) ensureBuild();
  const { key, drop, grantAdmin } = await seed();
  clearDataCache();
  const logFile = path.join(os.tmpdir(), 'vitrine-bench-media-list-server.log');
  const server = await startAppServer(
    Number(args.port),
    { DATABASE_URL: benchDatabaseUrl(), AUTH_SECRET: randomBytes(32).toString('base64url'), SITE_URL: `http://127.0.0.1:${args.port}`, LOG_LEVEL: 'warn' },
    logFile,
  );
  await grantAdmin();
  // A bench of refusals measures nothing: one request must answer the list first.
  const probe = await fetch(`${server.url}/api/media/media-list`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: '{}' });
  if (!probe.ok) throw new Error(`the media list answered ${probe.status}: ${await probe.text()}`);
  const queries: [string, Record<string, unknown>][] = [
    ['first page (48)', {}],
    ['search "harbour"', { search: 'harbour' }],
    ['unused', { unused: true }],
    ['missing alt', { missing_alt: true }],
    ['page 50 of 100', { limit: 100, page: 50 }],
  ];
  const results: Record<string, unknown>[] = [];
  try {
    // Warm-up: plans, JIT, the pool.
    await measure(server.url, key, {}).catch(() => undefined);
    for (const [name, body] of queries) {
      const r = await measure(server.url, key, body);
      results.push({ name, body, ...r });
      console.log(`${name.padEnd(18)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ${r.non2xx ? 'NOT MEASURED (failed requests)' : r.p99 <= 200 ? 'goal met' : 'GOAL MISSED'}${r.non2xx ? `  non-2xx ${r.non2xx}` : ''}`);
    }
  } finally {
    await server.stop();
    await drop();
  }
  const out = path.join(root, 'bench', 'results', 'media-list.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ at: new Date().toISOString(), machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadavg: os.loadavg() }, files: FILES, articles: ARTICLES, connections: Number(args.connections), durationS: Number(args.duration), goalP99Ms: 200, results }, null, 2)}\n`,
  );
  console.log(`written ${path.relative(root, out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
