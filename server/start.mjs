#!/usr/bin/env node
// `npm start`: serve the production build on PORT (default 3000), building it first when there is no
// build of the current source. A build is "of the current source" when .next/BUILD_ID exists and the
// hash of the source files equals the one recorded in .next/vitrine-source-hash after that build.
// The server is server/server.mjs (Next's handler behind a plain Node HTTP server, which takes the
// client address from the socket). Migrations and the first-start seed run inside it
// (instrumentation.ts) before it answers.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const next = path.join(root, 'node_modules', '.bin', 'next');
const server = path.join(root, 'server', 'server.mjs');
const buildIdFile = path.join(root, '.next', 'BUILD_ID');
const hashFile = path.join(root, '.next', 'vitrine-source-hash');
const MAX_OLD_SPACE_MB = 320;

/** What a production build is made of: a change to any of these needs a new build. */
const sources = [
  'app',
  'components',
  'lib',
  'db',
  'i18n',
  'messages',
  'public',
  'server',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'postcss.config.mjs',
];

/**
 * @param {string} relative
 * @returns {string[]}
 */
function listFiles(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute)
    .sort()
    .flatMap((name) => listFiles(path.join(relative, name)));
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(listFiles)) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function recordedHash() {
  if (!existsSync(buildIdFile) || !existsSync(hashFile)) return undefined;
  return readFileSync(hashFile, 'utf8').trim();
}

// The running child, so that SIGINT/SIGTERM/SIGHUP reach it (and the exit code comes back).
/** @type {import('node:child_process').ChildProcess | undefined} */
let child;
/** @type {NodeJS.Signals[]} */
const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of forwarded) {
  process.on(signal, () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    else process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  });
}

/** @typedef {{ code: number | null, signal: NodeJS.Signals | null }} Outcome */

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<Outcome>}
 */
function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const started = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child = started;
    started.on('error', (error) => {
      console.error(`[start] could not run ${command}: ${error.message} (run npm install first)`);
      resolve({ code: 1, signal: null });
    });
    started.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** @param {Outcome} outcome */
function exitLike({ code, signal }) {
  if (signal) {
    for (const s of forwarded) process.removeAllListeners(s);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
}

// PORT may come from .env files, as the server's other variables do (Next's own loader, production mode).
function loadEnvFiles() {
  try {
    createRequire(import.meta.url)('@next/env').loadEnvConfig(root, false, { info: () => {}, error: console.error });
  } catch {
    // No @next/env (packages not installed): the spawn below says so.
  }
}

async function main() {
  loadEnvFiles();
  const port = process.env.PORT || '3000';
  const current = sourceHash();
  const recorded = recordedHash();
  if (recorded === current) {
    console.log('[start] the production build is up to date');
  } else {
    console.log(
      recorded === undefined
        ? '[start] no production build found: running next build'
        : '[start] the source changed since the last build: running next build',
    );
    const build = await run(next, ['build']);
    if (build.signal || build.code !== 0) {
      console.error('[start] next build failed');
      return exitLike(build);
    }
    writeFileSync(hashFile, `${current}\n`);
  }
  if (process.argv.includes('--build-only')) return;
  console.log(`[start] serving the production build on port ${port}`);
  // MALLOC_ARENA_MAX=2: glibc otherwise keeps up to 8 malloc arenas per core, memory the server's
  // threads (PGlite, zlib, the file system) touch once and never give back (bench/README.md, "Memory
  // (issue 35)"). A deployer's own value wins.
  const childEnv = { MALLOC_ARENA_MAX: '2', ...process.env, NODE_ENV: /** @type {const} */ ('production'), PORT: port };
  // A ceiling on V8's old generation: without one V8 lets garbage pile up to a large share of the
  // machine's memory before collecting it (RSS 484 MB after a short soak, against 326 MB at 192 MB:
  // bench/README.md, "Memory (issue 35)"). NODE_OPTIONS with its own --max-old-space-size wins.
  const heapArgs = /--max-old-space-size/.test(process.env.NODE_OPTIONS || '') ? [] : [`--max-old-space-size=${MAX_OLD_SPACE_MB}`];
  exitLike(await run(process.execPath, [...heapArgs, server], childEnv));
}

await main();
