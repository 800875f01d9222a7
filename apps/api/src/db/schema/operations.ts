import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt, id } from './columns.ts';

/**
 * Fixed-window counters for rate limits, in the database so every API process shares them
 * (docs/product-decisions.md section 1); `key` names the rule and the subject, e.g. `login:ip:1.2.3.4`.
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

/**
 * `Idempotency-Key`s of product posting: the same key from the same user returns the first result, so a
 * double submit on a flaky connection makes one product. The key row commits with the product.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    resourceId: uuid('resource_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Background work, durably queued (docs/decisions/021-background-jobs.md): a job is claimed by one
 * process at a time (`FOR UPDATE SKIP LOCKED`, then a lease in `locked_until`), retried with back-off
 * until `max_attempts`, and kept a day after it is done. `dedupe_key` makes scheduling idempotent: the
 * same key is queued once however many processes schedule it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`done_at is null`)],
);
