import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

/**
 * How commands on this machine reach the server that owns an embedded database (docs/decisions/033-live-backups.md):
 * PGlite lives inside the server's process, so nothing else may open its files while it runs. The server
 * listens on a Unix socket in `DATA_DIR/run`, a folder only its user can enter: the file system's
 * permissions are the access control, and nothing listens on the network. `npm run backup` asks it for a
 * backup; `npm run restore` and `npm run db:move` ask whether a server is running before touching the folder.
 */
export interface ControlHandlers {
  /** Makes a backup now; answers what was written. */
  backup(): Promise<unknown>;
}

/** Where the server of this DATA_DIR listens. */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'run', 'control.sock');

/** Linux and macOS limit a socket's path to about 104 bytes. */
const SOCKET_PATH_MAX = 100;

/** Why a control socket cannot be used for this DATA_DIR, or undefined when it can. */
export function controlSocketProblem(dataDir: string): string | undefined {
  if (process.platform === 'win32') return 'live backups need a Unix socket (Linux or macOS)';
  const socket = controlSocketPath(dataDir);
  if (Buffer.byteLength(socket) > SOCKET_PATH_MAX) return `the path ${socket} is longer than a Unix socket's path may be (${SOCKET_PATH_MAX} bytes): use a shorter DATA_DIR`;
  return undefined;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One request to the server of `dataDir`; undefined when no server answers there. */
export function askServer(dataDir: string, method: 'GET' | 'POST', route: string, timeoutMs = 10 * 60_000): Promise<Answer | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath: controlSocketPath(dataDir), method, path: route, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        try {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    request.on('timeout', () => request.destroy(new Error('the server did not answer in time')));
    request.on('error', (error: NodeJS.ErrnoException) => {
      // No socket file, or one a stopped server left behind: nobody is running here.
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED' || error.code === 'ENOTSOCK') resolve(undefined);
      else reject(error);
    });
    request.end();
  });
}

/** True when a server answers on this DATA_DIR's control socket. */
export async function isServerRunning(dataDir: string): Promise<boolean> {
  if (controlSocketProblem(dataDir)) return false;
  return (await askServer(dataDir, 'GET', '/status', 5_000)) !== undefined;
}

/**
 * Starts the control socket of the server that owns `dataDir`. A socket file left by a server that died
 * is replaced; a server still answering there means two processes on one embedded database, refused.
 */
export async function openControlSocket(dataDir: string, handlers: ControlHandlers): Promise<{ close(): Promise<void> }> {
  const socket = controlSocketPath(dataDir);
  await fs.mkdir(path.dirname(socket), { recursive: true, mode: 0o700 });
  // mkdir keeps the mode of a folder that exists: make sure it is the owner's alone.
  await fs.chmod(path.dirname(socket), 0o700);
  if (await isServerRunning(dataDir)) throw new Error(`another server is running on ${dataDir}: an embedded database has one process`);
  await fs.rm(socket, { force: true });

  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/status') return answer(200, { pid: process.pid, dataDir });
    if (request.method === 'POST' && request.url === '/backup') {
      handlers.backup().then(
        (result) => answer(200, result),
        (error: unknown) => answer(500, { error: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    answer(404, { error: `no such request: ${request.method} ${request.url}` });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  await fs.chmod(socket, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
