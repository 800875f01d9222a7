import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';

// Real peers on loopback: an SMTP server that keeps what it receives, and an HTTP endpoint for SMS.
const mails: { to: string; raw: string }[] = [];
const smsPosts: { to: string; text: string }[] = [];
let smtp: SMTPServer;
let webhook: http.Server;
let ctx: TestContext;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  webhook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      smsPosts.push(JSON.parse(body));
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const hookPort = (webhook.address() as AddressInfo).port;
  ctx = await buildTestApp({
    NOTIFY_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SMS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/sms`,
  });
});

afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

describe('real transports', () => {
  it('e-mails the code through SMTP and posts the SMS to the webhook, in the user language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'en' },
      payload: { name: 'Omar Saleh', phone: '+967 733 555 010', email: 'omar@example.test', password: 'Strong@123' },
    });
    expect(res.statusCode).toBe(201);
    await expect.poll(() => mails.length).toBe(1);
    expect(mails[0]!.to).toBe('omar@example.test');
    expect(mails[0]!.raw).toMatch(/Subject: Your Solar Market verification code/);
    const code = /verification code is (\d{6})/.exec(mails[0]!.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(smsPosts).toEqual([{ to: '+967733555010', text: expect.stringContaining(code!) }]);

    const verified = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-otp/omar@example.test', payload: { otp: code } });
    expect(verified.statusCode).toBe(200);
  });

  it('has no dev outbox outside the outbox transport', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=omar@example.test' });
    expect(res.statusCode).toBe(404);
  });
});
