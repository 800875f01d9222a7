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
 */
export function registerDrain(app: FastifyInstance) {
  let draining = false;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;

  const counted = new WeakSet<object>();
  app.addHook('onRequest', async (request, reply) => {
    if (draining) {
      reply.header('Connection', 'close').header('Retry-After', '5');
      return reply.code(503).send({ status: 'error', code: 'SERVICE_UNAVAILABLE', message: 'Server is restarting' });
    }
    counted.add(request);
    inFlight += 1;
  });
  // A request ends once, whether it was answered or its client went away.
  const done = async (request: object) => {
    if (!counted.delete(request)) return;
    inFlight -= 1;
    if (draining && inFlight === 0) onIdle?.();
  };
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));

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
