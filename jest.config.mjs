import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// These packages ship ESM only; jest must transform them.
const esmPackages = [
  'next-intl', 'use-intl', 'icu-minify', '@formatjs', 'intl-messageformat', '@schummar', 'next-auth',
  '@auth/core', 'jose', 'oauth4webapi', '@panva/hkdf', 'preact', 'preact-render-to-string',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

const shared = {
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/fixtures/empty.cjs',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

export default async function config() {
  const unit = await createJestConfig({
    ...shared,
    displayName: 'unit',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
    setupFilesAfterEnv: ['<rootDir>/tests/setup/jest-dom.ts'],
  })();
  const integration = await createJestConfig({
    ...shared,
    displayName: 'integration',
    testEnvironment: 'node',
    // Database and Redis clients live on globalThis (one per process, as in the app); jest's soft
    // cleanup of globals trips over their event emitters after a file ends.
    testEnvironmentOptions: { globalsCleanup: 'off' },
    testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
    setupFilesAfterEnv: ['<rootDir>/tests/setup/integration.ts'],
  })();
  for (const project of [unit, integration]) project.transformIgnorePatterns = transformIgnorePatterns;
  return { projects: [unit, integration] };
}
