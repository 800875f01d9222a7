import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { API_ROOT } from '../paths.ts';

/**
 * The embedded database on a thread of its own (docs/decisions/038-embedded-database-thread.md): PGlite's
 * queries run WebAssembly synchronously, so on the server's thread one slow query stopped every request and
 * the load shedder then refused nearly all. `PgliteThread` offers drizzle the part of PGlite it uses
 * (`query`, `exec`, `transaction`) and forwards each call to db/pglite-worker.ts.
 */
export interface ThreadInit {
  dataDir?: string;
  loadDataDir?: Uint8Array;
  startParams: string[];
}

export interface ThreadRequest {
  id: number;
  op: 'query' | 'exec' | 'begin' | 'end' | 'dump' | 'close';
  tx?: number;
  sql?: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  /** Types whose text is kept as it is (drizzle's own parsers are all the identity). */
  parserOids?: number[];
  commit?: boolean;
}

export interface ThreadReply {
  id: number;
  result?: unknown;
  error?: { message: string; [field: string]: unknown };
}

/** An error from the database, with PostgreSQL's fields (`code`, `detail`, `constraint`…) as PGlite gave them. */
export class ThreadDatabaseError extends Error {
  constructor(fields: ThreadReply['error'] & object) {
    super(fields.message);
    Object.assign(this, fields);
    this.name = typeof fields.name === 'string' ? fields.name : 'DatabaseError';
  }
}

/**
 * The worker: the compiled file beside the server, or the source loaded through tsx's loader, which a
 * worker must register itself (tests, `npm run dev`).
 */
function workerEntry(): { source: string; eval: boolean } {
  const compiled = path.join(API_ROOT, 'dist/pglite-worker.js');
  if (!import.meta.url.endsWith('.ts') && fs.existsSync(compiled)) return { source: compiled, eval: false };
  const file = pathToFileURL(path.join(API_ROOT, 'src/db/pglite-worker.ts')).href;
  return { source: `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file)}); })`, eval: true };
}

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

/** One side of the conversation: the whole database, or one open transaction of it. */
export class PgliteThreadClient {
  constructor(
    protected readonly send: (request: Omit<ThreadRequest, 'id'>) => Promise<unknown>,
    private readonly tx?: number,
  ) {}

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number }> {
    return this.send({ op: 'query', tx: this.tx, sql, params, rowMode: options?.rowMode, parserOids: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined }) as never;
  }

  exec(sql: string): Promise<unknown> {
    return this.send({ op: 'exec', tx: this.tx, sql });
  }

  /** Commits when `work` resolves, rolls back when it throws; nothing else runs meanwhile, as in PGlite. */
  async transaction<T>(work: (tx: PgliteThreadClient) => Promise<T>): Promise<T> {
    if (this.tx) throw new Error('a transaction inside a transaction: use a savepoint');
    const id = (await this.send({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await work(new PgliteThreadClient(this.send, id));
    } catch (error) {
      await this.send({ op: 'end', tx: id, commit: false });
      throw error;
    }
    await this.send({ op: 'end', tx: id, commit: true });
    return result;
  }
}

export class PgliteThread extends PgliteThreadClient {
  private constructor(
    send: (request: Omit<ThreadRequest, 'id'>) => Promise<unknown>,
    private readonly worker: Worker,
  ) {
    super(send);
  }

  static async start(init: ThreadInit): Promise<PgliteThread> {
    const entry = workerEntry();
    const worker = new Worker(entry.source, { eval: entry.eval, workerData: init, transferList: init.loadDataDir ? [init.loadDataDir.buffer as ArrayBuffer] : [] });
    const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
    let nextId = 1;
    let failure: Error | undefined;
    const ready = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }));
    worker.on('message', (reply: ThreadReply) => {
      const caller = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.error) caller?.reject(new ThreadDatabaseError(reply.error));
      else caller?.resolve(reply.result);
    });
    const fail = (error: Error) => {
      failure = error;
      for (const caller of waiting.values()) caller.reject(error);
      waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the embedded database's thread ended (exit code ${code})`)));
    const send = (request: Omit<ThreadRequest, 'id'>) => {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise<unknown>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ ...request, id });
      });
    };
    await ready;
    return new PgliteThread(send, worker);
  }

  /** PGlite's own dump of its data directory (an uncompressed tarball). */
  async dumpDataDir(): Promise<Blob> {
    const bytes = (await this.send({ op: 'dump' })) as Uint8Array<ArrayBuffer>;
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    await this.send({ op: 'close' });
    await this.worker.terminate();
  }
}
