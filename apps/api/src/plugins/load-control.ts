import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyUnderPressure from '@fastify/under-pressure';
import { apiBase, routes } from '@solar/shared/contract/routes';
import { languageOf } from './locale.ts';
import { translate } from '../lib/messages.ts';
import { requestIdOf } from '../lib/request-id.ts';
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
export interface LoadControl {
  /**
   * The HTTP server's first look at a request, before Fastify parses anything: while the process is
   * full (or its event loop lags), a request that is not a probe is refused right there, with a body
   * and headers made once. A refusal then costs microseconds, so a crowd asking again and again
   * without waiting cannot take the event loop from the requests being served.
   */
  refusesEarly(request: IncomingMessage, response: ServerResponse): boolean;
  /** Refusals made by `refusesEarly` since start (they never reach Fastify's hooks). */
  refusedEarly(): number;
  register(app: FastifyInstance): Promise<void>;
}

const PROBES = [routes.health.health, routes.health.ready].map((route) => `${apiBase}${route.path}`);
const isProbe = (url: string | undefined) => PROBES.some((probe) => url === probe || url?.startsWith(`${probe}?`) || url?.startsWith(`${probe}/`));

export function createLoadControl(options: LoadControlOptions & { headers: Record<string, string> }): LoadControl {
  let draining = false;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  let underPressure: () => boolean = () => false;
  let refused = 0;
  /** Requests the door counted (a real server); those made with inject() are counted by the hooks. */
  const countedAtDoor = new WeakSet<IncomingMessage>();
  const bodies = new Map(
    (['ar', 'en'] as const).map((lang) => [lang, JSON.stringify({ status: 'error', code: 'SERVICE_UNAVAILABLE', message: translate(lang, 'SERVICE_UNAVAILABLE') })]),
  );
  const full = () => (options.maxInFlight > 0 && inFlight >= options.maxInFlight) || underPressure();

  return {
    refusesEarly(request, response) {
      if (draining || isProbe(request.url)) return false;
      if (!full()) {
        // Counted from here, when the HTTP server hands the request over, to when its answer has gone
        // or its client has gone: Fastify may take a tick before its hooks run, and a crowd arriving
        // in that tick must already see the count.
        inFlight += 1;
        countedAtDoor.add(request);
        response.once('close', () => {
          inFlight -= 1;
          if (draining && inFlight === 0) onIdle?.();
        });
        return false;
      }
      refused += 1;
      const body = bodies.get(languageOf(request.headers['accept-language']))!;
      response.writeHead(503, {
        ...options.headers,
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'retry-after': String(SHED_RETRY_AFTER_SECONDS),
        'cache-control': 'no-store',
        'x-request-id': requestIdOf(request),
      });
      response.end(body);
      return true;
    },
    refusedEarly: () => refused,
    async register(app) {
      const counted = new WeakSet<object>();
      app.addHook('onRequest', (request, reply, done) => {
        if (draining) {
          reply.header('Connection', 'close').header('Retry-After', '5');
          reply.code(503).send({ status: 'error', code: 'SERVICE_UNAVAILABLE', message: 'Server is restarting' });
          return;
        }
        if (countedAtDoor.has(request.raw)) {
          done();
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
        await app.register(fastifyUnderPressure, { maxEventLoopDelay: options.maxEventLoopDelayMs, retryAfter: SHED_RETRY_AFTER_SECONDS, customError: Overloaded });
        underPressure = () => app.isUnderPressure();
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
    },
  };
}
