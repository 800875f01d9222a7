// `npm run build:api`: compiles the API into apps/api/dist, plain JavaScript that Node runs without a
// TypeScript loader (docs/decisions/014-build-and-start.md). Entry points: the server, the seed command
// that `npm start` runs before it on a first start, and the operator's backup, restore and db:move. The
// shared package is compiled in (it ships TypeScript sources); every other package stays an import,
// resolved from node_modules at run time, so a production install (`npm ci --omit=dev`) has all the
// server needs. Code the entries share goes to chunks, and nothing reachable from the server imports the
// demo seed.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { API_BUNDLE_OPTIONS } from './api-bundle.ts';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'apps/api/dist');

fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  ...API_BUNDLE_OPTIONS,
  entryPoints: {
    server: path.join(root, 'apps/api/src/server.ts'),
    'run-seed': path.join(root, 'apps/api/src/seed/run-seed.ts'),
    // The operator's commands (scripts/run-api-command.js), which a production install runs from here.
    backup: path.join(root, 'apps/api/src/commands/backup.ts'),
    restore: path.join(root, 'apps/api/src/commands/restore.ts'),
    'db-move': path.join(root, 'apps/api/src/commands/db-move.ts'),
    // The embedded database's thread (db/pglite-thread.ts), started by file name.
    'pglite-worker': path.join(root, 'apps/api/src/db/pglite-worker.ts'),
  },
  outdir,
  splitting: true,
  sourcemap: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
});

// The server must not carry the demo seed: it is what keeps its memory small, and production never needs it.
const serverOutput = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith('apps/api/src/server.ts'));
const reachable = new Set<string>();
const visit = (file: string) => {
  if (reachable.has(file)) return;
  reachable.add(file);
  for (const i of result.metafile.outputs[file]?.imports ?? []) if (!i.external && i.kind === 'import-statement') visit(i.path);
};
if (!serverOutput) throw new Error('The build has no server output');
visit(serverOutput[0]);
const seedInServer = [...reachable].flatMap((file) => Object.keys(result.metafile.outputs[file]?.inputs ?? {})).filter((input) => input.includes('apps/api/src/seed/'));
if (seedInServer.length) {
  throw new Error(`The server bundle reaches the seed code: ${seedInServer.join(', ')}`);
}
const bytes = Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith('.js')).reduce((sum, [, o]) => sum + o.bytes, 0);
process.stdout.write(`API compiled to apps/api/dist (${(bytes / 1024).toFixed(0)} KB of JavaScript; the server loads none of the seed code)\n`);
