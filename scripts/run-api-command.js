// `npm run backup`, `npm run restore`, `npm run db:move`: runs one of the API's commands
// (apps/api/src/commands) from its TypeScript sources when the development tools are installed, as
// `npm run seed` does, or from the compiled build in a production install (`npm ci --omit=dev`, which has
// no tsx; docs/decisions/014-build-and-start.md). Plain JavaScript, so it runs in either.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [name, ...args] = process.argv.slice(2);
const source = path.join(root, 'apps/api/src/commands', `${name}.ts`);
const built = path.join(root, 'apps/api/dist', `${name}.js`);
if (!name || !fs.existsSync(source)) {
  process.stderr.write(`No such command: ${name ?? '(none)'}\n`);
  process.exit(1);
}
const withTsx = fs.existsSync(path.join(root, 'node_modules/tsx'));
if (!withTsx && !fs.existsSync(built)) {
  process.stderr.write('There is no build, and the build tools are not installed: run `npm install && npm run build` first.\n');
  process.exit(1);
}
const run = spawnSync(process.execPath, withTsx ? ['--import', 'tsx', source, ...args] : [built, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
