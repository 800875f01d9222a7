import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/operations.ts';
import type { Message } from './message.ts';

/** Keeps a message in the development outbox instead of sending it. */
export async function keepInOutbox(db: Db, message: Message) {
  await db.insert(outboxMessages).values({ to: message.to, channel: message.channel, subject: message.subject, text: message.text, code: message.code ?? null });
}
