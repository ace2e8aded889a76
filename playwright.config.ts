import { defineConfig, devices } from '@playwright/test';
import { adminStorageState, e2eAdmin, e2eFirstAccess, e2eOperational, e2eProfile, e2eTwoFactor, e2eRecovery } from './tests/e2e/support/accounts';

// End-to-end journeys in Debian's Chromium against the production build (next build + next start) on a
// fresh database: its own data folder (PGlite), or, when DATABASE_URL is set, a database of its own on
// that PostgreSQL server, dropped and recreated by tests/e2e/reset-db.mjs before the server starts.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

const e2eDatabaseName = 'vitrine_e2e';
function e2eDatabaseUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${e2eDatabaseName}`;
  return url.toString();
}

const serverEnv: Record<string, string> = {
  PORT: String(port),
  SITE_URL: baseURL,
  DATA_DIR: '.data-e2e',
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  AUTH_SECRET: 'e2e-only-auth-secret-not-for-production-use-0000',
  // Every e2e login comes from 127.0.0.1: the per-address limit must not get in the way.
  LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
  // …nor the one of the contact and newsletter posts (the journeys send more than 5 in 10 minutes;
  // tests/integration/leads/contact-newsletter.test.ts holds that limit).
  PUBLIC_FORM_MAX_PER_ADDRESS: '1000',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  NEXT_TELEMETRY_DISABLED: '1',
  // The webhook journey's receiver listens on 127.0.0.1.
  WEBHOOK_ALLOW_PRIVATE: 'true',
  // One process even on PostgreSQL (where npm start would run one worker per core): the journeys share the
  // machine with the integration tests, and the workers have their own journey (tests/e2e/cluster.spec.ts).
  WEB_CONCURRENCY: '1',
};
if (process.env.DATABASE_URL) {
  serverEnv.E2E_BASE_DATABASE_URL = process.env.DATABASE_URL;
  serverEnv.E2E_DATABASE_NAME = e2eDatabaseName;
  serverEnv.DATABASE_URL = e2eDatabaseUrl(process.env.DATABASE_URL);
}

// server/start.mjs (npm start) builds only when there is no build of the current source, then runs the
// production server server/server.mjs; E2E_SKIP_BUILD=1 serves whatever build is there.
const serve = process.env.E2E_SKIP_BUILD === '1' ? 'NODE_ENV=production node server/server.mjs' : 'node server/start.mjs';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Generous: the first requests of a fresh server migrate, seed and warm up.
  timeout: 90_000,
  // The whole run stops by itself rather than eat CI's 90 minutes. 30 minutes was too tight: on a slow CI
  // machine, beside the two integration runs, 187 of 194 journeys took 30 minutes (stop 38); 60 left too
  // little room once the suite grew (246 journeys: 44 minutes here, about 50 on stop 46's CI). 70 still
  // ends the e2e stream (which starts ~8 minutes in, after the checks and the build) before minute 80.
  globalTimeout: 70 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'pt-BR',
    navigationTimeout: 60_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Logs in once per role and stores the session (Dub's auth.setup.ts pattern).
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    // Journeys that start signed out (they sign in themselves when the journey is the sign-in).
    { name: 'chromium', testIgnore: /.*\.signed-in\.spec\.ts/ },
    // Journeys that start with the stored admin session.
    {
      name: 'chromium-signed-in',
      testMatch: /.*\.signed-in\.spec\.ts/,
      dependencies: ['setup'],
      use: { storageState: adminStorageState },
    },
  ],
  webServer: {
    // Fresh database, seeded, plus an account of the operational role (and a lead), all before the server holds it.
    command: [
      'node tests/e2e/reset-db.mjs',
      'npm run -s db:seed',
      `npm run -s user:create -- --email ${e2eOperational.email} --password '${e2eOperational.password}' --role operational --name Olga --last-name Operacional --gender female`,
      `npm run -s user:create -- --email ${e2eRecovery.email} --password '${e2eRecovery.password}' --role operational --name Rita --last-name Recupera --gender female`,
      `npm run -s user:create -- --email ${e2eFirstAccess.email} --password '${e2eFirstAccess.password}' --role operational --name Fabio --last-name Primeiro --gender male --status first-access`,
      `npm run -s user:create -- --email ${e2eProfile.email} --password '${e2eProfile.password}' --role operational --name Paula --last-name Perfil --gender female`,
      `npm run -s user:create -- --email ${e2eTwoFactor.email} --password '${e2eTwoFactor.password}' --role operational --name Tadeu --last-name Dois --gender male`,
      // A lead with its attribution, for the lead report journey.
      'npx tsx tests/e2e/seed-lead-report.ts',
      serve,
    ].join(' && '),
    url: `${baseURL}/api/health`,
    env: serverEnv,
    // A build (35-120 s here) plus a fresh database.
    timeout: 360_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
