import { desc, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/operations.ts';

/** The last 20 messages the outbox kept for this address (compared without case). */
export function outboxMessagesTo(db: Db, to: string) {
  return db.select().from(outboxMessages).where(sql`lower(${outboxMessages.to}) = ${to}`).orderBy(desc(outboxMessages.createdAt)).limit(20);
}

/** The `send-alert` jobs of these messages. */
export async function sendJobsOf(db: Db, messageIds: string[]): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`select id from jobs where dedupe_key in (${sql.join(messageIds.map((m) => sql`${`send-alert:${m}`}`), sql`, `)})`);
  return rows.map((r) => r.id);
}
