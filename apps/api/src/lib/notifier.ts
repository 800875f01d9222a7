import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import type { Message } from './message.ts';
import { keepInOutbox } from './outbox.repository.ts';


/** Sends one-time codes and notices. */
export interface Notifier {
  send(message: Message): Promise<void>;
  close(): Promise<void>;
}

/**
 * The longest one send may take, whatever the peer does: well inside a job's 60 s lease (lib/jobs.ts), so
 * a hung server fails the attempt before another process may claim the job and send the message again.
 */
export const SEND_DEADLINE_MS = 30_000;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/** The header a webhook post is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (docs/deploy.md). */
export const WEBHOOK_SIGNATURE_HEADER = 'x-solar-signature';

export function signWebhookBody(secret: string, body: string, unixSeconds: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

function withinDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Each channel goes where it can: e-mail through SMTP when `SMTP_URL` is set, SMS through the webhook
 * when `SMS_WEBHOOK_URL` is set. With the development `outbox` transport nothing leaves the machine:
 * messages are stored (for `GET /api/v1/dev/outbox`) and logged.
 */
export function createNotifier(config: AppConfig, db: Db, log: FastifyBaseLogger, deadlineMs = SEND_DEADLINE_MS): Notifier {
  if (config.notifyTransport === 'outbox') {
    return {
      async send(message) {
        await keepInOutbox(db, message);
        log.info({ to: message.to, channel: message.channel, code: message.code }, 'outbox: message kept, not sent');
      },
      close: async () => {},
    };
  }
  // nodemailer's own socket time-out is 10 minutes: each step gets its own, and the send a deadline.
  const timeouts = { connectionTimeout: Math.min(SMTP_TIMEOUTS.connectionTimeout, deadlineMs), greetingTimeout: Math.min(SMTP_TIMEOUTS.greetingTimeout, deadlineMs), socketTimeout: Math.min(SMTP_TIMEOUTS.socketTimeout, deadlineMs) };
  const mailer = config.smtpUrl ? nodemailer.createTransport({ url: config.smtpUrl, ...timeouts }) : undefined;
  return {
    async send(message) {
      if (message.channel === 'email' && mailer) {
        await withinDeadline(mailer.sendMail({ from: config.smtpFrom, to: message.to, subject: message.subject, text: message.text }), deadlineMs, 'The mail server');
      } else if (message.channel === 'sms' && config.smsWebhookUrl) {
        const body = JSON.stringify({ to: message.to, text: message.text });
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (config.smsWebhookSecret) headers[WEBHOOK_SIGNATURE_HEADER] = signWebhookBody(config.smsWebhookSecret, body, Math.floor(Date.now() / 1000));
        const res = await fetch(config.smsWebhookUrl, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(deadlineMs),
        });
        if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
      }
    },
    close: async () => mailer?.close(),
  };
}
