import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request instead of Fastify's two ("incoming request", then "request completed"):
 * the line written when the answer leaves carries the request (redacted by lib/log-redaction.ts), the
 * status and the time taken. A line cost about a tenth of a cheap request's CPU
 * (docs/decisions/011-request-pipeline.md). A request that never completes still leaves a line: Fastify
 * answers it after the 30 s request time-out, and registerRequestLog logs a client that went away.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** The line of a request whose client left before the answer: without the "incoming request" line, nothing else would show it. */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequestAbort', (request, done) => {
    request.log.info({ req: request }, 'request aborted by the client');
    done();
  });
}
