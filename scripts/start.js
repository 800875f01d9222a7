// `npm start`: runs the compiled server (docs/decisions/014-build-and-start.md). Plain JavaScript, so a
// production install without the development tools (`npm ci --omit=dev`) starts.
// 1. Builds first when there is no build (a fresh clone), or, when the build tools are installed, when a
//    source is newer than the build.
// 2. Outside production, on the embedded database, runs the seed command's first start in a process of
//    its own, which loads the demo data into an empty database and exits; the server never loads that code.
// 3. Runs the server in this process: one Node.js process serves, signals reach it directly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const outputs = {
  web: path.join(root, 'apps/web/dist/index.html'),
  ssr: path.join(root, 'apps/web/dist-server/entry-server.js'),
  server: path.join(root, 'apps/api/dist/server.js'),
  seed: path.join(root, 'apps/api/dist/run-seed.js'),
};
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/api/src', 'packages/shared/src'];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newestMtime(file) {
  if (!fs.existsSync(file)) return 0;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

const builtAt = Math.min(...Object.values(outputs).map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
const canBuild = fs.existsSync(path.join(root, 'node_modules/vite')) && fs.existsSync(path.join(root, 'node_modules/esbuild'));
if (builtAt === 0 && !canBuild) {
  process.stderr.write('There is no build, and the build tools are not installed: run `npm install && npm run build` first.\n');
  process.exit(1);
}
if (canBuild && Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) > builtAt) {
  process.stdout.write(builtAt === 0 ? 'Building the app (first start)…\n' : 'Sources changed since the last build: building…\n');
  const started = Date.now();
  // Whatever NODE_ENV the shell has, the web app is built for production (development React is 80 KB heavier).
  // Only warnings and errors are printed (SOLAR_BUILD_LOG, vite.config.ts): Vite's list of ~400 files is
  // `npm run build`'s, not a newcomer's first screen.
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', SOLAR_BUILD_LOG: 'warn' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  process.stdout.write(`Built in ${Math.round((Date.now() - started) / 1000)} s.\n`);
}

if (process.env.NODE_ENV !== 'production' && !process.env.DATABASE_URL) {
  const first = spawnSync(process.execPath, [outputs.seed, '--first-start'], { cwd: root, stdio: 'inherit' });
  if (first.status !== 0) process.exit(first.status ?? 1);
}

await import(pathToFileURL(outputs.server).href);
