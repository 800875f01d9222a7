import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { LEASE_MS } from './jobs.ts';
import { createNotifier, SEND_DEADLINE_MS, signWebhookBody, WEBHOOK_SIGNATURE_HEADER } from './notifier.ts';

// Real peers on loopback that misbehave as a hung mail server or gateway does (issue 42): a send fails
// well inside a job's lease, so no other process claims the job while the first may still deliver it.
const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

const quietLog = { warn() {}, info() {}, error() {} } as unknown as FastifyBaseLogger;
const noDb = {} as Db;
const email = { to: 'mona@example.test', channel: 'email', subject: 'Code', text: 'Your code is 123456' } as const;

/** A TCP server that answers as `script` says; every socket is destroyed when the test ends. */
async function smtpPeer(script: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    script(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    sockets.forEach((socket) => socket.destroy());
    server.close();
  });
  return `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function timed(work: Promise<unknown>) {
  const started = performance.now();
  const outcome = await work.then(() => 'sent', (error: Error) => error.message);
  return { outcome, ms: performance.now() - started };
}

describe('a send to a peer that hangs', () => {
  it('ends well inside the lease a job holds', () => {
    expect(SEND_DEADLINE_MS * 2).toBeLessThanOrEqual(LEASE_MS);
  });

  it('fails at the deadline when the mail server accepts the connection and never greets', async () => {
    const url = await smtpPeer(() => {});
    const notifier = createNotifier(loadConfig({ NOTIFY_TRANSPORT: 'smtp', SMTP_URL: url }), noDb, quietLog, 400);
    const { outcome, ms } = await timed(notifier.send(email));
    expect(outcome).not.toBe('sent');
    expect(ms).toBeLessThan(3_000);
  });

  it('fails at the deadline when the mail server takes the message and never confirms it', async () => {
    let received = '';
    const url = await smtpPeer((socket) => {
      socket.write('220 hung.test ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        const line = chunk.toString();
        if (/^(EHLO|HELO)/i.test(line)) socket.write('250 hung.test\r\n');
        else if (/^(MAIL FROM|RCPT TO)/i.test(line)) socket.write('250 OK\r\n');
        else if (/^DATA/i.test(line)) socket.write('354 go on\r\n');
        // After the message's final dot: silence, as a server that hangs mid-delivery.
      });
    });
    const notifier = createNotifier(loadConfig({ NOTIFY_TRANSPORT: 'smtp', SMTP_URL: url }), noDb, quietLog, 600);
    const { outcome, ms } = await timed(notifier.send(email));
    expect(outcome).not.toBe('sent');
    expect(ms).toBeLessThan(3_000);
    expect(received).toContain('Your code is 123456');
  });

  it('fails at the deadline when the SMS gateway never answers', async () => {
    const server = http.createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => {
      server.closeAllConnections();
      server.close();
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    const notifier = createNotifier(loadConfig({ NOTIFY_TRANSPORT: 'webhook', SMS_WEBHOOK_URL: url }), noDb, quietLog, 400);
    const { outcome, ms } = await timed(notifier.send({ ...email, channel: 'sms', to: '+967771234567' }));
    expect(outcome).not.toBe('sent');
    expect(ms).toBeLessThan(3_000);
  });
});

describe('the SMS webhook post', () => {
  const secret = 'gateway-shared-secret-0123456789abcdef';

  async function gateway() {
    const posts: { body: string; signature: string | undefined }[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk));
      req.on('end', () => {
        posts.push({ body, signature: req.headers[WEBHOOK_SIGNATURE_HEADER] as string | undefined });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => server.close());
    return { posts, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms` };
  }

  it('carries a signature of its exact body and time that the gateway can check with the shared secret', async () => {
    const { posts, url } = await gateway();
    const notifier = createNotifier(loadConfig({ NOTIFY_TRANSPORT: 'webhook', SMS_WEBHOOK_URL: url, SMS_WEBHOOK_SECRET: secret }), noDb, quietLog);
    await notifier.send({ ...email, channel: 'sms', to: '+967771234567' });
    const [post] = posts;
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(post!.signature ?? '');
    expect(match).not.toBeNull();
    const seconds = Number(match![1]);
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(30);
    // The gateway's check: the same HMAC over "t.body"; any other body or secret gives another.
    expect(post!.signature).toBe(signWebhookBody(secret, post!.body, seconds));
    expect(signWebhookBody(secret, post!.body.replace('123456', '654321'), seconds)).not.toBe(post!.signature);
    expect(signWebhookBody(`${secret}x`, post!.body, seconds)).not.toBe(post!.signature);
  });

  it('is required in production when the webhook is set', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), NOTIFY_TRANSPORT: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example/send' };
    expect(() => loadConfig(production)).toThrow(/SMS_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...production, SMS_WEBHOOK_SECRET: secret })).not.toThrow();
  });
});
