import { defineConfig } from 'vitest/config';

// Browser journeys: `npm run test:e2e`. Not part of `npm test`, which needs no browser.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../../..', import.meta.url).pathname,
    include: ['apps/web/e2e/**/*.spec.ts'],
    globalSetup: ['apps/web/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One browser at a time on two cores; journeys share the server.
    fileParallelism: false,
  },
});
