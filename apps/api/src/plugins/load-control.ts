import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stops taking new work and resolves when in-flight requests have finished (or `maxMs` passed). */
    drain(maxMs: number): Promise<void>;
  }
  interface FastifyContextConfig {
    /** False for the probes (health, ready): they answer even when the server sheds load. */
    shed?: boolean;
  }
}

/**
 * The route configuration of the probes (health, ready): never shed, not even while the event loop lags
 * (under-pressure lets a request through when its route's handler returns nothing).
 */
export const PROBE_ROUTE_CONFIG = { shed: false, pressureHandler: () => undefined };

/** What a refused request is told to wait: short, so a client tries again soon, elsewhere or here. */
export const SHED_RETRY_AFTER_SECONDS = 2;

/** A refusal under load; the error handler answers it in the caller's language, with its Retry-After. */
class Overloaded extends AppError {
  constructor() {
    super('SERVICE_UNAVAILABLE', 503, undefined, { 'Retry-After': String(SHED_RETRY_AFTER_SECONDS) });
  }
}

export interface LoadControlOptions {
  /** Requests served at once by this process; the next one is refused at once (MAX_IN_FLIGHT, 0 = no cap). */
  maxInFlight: number;
  /** Mean event-loop delay over a second above which new requests are refused (MAX_EVENT_LOOP_DELAY_MS, 0 = off). */
  maxEventLoopDelayMs: number;
}

/**
 * How much work this process takes (docs/decisions/017-operating-the-service.md):
 * - **Shedding**: a server that queues every request answers all of them late (300 searching
 *   connections once waited 21.5 s at p99). Past `maxInFlight` requests in progress, or while the event
 *   loop lags, a new request gets 503 `SERVICE_UNAVAILABLE` with `Retry-After` at once, so the answers
 *   that are served stay quick (Little's law: in flight ÷ throughput) and a client or the proxy tries
 *   again. The probes are never shed, so a busy process is not taken for a dead one.
 * - **Draining** for a graceful shutdown: a plain close() drops connections accepted but not yet read,
 *   so while draining new requests get 503 with `Connection: close` and in-flight ones run to the end.
 * The hooks are callback hooks: they run on every request, and an async one costs a promise and a
 * microtask each time (docs/decisions/011-request-pipeline.md).
 */
export async function registerLoadControl(app: FastifyInstance, options: LoadControlOptions) {
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
    if (options.maxInFlight > 0 && inFlight >= options.maxInFlight && request.routeOptions.config.shed !== false) {
      done(new Overloaded());
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

  if (options.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, { maxEventLoopDelay: options.maxEventLoopDelayMs, retryAfter: SHED_RETRY_AFTER_SECONDS, customError: Overloaded });
  }

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
