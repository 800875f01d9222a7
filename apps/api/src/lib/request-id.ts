import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * What an incoming X-Request-Id may be to be kept: a proxy's or a caller's correlation id, letters,
 * digits and `._:-` only, so it can never break a log line or a header.
 */
const KEPT_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id of a request, in every log line (`reqId`) and in the answer's X-Request-Id: the one the proxy
 * or caller sent when it is well-formed, else a random UUID, unique across processes and restarts
 * (docs/decisions/015-behind-a-proxy.md).
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && KEPT_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Every answer names its request, so a user's report or a proxy's log leads to the server's line. */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
