import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * Fixed-window counters for rate limits, in the database so every API process shares them
 * (DECISIONS.md section 1); `key` names the rule and the subject, e.g. `login:ip:1.2.3.4`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

/** Messages kept by the development outbox transport instead of being sent. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    to: text('to').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.createdAt)],
);
