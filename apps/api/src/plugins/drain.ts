import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stops taking new work and resolves when in-flight requests have finished (or `maxMs` passed). */
    drain(maxMs: number): Promise<void>;
  }
}

/**
 * Graceful shutdown without resets: a plain close() drops connections accepted but not yet read, so
 * while draining new requests get 503 with `Connection: close` and in-flight ones run to the end.
 * The hooks are callback hooks: they run on every request, and an async one costs a promise and a
 * microtask each time (docs/decisions/011-request-pipeline.md).
 */
export function registerDrain(app: FastifyInstance) {
  let draining = false;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;

  const counted = new WeakSet<object>();
  app.addHook('onRequest', (request, reply, done) => {
    if (draining) {
      reply.header('Connection', 'close').header('Retry-After', '5');
      reply.code(503).send({ status: 'error', code: 'SERVICE_UNAVAILABLE', message: 'Server is restarting' });
      return;
    }
    counted.add(request);
    inFlight += 1;
    done();
  });
  // A request ends once, whether it was answered or its client went away.
  const end = (request: object, done: () => void) => {
    if (counted.delete(request)) {
      inFlight -= 1;
      if (draining && inFlight === 0) onIdle?.();
    }
    done();
  };
  app.addHook('onResponse', (request, _reply, done) => end(request, done));
  app.addHook('onRequestAbort', (request, done) => end(request, done));

  app.decorate('drain', (maxMs: number) => {
    draining = true;
    if (inFlight === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, maxMs);
      onIdle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
}
