import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { prepareDatabase } from '../boot.ts';
import { loadConfig } from '../config/env.ts';
import { testEnv } from './build-app.ts';
import { createDiskImageStore } from '../lib/image-store.ts';
import { makePng } from './factories.ts';
import { REPO_ROOT } from '../paths.ts';
import { DEMO_DATA, DEMO_PASSWORD, DEMO_USERS, seedDemoData, type DemoDataSet } from '../seed/seed.ts';

/**
 * A real embedded site on disk for the operator's commands (db:move, backup, restore): PGlite under
 * `DATA_DIR/db`, pictures under `DATA_DIR/uploads`, a part of the demo data (the whole of it takes over a
 * minute to draw), and the app built on it as `server.ts` builds it.
 */
export const DEMO_PART: DemoDataSet = {
  products: DEMO_DATA.products.slice(0, 8),
  engineers: DEMO_DATA.engineers.slice(0, 2),
  shops: DEMO_DATA.shops.slice(0, 2),
  ads: DEMO_DATA.ads.slice(0, 1),
};

export const DEMO_SELLER = { identifier: DEMO_USERS.seller.email, password: DEMO_PASSWORD };

/** The configuration a test server on `dataDir` reads, with `env` on top. */
export function siteConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({ ...testEnv(dataDir), ...env });
}

/** Starts the app on the database `config` names (prepared as at start-up); close both when done. */
export async function startSite(config: ReturnType<typeof siteConfig>) {
  const database = await prepareDatabase(config, () => {});
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  let closed: Promise<void> | undefined;
  return {
    app,
    database,
    close: () => (closed ??= app.close().then(() => database.close())),
  };
}

/** An embedded site with demo data in `dataDir`, running; the caller closes it. */
export async function startEmbeddedSiteWithDemo(dataDir: string, env: Record<string, string> = {}) {
  const config = siteConfig(dataDir, env);
  const database = await prepareDatabase(config, () => {});
  await seedDemoData(database.db, createDiskImageStore(path.join(dataDir, 'uploads')), DEMO_PART);
  await database.close();
  return startSite(config);
}

type App = Awaited<ReturnType<typeof startSite>>['app'];

/** The demo seller signs in, uploads a picture and makes it their profile picture; their session's token. */
export async function sellerWithUploadedPicture(app: App): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: DEMO_SELLER });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  const token = login.json().data.token as string;
  const png = await makePng(900, 700, { r: 30, g: 140, b: 200 });
  const upload = await app.inject({
    method: 'POST',
    url: '/api/v1/uploads/image',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=B' },
    payload: Buffer.concat([Buffer.from('--B\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n'), png, Buffer.from('\r\n--B--\r\n')]),
  });
  if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.body}`);
  const profile = await app.inject({ method: 'PUT', url: '/api/v1/auth/update-profile', headers: { authorization: `Bearer ${token}` }, payload: { profileImageUrl: upload.json().data.fileUrl } });
  if (profile.statusCode !== 200) throw new Error(`profile update failed: ${profile.body}`);
  return token;
}

/** What a visitor and the signed-in seller read: the same strings mean the same site. */
export async function readSite(app: App, token: string) {
  const read = async (route: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1${route}`, headers });
    if (res.statusCode !== 200) throw new Error(`${route} answered ${res.statusCode}: ${res.body}`);
    return res.body;
  };
  const browse = await read('/marketplace/browse-products?limit=50');
  const first = (JSON.parse(browse) as { data: { _id: string }[] }).data[0]!._id;
  return {
    browse,
    detail: await read(`/marketplace/getOneProduct/${first}`),
    shops: await read('/marketplace/getAllShops'),
    me: await read('/auth/profile', { authorization: `Bearer ${token}` }),
  };
}

/** Runs `npm run <command>` as an operator does (scripts/run-api-command.js), without blocking this process. */
export function runCommand(command: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/run-api-command.js'), command, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every file under `dir` with the SHA-256 of its bytes: the same map means nothing was written. */
export async function hashTree(dir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = crypto.createHash('sha256').update(await fs.readFile(file)).digest('hex');
  }
  return hashes;
}
