// Gives the end-to-end server a fresh database before it starts (the webServer command runs this first:
// Playwright starts webServer before globalSetup). It empties the e2e data folder (DATA_DIR, PGlite and
// uploads) and, when E2E_BASE_DATABASE_URL is set, drops and recreates the e2e database
// (E2E_DATABASE_NAME) on that PostgreSQL server. The server migrates and seeds it on start.
import { rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';

const root = process.cwd();
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data-e2e');

// Only ever a dedicated e2e folder inside the project, never the developer's own .data.
if (path.dirname(dataDir) !== root || !path.basename(dataDir).startsWith('.data-e2e')) {
  throw new Error(`Refusing to delete ${dataDir}: the e2e data folder must be ./.data-e2e*`);
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`[e2e] fresh data folder ${path.relative(root, dataDir)}`);

const baseUrl = process.env.E2E_BASE_DATABASE_URL;
if (baseUrl) {
  const name = process.env.E2E_DATABASE_NAME ?? 'vitrine_e2e';
  const host = new URL(baseUrl).hostname;
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(host)) {
    throw new Error(`Refusing to reset a database on a non-local server (${host})`);
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad e2e database name: ${name}`);
  const sql = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists ${name} with (force)`);
    await sql.unsafe(`create database ${name}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  console.log(`[e2e] fresh PostgreSQL database ${name} on ${host}`);
}
