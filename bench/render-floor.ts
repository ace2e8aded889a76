// npm run bench:render-floor: what a render costs in Next itself, on this machine, with none of our code.
//
// Builds a minimal App Router app with the Next and React installed here (in a temporary folder, its
// node_modules a link to the project's; outside the project, where Next would take up our proxy.ts and
// instrumentation.ts), serves it
// with a custom server like ours (next({ dev: false }) behind node:http), and measures the server's CPU
// time per request, one request at a time:
//  - /bare: a dynamic page that renders one paragraph;
//  - /shape: a dynamic page shaped like a Vitrine article page (about 260 elements, 30 kB of HTML
//    without its scripts, long class lists, an 8 kB body), with no data, no translations, no proxy;
//  - /shape-isr/<n>: the same page as an ISR page, each request a different n never rendered: Next
//    renders it, then stores it (as a cold article is stored).
// Beside them it prints what Vitrine's own article render costs when `--app-cpu-ms` is given (from
// bench:render-cost), so the two can be read together. Results in bench/results/render-floor.json.
// No assertions: the floor is a fact about the framework, the runtime and the machine.
import { mkdirSync, rmSync, symlinkSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { statCpuMs } from './support/load';
import { root, startAppServer } from './support/servers';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '400' },
    warmup: { type: 'string', default: '100' },
    port: { type: 'string', default: '3471' },
    'app-cpu-ms': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const requests = Number(args.requests);
const warmup = Number(args.warmup);
const appDir = path.join(os.tmpdir(), 'vitrine-render-floor-app');

// Pages as plain JavaScript (createElement): nothing here for the project's tsc or eslint to read.
const shapeModule = `
import { createElement as h } from 'react';
const cls = 'block rounded-md px-3 py-2 text-foreground hover:bg-surface hover:text-primary aria-[current=page]:text-primary aria-[current=page]:underline';
const para = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. '.repeat(3);
const item = (i) => h('li', { key: i, className: cls }, h('a', { href: '/x/' + i, className: cls }, h('span', null, 'item ' + i)));
export function Shape({ id }) {
  const items = Array.from({ length: 80 }, (_, i) => item(i));
  return h('div', { className: 'flex min-h-dvh flex-col' },
    h('header', { className: cls }, h('nav', null, h('ul', null, items.slice(0, 20)))),
    h('main', null,
      h('article', null, h('h1', null, 'Article ' + id), Array.from({ length: 20 }, (_, i) => h('p', { key: i }, para))),
      h('ul', null, items.slice(20, 50))),
    h('footer', { className: cls }, h('ul', null, items.slice(50))));
}
`;

function writeApp(): void {
  rmSync(appDir, { recursive: true, force: true });
  for (const dir of ['app/bare', 'app/shape', 'app/shape-isr/[id]', 'server']) mkdirSync(path.join(appDir, dir), { recursive: true });
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'render-floor', private: true, type: 'module' }),
    // Turbopack reads files only under its root, and node_modules links to the project's.
    'next.config.mjs': `export default { poweredByHeader: false, generateEtags: false, turbopack: { root: '/' } };\n`,
    'app/layout.js': `import { createElement as h } from 'react';\nexport default function Layout({ children }) { return h('html', { lang: 'en' }, h('body', null, children)); }\n`,
    'app/shape.js': shapeModule,
    'app/bare/page.js': `import { createElement as h } from 'react';\nexport const dynamic = 'force-dynamic';\nexport default function Page() { return h('p', null, 'hi'); }\n`,
    'app/shape/page.js': `import { createElement as h } from 'react';\nimport { Shape } from '../shape.js';\nexport const dynamic = 'force-dynamic';\nexport default function Page() { return h(Shape, { id: 0 }); }\n`,
    'app/shape-isr/[id]/page.js': `import { createElement as h } from 'react';\nimport { Shape } from '../../shape.js';\nexport const revalidate = 3600;\nexport function generateStaticParams() { return []; }\nexport default async function Page({ params }) { const { id } = await params; return h(Shape, { id }); }\n`,
    // As server/server.mjs does: Next's request handler behind node:http.
    'server/server.mjs': `import { createServer } from 'node:http';\nimport next from 'next';\nconst port = Number(process.env.PORT);\nconst app = next({ dev: false, port, dir: ${JSON.stringify(appDir)} });\nconst handle = app.getRequestHandler();\nawait app.prepare();\ncreateServer((req, res) => handle(req, res)).listen(port, '127.0.0.1');\n`,
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(appDir, file), text);
  symlinkSync(path.join(root, 'node_modules'), path.join(appDir, 'node_modules'), 'dir');
}


interface Row {
  page: string;
  requests: number;
  /** Server CPU per request, every thread. */
  processMs: number;
  /** The main thread's part (the JavaScript that renders). */
  mainMs: number;
  wallP50Ms: number;
  htmlBytes: number;
  statuses: number[];
}

async function measure(base: string, pid: number, page: string, pathOf: (i: number) => string, offset: number): Promise<Row> {
  for (let i = 0; i < warmup; i++) await (await fetch(base + pathOf(offset + i))).text();
  const before = { total: statCpuMs(`/proc/${pid}/stat`), main: statCpuMs(`/proc/${pid}/task/${pid}/stat`) };
  const walls: number[] = [];
  const statuses = new Set<number>();
  let htmlBytes = 0;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await fetch(base + pathOf(offset + warmup + i), { headers: { 'accept-encoding': 'identity' } });
    const body = await res.text();
    walls.push(performance.now() - started);
    statuses.add(res.status);
    htmlBytes = Buffer.byteLength(body);
  }
  const after = { total: statCpuMs(`/proc/${pid}/stat`), main: statCpuMs(`/proc/${pid}/task/${pid}/stat`) };
  walls.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    page,
    requests,
    processMs: round((after.total - before.total) / requests),
    mainMs: round((after.main - before.main) / requests),
    wallP50Ms: round(walls[Math.floor(walls.length / 2)]),
    htmlBytes,
    statuses: [...statuses],
  };
}

async function main() {
  writeApp();
  console.log(`Building the floor app in ${path.relative(root, appDir)} (next build)…`);
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', appDir], {
    cwd: appDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  const port = Number(args.port);
  const server = await startAppServer(port, { NODE_ENV: 'production' }, path.join(os.tmpdir(), 'vitrine-bench-render-floor.log'), { readyPath: '/bare', cwd: appDir });
  const rows: Row[] = [];
  try {
    if (existsSync(path.join(appDir, '.next', 'server', 'middleware.js'))) throw new Error('The floor app was built with a proxy: it must have none');
    rows.push(await measure(server.url, server.pid!, '/bare (one paragraph, dynamic)', () => '/bare', 0));
    rows.push(await measure(server.url, server.pid!, '/shape (an article page\'s shape, dynamic)', () => '/shape', 0));
    rows.push(await measure(server.url, server.pid!, '/shape-isr/<n> (the same, each never rendered: render + store)', (i) => `/shape-isr/${i}`, 0));
  } finally {
    await server.stop();
    if (!args.keep) rmSync(appDir, { recursive: true, force: true });
  }
  const versions = Object.fromEntries(
    ['next', 'react', 'react-dom'].map((name) => [name, JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version as string]),
  );
  console.log(`\nNext ${versions.next}, React ${versions.react}, Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  console.log('| page | server CPU per request | main thread | wall p50 | HTML | statuses |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.page} | ${r.processMs} ms | ${r.mainMs} ms | ${r.wallP50Ms} ms | ${(r.htmlBytes / 1024).toFixed(1)} kB | ${r.statuses.join(', ')} |`);
  if (args['app-cpu-ms']) console.log(`| Vitrine's cold article (bench:render-cost, given) | ${args['app-cpu-ms']} ms | | | | |`);
  const out = path.join(root, 'bench', 'results', 'render-floor.json');
  if (existsSync(path.dirname(out))) {
    writeFileSync(
      out,
      JSON.stringify({ date: new Date().toISOString(), versions, node: process.version, cores: os.cpus().length, loadAverage: os.loadavg(), requests, warmup, rows }, null, 2) + '\n',
    );
    console.log(`\nWrote ${path.relative(root, out)}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
