import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../test/api-client.ts';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { startSmsWebhook, startSmtpSink } from '../test/transports.ts';

// Real peers on loopback (test/transports.ts): an SMTP server that keeps what it receives, and an HTTP endpoint for SMS.
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let webhook: Awaited<ReturnType<typeof startSmsWebhook>>;
let mails: { to: string; raw: string }[];
let smsPosts: { to: string; text: string }[];
let ctx: TestContext;
const { call } = testApi(() => ctx);

beforeAll(async () => {
  [smtp, webhook] = await Promise.all([startSmtpSink(), startSmsWebhook()]);
  mails = smtp.mails;
  smsPosts = webhook.posts;
  ctx = await buildTestApp({ NOTIFY_TRANSPORT: 'smtp', SMTP_URL: smtp.url, SMS_WEBHOOK_URL: webhook.url });
});

afterAll(async () => {
  await ctx.close();
  await Promise.all([smtp.close(), webhook.close()]);
});

describe('real transports', () => {
  it('e-mails the code through SMTP and posts the SMS to the webhook, in the user language', async () => {
    const res = await call('POST', '/auth/register', { lang: 'en', body: { name: 'Omar Saleh', phone: '+967 733 555 010', email: 'omar@example.test', password: 'Strong@123' } });
    expect(res.statusCode).toBe(201);
    await expect.poll(() => mails.length).toBe(1);
    expect(mails[0]!.to).toBe('omar@example.test');
    expect(mails[0]!.raw).toMatch(/Subject: Your Solar Market verification code/);
    const code = /verification code is (\d{6})/.exec(mails[0]!.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The SMS carries a code of its own (issue #39): it confirms the phone, the e-mail's the e-mail.
    expect(smsPosts).toEqual([{ to: '+967733555010', text: expect.stringMatching(/verification code is \d{6}\b/) }]);
    const smsCode = /verification code is (\d{6})/.exec(smsPosts[0]!.text)?.[1];

    const verified = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-otp/omar@example.test', payload: { otp: code } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.phoneConfirmed).toBe(false);
    const phone = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-otp/733555010', payload: { otp: smsCode } });
    expect(phone.json().data.user.phoneConfirmed).toBe(true);
  });

  it('has no dev outbox outside the outbox transport', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=omar@example.test' });
    expect(res.statusCode).toBe(404);
  });
});
