// npm run bench:first-load-js [-- --base http://127.0.0.1:3400] [-- --port 3170 --skip-build]
//
// First-load JavaScript per page (issue 17): the module scripts of /, /blog, the newest live
// article, /contact and /login (every <script src> of the HTML, downloaded and gzipped with
// node:zlib), beside the framework floor (Next's own _global-error page of the same build). The
// e2e spec tests/e2e/first-load-js.spec.ts asserts the budget with the same code
// (tests/e2e/support/first-load-js.ts); this prints the table for bench/README.md and writes it,
// script by script, to bench/results/first-load-js.json.
//
// With --base, measures the server running there (it must serve this directory's build). Without
// it: builds when the source changed (unless --skip-build), starts server/server.mjs on --port
// with a fresh PGlite database in a temporary folder (seeded at first start), measures, stops it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGET_OVER_FLOOR, CEILINGS, budgetedPages, firstLoadMeasurer, kb } from '../tests/e2e/support/first-load-js';
import { ensureBuild, root, startAppServer, type Running } from './support/servers';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    port: { type: 'string', default: '3170' },
    'skip-build': { type: 'boolean', default: false },
  },
});

async function main() {
  let server: Running | null = null;
  let dataDir: string | null = null;
  let base = args.base;
  if (!base) {
    if (!args['skip-build']) ensureBuild();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-first-load-'));
    const port = Number(args.port);
    server = await startAppServer(
      port,
      {
        DATA_DIR: dataDir,
        SITE_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: 'bench@example.test',
        ADMIN_PASSWORD: 'Bench-Passw0rd!',
        AUTH_SECRET: 'bench-only-auth-secret-not-for-production-0000',
        LOG_LEVEL: 'warn',
      },
      path.join(os.tmpdir(), 'vitrine-bench-first-load-server.log'),
    );
    base = server.url;
  }
  try {
    const measure = firstLoadMeasurer(base);
    const floor = await measure.floor(root);
    const pages: Record<string, unknown>[] = [];
    const rows = [['page', 'scripts', 'raw kB', 'gzip kB', 'over the floor', 'budget (floor + 25)', 'ceiling', 'nomodule gzip']];
    rows.push([
      'floor (_global-error)',
      String(floor.modules.count),
      kb(floor.modules.raw),
      kb(floor.modules.gzip),
      '',
      '',
      '',
      kb(floor.nomodule.gzip),
    ]);
    for (const { page, path: pagePath } of await budgetedPages(base)) {
      const load = await measure.ofPage(pagePath);
      const extra = load.modules.gzip - floor.modules.gzip;
      pages.push({ page, path: pagePath, modules: load.modules, nomodule: load.nomodule, overFloor: extra, ceiling: CEILINGS[page], scripts: load.scripts });
      rows.push([
        `${page} ${pagePath}`,
        String(load.modules.count),
        kb(load.modules.raw),
        kb(load.modules.gzip),
        `${kb(extra)}${extra > BUDGET_OVER_FLOOR ? ' (over budget)' : ''}`,
        kb(floor.modules.gzip + BUDGET_OVER_FLOOR),
        kb(CEILINGS[page]),
        kb(load.nomodule.gzip),
      ]);
    }
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
    const buildId = readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
    const results = { date: new Date().toISOString(), buildId, budgetOverFloor: BUDGET_OVER_FLOOR, floor: { modules: floor.modules, nomodule: floor.nomodule, scripts: floor.scripts }, pages };
    mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    writeFileSync(path.join(root, 'bench', 'results', 'first-load-js.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log('\nModule scripts only; kB = 1,024 bytes; gzip = node:zlib default level. The nomodule polyfill is never downloaded by modern browsers.');
  } finally {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
