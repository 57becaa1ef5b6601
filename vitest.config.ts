import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node', include: ['src/**/*.test.ts'] } },
      // The import boundaries of eslint.config.js, proven on small sources.
      { test: { name: 'lint', root: '.', environment: 'node', include: ['eslint.config.test.js'], testTimeout: 30_000 } },
      // References from the code to docs/ resolve, and none points outside the repository.
      { test: { name: 'docs', root: '.', environment: 'node', include: ['scripts/**/*.test.ts'] } },
      { test: { name: 'server-kit', root: 'packages/server-kit', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // One migrated template database per run, copied for each test file (docs/ARCHITECTURE.md#tests).
          globalSetup: ['src/test/global-setup.ts'],
          // Cheap password hashing for this run only (plugins/idp/password.ts).
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'recovery',
          root: 'apps/recovery',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
