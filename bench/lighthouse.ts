// npm run bench:lighthouse [-- --url http://127.0.0.1:3000 | --port 3160] [--runs 1] [--skip-build]
//
// Lighthouse (mobile preset: Lighthouse's default configuration, a mid-range phone on a slow 4G
// link, simulated throttling) on the home page, the blog and an article, in Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium). Prints the four category scores per page and writes
// bench/results/lighthouse.json with the scores, the main metrics and the audits that lost points.
//
// Against --url when given (a server you started); otherwise it builds when the source changed,
// starts the production server on --port with a fresh embedded database (PGlite in
// .data-bench-lighthouse, seeded with the demo content on first start) and stops it at the end.
// The article is the newest one in the blog's feed. With --runs N each page is measured N times
// and the run with the median performance score is kept (scores move between runs).
// Goal (issue 3): ≥ 95 in each category on each page. No assertions.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clearDataCache, ensureBuild, root, startAppServer, type Running } from './support/servers';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: '3160' },
    runs: { type: 'string', default: '1' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(args.runs) || 1);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOAL = 95;
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface PageResult {
  page: string;
  url: string;
  finalUrl: string;
  statusCode: number | null;
  scores: Record<(typeof categories)[number], number | null>;
  metrics: Record<string, number | null>;
  /** Audits that count towards a category and scored below 0.9, by category. */
  lostPoints: Record<string, { id: string; title: string; score: number | null; displayValue?: string }[]>;
  runtimeError?: string;
}

/** The newest article's path, from the blog's RSS feed. */
async function newestArticlePath(base: string): Promise<string> {
  const res = await fetch(`${base}/feed.xml`);
  if (!res.ok) throw new Error(`/feed.xml answered ${res.status}: cannot find an article to measure`);
  const xml = await res.text();
  const link = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(xml)?.[1];
  if (!link) throw new Error('the feed has no article to measure');
  return new URL(link.replace(/&amp;/g, '&')).pathname;
}

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');

  let server: Running | undefined;
  let base = args.url?.replace(/\/$/, '');
  try {
    if (!base) {
      if (!args['skip-build']) ensureBuild();
      clearDataCache();
      const dataDir = '.data-bench-lighthouse';
      // A fresh embedded database: the server migrates and seeds the demo content on start.
      rmSync(path.join(root, dataDir), { recursive: true, force: true });
      const port = Number(args.port);
      server = await startAppServer(
        port,
        {
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          SITE_URL: `http://127.0.0.1:${port}`,
          ADMIN_EMAIL: 'bench-admin@vitrine.test',
          LOG_LEVEL: 'warn',
        },
        path.join(os.tmpdir(), 'vitrine-bench-lighthouse-server.log'),
      );
      base = server.url;
      console.log(`Started ${server.describe} on ${base} (embedded database in ${dataDir}).`);
    }

    const pages = [
      { page: 'home', path: '/' },
      { page: 'blog', path: '/blog' },
      { page: 'article', path: await newestArticlePath(base) },
    ];
    // Each page once before measuring: the first request renders and caches it (ISR).
    for (const p of pages) {
      const res = await fetch(base + p.path);
      console.log(`  ${p.path} → ${res.status}`);
    }

    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    const results: PageResult[] = [];
    try {
      for (const p of pages) {
        const measured: PageResult[] = [];
        for (let run = 0; run < runs; run++) {
          const outcome = await lighthouse(base + p.path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
          if (!outcome) throw new Error(`lighthouse gave no result for ${p.path}`);
          const lhr = outcome.lhr;
          const score = (id: string) => {
            const value = lhr.categories[id]?.score;
            return value === null || value === undefined ? null : Math.round(value * 100);
          };
          const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
          const lostPoints: PageResult['lostPoints'] = {};
          for (const id of categories) {
            lostPoints[id] = (lhr.categories[id]?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0)
              .map((ref) => lhr.audits[ref.id])
              .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
              .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}) }));
          }
          measured.push({
            page: p.page,
            url: base + p.path,
            finalUrl: lhr.finalDisplayedUrl,
            statusCode: (lhr.audits['http-status-code']?.numericValue as number | undefined) ?? null,
            scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
            metrics: {
              firstContentfulPaintMs: metric('first-contentful-paint'),
              largestContentfulPaintMs: metric('largest-contentful-paint'),
              totalBlockingTimeMs: metric('total-blocking-time'),
              cumulativeLayoutShift: metric('cumulative-layout-shift'),
              speedIndexMs: metric('speed-index'),
              serverResponseMs: metric('server-response-time'),
              transferBytes: metric('total-byte-weight'),
            },
            lostPoints,
            ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
          });
        }
        measured.sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
        const kept = measured[Math.floor((measured.length - 1) / 2)];
        results.push(kept);
        const s = kept.scores;
        console.log(
          `  ${p.page.padEnd(8)} performance ${String(s.performance ?? '-').padStart(3)}  accessibility ${String(s.accessibility ?? '-').padStart(3)}  ` +
            `best practices ${String(s['best-practices'] ?? '-').padStart(3)}  SEO ${String(s.seo ?? '-').padStart(3)}` +
            (kept.runtimeError ? `  (${kept.runtimeError})` : ''),
        );
      }
    } finally {
      chrome.kill();
    }

    console.log('\n| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of results) {
      const m = r.metrics;
      console.log(
        `| ${r.page} | ${r.scores.performance ?? '-'} | ${r.scores.accessibility ?? '-'} | ${r.scores['best-practices'] ?? '-'} | ${r.scores.seo ?? '-'} | ` +
          `${m.largestContentfulPaintMs === null ? '-' : `${Math.round(m.largestContentfulPaintMs)} ms`} | ` +
          `${m.totalBlockingTimeMs === null ? '-' : `${Math.round(m.totalBlockingTimeMs)} ms`} | ${m.cumulativeLayoutShift === null ? '-' : m.cumulativeLayoutShift.toFixed(3)} |`,
      );
    }
    const below = results.flatMap((r) => categories.filter((c) => (r.scores[c] ?? 0) < GOAL).map((c) => `${r.page} ${c} ${r.scores[c] ?? '-'}`));
    console.log(below.length ? `\nBelow the goal of ${GOAL}: ${below.join(', ')} (see lostPoints in the JSON).` : `\nEvery score ≥ ${GOAL}.`);

    const out = {
      ranAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, loadAverage: Math.round(os.loadavg()[0] * 100) / 100 },
      lighthouse: { preset: 'mobile (default config, simulated throttling)', chromePath, runsPerPage: runs },
      server: args.url ? `given: ${args.url}` : 'server/server.mjs on PGlite (demo seed)',
      goal: GOAL,
      results,
    };
    const file = path.join(root, 'bench', 'results', 'lighthouse.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
    console.log(`Wrote ${path.relative(root, file)}.`);
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:lighthouse failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
