import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES, PREACT_JSX } from './apps/web/build/preact-runtime.ts';

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
        // The web's components run on Preact's runtime, as in the browser and on the server
        // (apps/web/build/preact-runtime.ts). Packages are transformed with the app, their ES module
        // builds chosen, so that each of their imports of React reaches the aliases too.
        oxc: PREACT_JSX,
        resolve: { alias: PREACT_ALIASES, conditions: ['module-sync', 'module', 'browser', 'import', 'default'], mainFields: ['module', 'browser', 'main'] },
        test: {
          server: { deps: { inline: true } },
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
