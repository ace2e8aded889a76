// npm run bench:image-bomb [-- --port 3301 --skip-build]
//
// Images that cannot hold the server (issue 28, item 3). Builds when the source changed (unless
// --skip-build), starts server/server.mjs on --port with a fresh PGlite database in a temporary
// folder, signs in as the administrator, then:
//   1. three 7000 × 7000 AVIFs (49 MP, about 1.5 KB each) uploaded at once: over UPLOAD_MAX_PIXELS
//      (40 MP), refused from their header;
//   2. three 5900 × 5900 AVIFs (34.8 MP, allowed) uploaded at once: decoded and re-encoded by the
//      image worker, one after the other;
//   3. a quiet wait past the worker's idle time (10 s), for the memory to come back.
// Throughout, GET /api/health is polled every 50 ms (each poll after the previous answer) and the
// resident memory (VmRSS) of the server's process tree (the server and its image worker) is
// sampled every 100 ms. Prints a table and writes bench/results/image-bomb.json.
// No assertions: the numbers are for people (bench/README.md). Goals: /api/health under 200 ms
// throughout, the tree's RSS under 1 GB above the idle baseline, and back near it afterwards.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { ensureBuild, root, startAppServer, type Running } from './support/servers';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3301' },
    'skip-build': { type: 'boolean', default: false },
  },
});

const ADMIN = { email: 'bench@example.test', password: 'Bench-Passw0rd!' };
const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Every process under `pid` (itself included), from /proc. */
function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]) ?? []));
  return tree;
}

/** Resident memory of one process, in bytes (0 when it is gone). */
function rss(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

interface MemorySample {
  at: number;
  server: number;
  others: number;
  processes: number;
}

/** Samples the tree's RSS every 100 ms until stopped. */
function sampleMemory(pid: number) {
  const samples: MemorySample[] = [];
  const timer = setInterval(() => {
    const tree = processTree(pid);
    const server = rss(pid);
    samples.push({ at: performance.now(), server, others: tree.slice(1).reduce((sum, p) => sum + rss(p), 0), processes: tree.length });
  }, 100);
  return {
    samples,
    stop: () => clearInterval(timer),
    between: (from: number, to: number) => samples.filter((s) => s.at >= from && s.at <= to),
  };
}

/** Polls /api/health every 50 ms (after each answer) until stopped; keeps each latency with its time. */
function pollHealth(base: string) {
  const polls: { at: number; ms: number; status: number }[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const start = performance.now();
      let status = 0;
      try {
        const res = await fetch(`${base}/api/health`);
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = 0;
      }
      polls.push({ at: start, ms: performance.now() - start, status });
      await sleep(50);
    }
  })();
  return {
    polls,
    stop: async () => {
      running = false;
      await done;
    },
    between: (from: number, to: number) => polls.filter((p) => p.at >= from && p.at <= to),
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

function summarize(health: { ms: number; status: number }[], memory: MemorySample[], baseline: number) {
  const ms = health.map((p) => p.ms).sort((a, b) => a - b);
  const totals = memory.map((s) => s.server + s.others);
  const peak = Math.max(...totals, 0);
  const last = memory[memory.length - 1];
  return {
    healthPolls: ms.length,
    healthFailures: health.filter((p) => p.status !== 200).length,
    healthP50Ms: round1(percentile(ms, 50)),
    healthP99Ms: round1(percentile(ms, 99)),
    healthMaxMs: round1(ms[ms.length - 1] ?? 0),
    peakTreeRssMb: round1(peak / MB),
    peakAboveBaselineMb: round1((peak - baseline) / MB),
    peakServerRssMb: round1(Math.max(...memory.map((s) => s.server), 0) / MB),
    peakWorkerRssMb: round1(Math.max(...memory.map((s) => s.others), 0) / MB),
    endTreeRssMb: last ? round1((last.server + last.others) / MB) : 0,
    maxProcesses: Math.max(...memory.map((s) => s.processes), 0),
  };
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const body = (await res.json()) as { token?: string };
  if (!res.ok || !body.token) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.token;
}

async function uploadAll(base: string, token: string, image: Buffer, name: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(image)], `${name}-${i + 1}.avif`, { type: 'image/avif' }));
      const start = performance.now();
      const res = await fetch(`${base}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const body = (await res.json()) as { message?: string };
      return { status: res.status, ms: Math.round(performance.now() - start), message: res.ok ? undefined : body.message };
    }),
  );
}

async function main() {
  console.log('Making the images…');
  // effort 0: the fastest encoder setting; one colour compresses to almost nothing at any size.
  const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#3366aa' } }).avif({ effort: 0 }).toBuffer();
  const allowed = await sharp({ create: { width: 5900, height: 5900, channels: 3, background: '#aa6633' } }).avif({ effort: 0 }).toBuffer();
  console.log(`  7000 × 7000 AVIF: ${bomb.length} bytes; 5900 × 5900 AVIF: ${allowed.length} bytes`);

  if (!args['skip-build']) ensureBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-image-bomb-'));
  const port = Number(args.port);
  let server: Running | null = null;
  try {
    server = await startAppServer(
      port,
      {
        DATA_DIR: dataDir,
        SITE_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        AUTH_SECRET: 'bench-only-auth-secret-not-for-production-0000',
        LOG_LEVEL: 'warn',
      },
      path.join(os.tmpdir(), 'vitrine-bench-image-bomb-server.log'),
    );
    const base = server.url;
    const token = await signIn(base);
    // A first small upload: the server's upload route compiled and loaded, the worker's start seen once.
    const warm = await uploadAll(base, token, await sharp({ create: { width: 800, height: 600, channels: 3, background: '#777' } }).avif().toBuffer(), 'warm', 1);
    console.log(`  warm-up upload: ${warm[0].status} in ${warm[0].ms} ms`);
    await sleep(12_000); // past the worker's idle time: it has ended, as it would have on a quiet server

    const memory = sampleMemory(server.pid!);
    const health = pollHealth(base);
    const t0 = performance.now();
    await sleep(3_000);
    const idle = memory.between(t0, performance.now());
    const baseline = idle.map((s) => s.server + s.others).sort((a, b) => a - b)[Math.floor(idle.length / 2)];
    const phases: Record<string, unknown> = {};
    const rows: string[][] = [];

    const phase = async (name: string, label: string, run: () => Promise<{ status: number; ms: number; message?: string }[]>) => {
      const from = performance.now();
      const results = await run();
      const answered = performance.now();
      // A second more in the window: a refusal in 0.2 s would otherwise fall between two polls.
      await sleep(1_000);
      const to = performance.now();
      const summary = summarize(health.between(from, to), memory.between(from, to), baseline);
      phases[name] = { label, ms: Math.round(answered - from), uploads: results, ...summary };
      rows.push([
        label,
        results.map((r) => r.status).join(' '),
        `${Math.round(answered - from)} ms`,
        `${summary.healthMaxMs} ms`,
        `${summary.healthP99Ms} ms`,
        `${summary.peakTreeRssMb} MB`,
        `+${summary.peakAboveBaselineMb} MB`,
        `${summary.peakWorkerRssMb} MB`,
      ]);
      console.log(`  ${label}: ${results.map((r) => `${r.status} in ${r.ms} ms`).join(', ')}`);
      if (results[0]?.message) console.log(`    "${results[0].message}"`);
    };

    console.log('Measuring…');
    await phase('bombs', '3 × 7000×7000 AVIF at once', () => uploadAll(base, token, bomb, 'bomb', 3));
    await phase('allowed', '3 × 5900×5900 AVIF at once', () => uploadAll(base, token, allowed, 'allowed', 3));
    const quietFrom = performance.now();
    await sleep(15_000);
    const quiet = summarize(health.between(quietFrom, performance.now()), memory.between(quietFrom, performance.now()), baseline);
    phases.after = { label: '15 s later (worker idle time 10 s)', ...quiet };
    await health.stop();
    memory.stop();

    console.log(`\nBaseline (idle, server + worker): ${round1(baseline / MB)} MB RSS\n`);
    const header = ['phase', 'statuses', 'wall time', 'health max', 'health p99', 'peak RSS (tree)', 'above baseline', 'worker peak'];
    const table = [header, ...rows, ['15 s after', '', '', `${quiet.healthMaxMs} ms`, `${quiet.healthP99Ms} ms`, `end ${quiet.endTreeRssMb} MB`, `+${round1((quiet.endTreeRssMb * MB - baseline) / MB)} MB`, `end ${round1((memory.samples.at(-1)?.others ?? 0) / MB)} MB`]];
    const widths = header.map((_, i) => Math.max(...table.map((r) => r[i].length)));
    for (const row of table) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
    console.log('\nGoals: health under 200 ms, peak under 1024 MB above the baseline, memory back after the burst.');

    const results = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map(round1), memoryGb: round1(os.totalmem() / 1024 ** 3) },
      buildId: readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim(),
      images: { bombBytes: bomb.length, allowedBytes: allowed.length },
      baselineRssMb: round1(baseline / MB),
      phases,
    };
    mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    writeFileSync(path.join(root, 'bench', 'results', 'image-bomb.json'), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
