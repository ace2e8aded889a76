import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import drizzle from 'eslint-plugin-drizzle';

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
];

export default config;
