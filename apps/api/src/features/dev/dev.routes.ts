import { desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessages } from '../../db/schema/operations.ts';
import { normalizePhone } from '../../lib/phone.ts';

const OutboxResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(z.object({ to: z.string(), channel: z.enum(['email', 'sms']), text: z.string(), code: z.string().nullable(), createdAt: z.string() })),
});

/** Development outbox: only registered when NOTIFY_TRANSPORT=outbox (never in production, see env.ts). */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    { schema: { querystring: z.object({ to: z.string().trim().min(3).max(254) }), response: { 200: OutboxResponseSchema } } },
    async (request) => {
      const to = request.query.to.includes('@') ? request.query.to.toLowerCase() : `+${normalizePhone(request.query.to)}`;
      const rows = await app.database.db
        .select()
        .from(outboxMessages)
        .where(sql`lower(${outboxMessages.to}) = ${to}`)
        .orderBy(desc(outboxMessages.createdAt))
        .limit(20);
      return {
        status: 'success' as const,
        data: rows.map((r) => ({ to: r.to, channel: r.channel, text: r.text, code: r.code, createdAt: r.createdAt.toISOString() })),
      };
    },
  );
};
