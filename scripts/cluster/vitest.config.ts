import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: two API processes behind HAProxy on PostgreSQL, Redis and an S3-compatible
// server, all on loopback (scripts/cluster/cluster.test.ts). One file, run alone: it owns its processes.
export default defineConfig({
  test: {
    include: ['scripts/cluster/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
