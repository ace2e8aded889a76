import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import drizzle from 'eslint-plugin-drizzle';

const root = path.dirname(fileURLToPath(import.meta.url));

/*
 * The layers, from the top: app → components → lib → db. Inside lib:
 * - lib/api (route handlers, server actions) and lib/openapi (the document) are the top of lib: they
 *   gather the domains and nothing of lib imports them back;
 * - a domain is every other folder of lib (articles, auth, users, newsletter…): it may import other
 *   domains, the base layers and db, never lib/api, lib/openapi or app;
 * - lib/core is what every operation is made of (errors, commands, fields, operation()): it imports
 *   no domain. Its base layers, which it may import and which import no domain either, are lib/i18n,
 *   lib/format, lib/logger.ts and lib/env.ts. lib/core/operation.ts names the signed-in user and the
 *   grants as types only (`import type` of lib/auth/current-user and lib/auth/routes): allowed, a
 *   runtime import of them is not (see the lib/core block below);
 * - db/schema, db/client and db/migrate import nothing of lib (shared constants and types live in db/
 *   or come down to it); the seed (db/seed.ts, db/seed-*.ts, db/seed-data/) is an application of the
 *   domains (it hashes passwords, stores covers) and may import them. db/cli holds command-line tools
 *   (they move to scripts/), which are applications too.
 * Nothing but app/ imports app/ (tests may import route files); components never import db.
 * import/no-restricted-paths resolves each import to its file, so `@/lib/api/x` and `../api/x` are
 * the same import to it. Import cycles between files: tests/unit/architecture/import-cycles.test.ts.
 */
const baseLayers = ['./core', './i18n', './format', './logger.ts', './env.ts'];
const layerZones = [
  {
    target: './lib/core/**',
    from: './lib',
    except: [...baseLayers, './auth/current-user.ts', './auth/routes.ts'],
    message: 'lib/core imports no domain: only lib/i18n, lib/format, lib/logger.ts, lib/env.ts (and the types of lib/auth/current-user, lib/auth/routes).',
  },
  {
    target: ['./lib/i18n/**', './lib/format/**', './lib/logger.ts', './lib/env.ts'],
    from: './lib',
    except: baseLayers,
    message: 'A base layer of lib/core (lib/i18n, lib/format, lib/logger.ts, lib/env.ts) imports no domain.',
  },
  {
    // Every folder of lib but the top and the base layers (which the two zones above hold already).
    target: ['./lib/!(api|openapi|core|i18n|format)/**', './lib/!(logger|env).ts'],
    from: ['./lib/api', './lib/openapi'],
    message: 'A domain does not import lib/api or lib/openapi (the layer above it): move the shared type into the domain or lib/core.',
  },
  {
    target: ['./db/!(seed*).ts', './db/!(seed-data|cli)/**'],
    from: './lib',
    message: 'db/schema, db/client and db/migrate import nothing of lib: move the constant or type down into db/.',
  },
  {
    target: ['./!(app|tests)/**', './*.*'],
    from: './app',
    message: 'Only app/ imports app/ (and tests).',
  },
  {
    target: ['./lib/**', './db/**', './i18n/**'],
    from: './components',
    message: 'lib/, db/ and i18n/ do not import components (the layer above them).',
  },
  {
    target: './components/**',
    from: './db',
    message: 'Components do not import db/: take the type from the domain (lib/<domain>).',
  },
];

const config = [
  { ignores: ['node_modules/**', '.next/**', '.data/**', '.data-*/**', 'db/migrations/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts'] },
  ...nextVitals,
  ...nextTs,
  {
    plugins: { drizzle },
    rules: {
      // Refuse update/delete without where (create-t3-app).
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The files eslint-config-next gives the import plugin to.
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: layerZones }] },
  },
  {
    files: ['lib/core/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@/lib/auth/current-user', '@/lib/auth/routes'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'lib/core imports no domain: only its types (import type).',
          })),
        },
      ],
    },
  },
];

export default config;
