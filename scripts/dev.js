// `npm run dev`: the API from its sources with reload (tsx watch, port 3000) and the web app through Vite's
// dev server with Fast Refresh (port 5173, proxying /api and /uploads to the API), in one terminal.
// The first start's demo data is loaded first, as `npm start` does.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const vite = path.join(root, 'node_modules/.bin/vite');

const first = spawnSync(tsx, ['apps/api/src/seed/run-seed.ts', '--first-start'], { cwd: root, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

/** A child whose lines are prefixed with its name, so the two logs stay readable side by side. */
function run(name, command, args, cwd) {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  return child;
}

const children = [run('api', tsx, ['watch', 'apps/api/src/server.ts'], root), run('web', vite, ['--strictPort'], path.join(root, 'apps/web'))];
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
