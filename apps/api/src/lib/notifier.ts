import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { keepInOutbox } from './outbox.repository.ts';

export interface Message {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  /** The one-time code the text carries, kept only by the development outbox. */
  code?: string;
}

/** Sends one-time codes and notices. */
export interface Notifier {
  send(message: Message): Promise<void>;
  close(): Promise<void>;
}

/**
 * Each channel goes where it can: e-mail through SMTP when `SMTP_URL` is set, SMS through the webhook
 * when `SMS_WEBHOOK_URL` is set. With the development `outbox` transport nothing leaves the machine:
 * messages are stored (for `GET /api/v1/dev/outbox`) and logged.
 */
export function createNotifier(config: AppConfig, db: Db, log: FastifyBaseLogger): Notifier {
  if (config.notifyTransport === 'outbox') {
    return {
      async send(message) {
        await keepInOutbox(db, message);
        log.info({ to: message.to, channel: message.channel, code: message.code }, 'outbox: message kept, not sent');
      },
      close: async () => {},
    };
  }
  const mailer = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  return {
    async send(message) {
      if (message.channel === 'email' && mailer) {
        await mailer.sendMail({ from: config.smtpFrom, to: message.to, subject: message.subject, text: message.text });
      } else if (message.channel === 'sms' && config.smsWebhookUrl) {
        const res = await fetch(config.smsWebhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
      }
    },
    close: async () => mailer?.close(),
  };
}
