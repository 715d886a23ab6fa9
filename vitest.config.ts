import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.unit.test.ts',
          ],
          environment: 'node',
          setupFiles: ['apps/web/src/i18n/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          globalSetup: ['apps/server/src/test/drop-test-schemas.ts'],
          include: ['apps/server/src/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own server and database; argon2 makes files CPU-bound.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
