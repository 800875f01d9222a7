import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { normalizePhone } from '../../lib/phone.ts';
import { outboxMessagesTo, sendJobsOf } from './dev.repository.ts';
import { routes } from '@solar/shared/contract/routes';
import { AlertRoundResponseSchema, OutboxQuerySchema, OutboxResponseSchema, PriceIndexRunResponseSchema } from '@solar/shared/contract/dev';

/** True for a connection from this machine (IPv4 127/8, IPv6 ::1, or IPv4-mapped loopback). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * Development outbox: only registered when NOTIFY_TRANSPORT=outbox (never in production, see env.ts), and
 * only answering connections from this machine: it lists every one-time code, so anyone else on the
 * network could take any account with it. The socket's own address is read, never a forwarded header.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.socket.remoteAddress)) throw new AppError('NOT_FOUND', 404);
  });
  app.get(
    routes.dev.outbox.path,
    { schema: { querystring: OutboxQuerySchema, response: { 200: OutboxResponseSchema } } },
    async (request) => {
      const to = request.query.to.includes('@') ? request.query.to.toLowerCase() : `+${normalizePhone(request.query.to)}`;
      const rows = await outboxMessagesTo(app.database.db, to);
      return {
        status: 'success' as const,
        data: rows.map((r) => ({ to: r.to, channel: r.channel, text: r.text, code: r.code, createdAt: r.createdAt.toISOString() })),
      };
    },
  );

  // Runs an alert round now and sends what is pending whatever its schedule, then delivers the queued
  // messages (into this outbox): how a developer, or the browser journey, sees a digest without waiting for 08:00.
  app.post(routes.dev.runAlerts.path, { schema: { response: { 200: AlertRoundResponseSchema } } }, async () => {
    const round = await app.runAlertRound({ force: true });
    await app.jobs.runNow(round.messages.length ? await sendJobsOf(app.database.db, round.messages) : []);
    return { status: 'success' as const, data: { matches: round.matches, drops: round.drops, messages: round.messages.length } };
  });

  // Computes the price indexes now (hourly otherwise): how the browser journey sees the demo catalogue's figures.
  app.post(routes.dev.runPriceIndex.path, { schema: { response: { 200: PriceIndexRunResponseSchema } } }, async () => {
    await app.runPriceIndex();
    return { status: 'success' as const };
  });
};
