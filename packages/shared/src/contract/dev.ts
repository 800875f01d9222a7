import { z } from 'zod';

/** The development outbox's routes (NOTIFY_TRANSPORT=outbox, never in production). */
export const OutboxQuerySchema = z.object({ to: z.string().trim().min(3).max(254) });
export const OutboxResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(z.object({ to: z.string(), channel: z.enum(['email', 'sms']), text: z.string(), code: z.string().nullable(), createdAt: z.string() })),
});
export const AlertRoundResponseSchema = z.object({ status: z.literal('success'), data: z.object({ matches: z.number(), drops: z.number(), messages: z.number() }) });
export const PriceIndexRunResponseSchema = z.object({ status: z.literal('success') });
