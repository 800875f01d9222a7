// How the API is bundled (docs/decisions/014-build-and-start.md): by `npm run build:api`, and by `npm run bench`
// for its bench server, so the benchmark measures the API as production runs it.
import path from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** npm packages stay imports; the workspace's own @solar/shared is compiled in. */
const packagesStayExternal: Plugin = {
  name: 'packages-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@solar/') ? undefined : { path: args.path, external: true }));
  },
};

export const API_BUNDLE_OPTIONS = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  plugins: [packagesStayExternal],
  logLevel: 'warning',
  // Chunks in ESM output may need `require` for a CommonJS dependency compiled in (none today); keep it working.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
} satisfies BuildOptions;
