// The embedded database's own thread (db/pglite-thread.ts): PGlite runs its WebAssembly PostgreSQL here, so
// a slow query never stops the server's event loop. It answers one message per request, in order of arrival;
// a transaction stays open between messages until the server ends it.
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ThreadInit, ThreadReply, ThreadRequest } from './pglite-thread.ts';

const port = parentPort!;
const init = workerData as ThreadInit;
// Liftoff only: see openPglite in db/client.ts (less memory, the same steady speed).
v8.setFlagsFromString('--liftoff-only');

const identity = (value: unknown) => value;
const transactions = new Map<number, Transaction>();
const enders = new Map<number, (commit: boolean) => void>();
let nextTransaction = 1;

/** A rollback asked for by the server: thrown inside PGlite's transaction so it rolls back, then swallowed. */
class RollBack extends Error {}

function errorFields(error: unknown): ThreadReply['error'] {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (typeof value !== 'function' && typeof value !== 'object') fields[key] = value;
  return { ...fields, message: error.message, name: error.name };
}

async function main() {
  const client = await PGlite.create({
    dataDir: init.dataDir,
    loadDataDir: init.loadDataDir ? new Blob([init.loadDataDir]) : undefined,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...init.startParams],
  });

  const run = async (request: ThreadRequest): Promise<unknown> => {
    const target = request.tx ? transactions.get(request.tx) : client;
    if (!target) throw new Error(`transaction ${request.tx} is not open`);
    switch (request.op) {
      case 'query': {
        const parsers = request.parserOids ? Object.fromEntries(request.parserOids.map((oid) => [oid, identity])) : undefined;
        return target.query(request.sql!, request.params, { rowMode: request.rowMode, ...(parsers && { parsers }) });
      }
      case 'exec':
        return target.exec(request.sql!);
      case 'begin': {
        const id = nextTransaction++;
        // Answers with the id once PGlite has begun; the callback then waits for the server's end message.
        return new Promise<number>((opened, failed) => {
          client
            .transaction(async (tx) => {
              transactions.set(id, tx);
              opened(id);
              const commit = await new Promise<boolean>((resolve) => enders.set(id, resolve));
              if (!commit) throw new RollBack();
            })
            .catch((error: unknown) => {
              if (!(error instanceof RollBack)) failed(error);
            })
            .finally(() => transactions.delete(id));
        });
      }
      case 'end': {
        const end = enders.get(request.tx!);
        enders.delete(request.tx!);
        transactions.delete(request.tx!);
        end?.(request.commit ?? false);
        return null;
      }
      case 'dump':
        return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
      case 'close':
        await client.close();
        return null;
    }
  };

  port.on('message', (request: ThreadRequest) => {
    run(request).then(
      (result) => port.postMessage({ id: request.id, result } satisfies ThreadReply),
      (error: unknown) => port.postMessage({ id: request.id, error: errorFields(error) } satisfies ThreadReply),
    );
  });
  port.postMessage({ id: 0, result: 'ready' } satisfies ThreadReply);
}

main().catch((error: unknown) => port.postMessage({ id: 0, error: errorFields(error) } satisfies ThreadReply));
