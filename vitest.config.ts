import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite takes hundreds of MB per instance; two cores gain nothing from more workers.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          environment: 'node',
          include: ['packages/shared/src/**/*.test.ts'],
          setupFiles: ['apps/api/src/test/fail-on-console.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          setupFiles: ['apps/api/src/test/fail-on-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The project's own checks (scripts/), e.g. the import rules `npm run lint` runs.
        test: {
          name: 'tools',
          environment: 'node',
          include: ['scripts/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // The web's components run on React, as in the browser and on the server (react-dom's client,
        // rendered and driven by @testing-library/react).
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
