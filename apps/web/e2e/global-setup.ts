import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's process: `npm start` runs the server in it (scripts/start.js), so its memory is the server's. */
    serverPid: number;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// On a machine busy with other work the demo data can take longer to load: E2E_START_SECONDS widens the wait.
const START_TIMEOUT_MS = Number(process.env.E2E_START_SECONDS ?? 150) * 1000;

async function waitForHealth(url: string, child: ChildProcess, log: () => string, timeoutMs = START_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/v1/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs / 1000}s:\n${log()}`);
}

/** Builds the app, then starts it as `npm start` does (the compiled server) on a free port with a temporary DATA_DIR and demo data. */
export default async function setup(project: TestProject) {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chrome)) {
    throw new Error(`Chromium was not found at ${chrome}. Install Debian's package (apt-get install chromium) or set CHROME_PATH.`);
  }
  // Vitest sets NODE_ENV=test, which Vite would honour with the packages' development builds (MUI, emotion).
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error('The build failed');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solar-e2e-'));
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', ADMIN_EMAIL: 'admin@e2e.test', ADMIN_PASSWORD: 'Admin@e2e-2026', NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '',
      // Journeys are not load tests (plugins/load-control.test.ts and the cluster test are): a busy
      // machine's event-loop lag must not turn a journey's request into a 503.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // As deployed: behind one proxy, whose X-Forwarded-For names the client (fixtures.ts signUp uses it).
      TRUST_PROXY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A first start draws the demo pictures: on a loaded machine that can take longer (E2E_START_TIMEOUT_MS).
  await waitForHealth(baseUrl, child, () => output, Number(process.env.E2E_START_TIMEOUT_MS) || undefined);
  project.provide('baseUrl', baseUrl);
  project.provide('serverPid', child.pid!);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
