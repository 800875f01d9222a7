import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { testApi } from '../../test/api-client.ts';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { startSmsWebhook, startSmtpSink } from '../../test/transports.ts';
import { shortProductCode } from './alert-links.ts';

// Alerts through the real transports (docs/decisions/023-saved-searches-and-alerts.md): an SMTP server
// and an SMS gateway this test starts on loopback; the gateway is down for the first attempt.
const clock = testClock(new Date('2026-11-20T09:00:00Z')); // 12:00 in Aden
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let gateway: Awaited<ReturnType<typeof startSmsWebhook>>;
const { call } = testApi(() => ctx);

beforeAll(async () => {
  smtp = await startSmtpSink();
  gateway = await startSmsWebhook();
  ctx = await buildTestApp(
    { NOTIFY_TRANSPORT: 'smtp', SMTP_URL: smtp.url, SMS_WEBHOOK_URL: gateway.url, PUBLIC_URL: 'https://solar.example' },
    { clock: clock.now },
  );
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
  await gateway.close();
});

describe('delivering alerts', () => {
  it('posts the SMS to the webhook and mails the e-mail; a failed first attempt is retried after its back-off and sent once', async () => {
    const user = await buildUser(ctx.database.db, { language: 'en' });
    const token = (await call('POST', '/auth/login', { body: { identifier: user.email, password: TEST_PASSWORD } })).json().data.token as string;
    // Two searches the listing matches (the same filters twice would be refused), one per channel.
    for (const [channel, filters] of [['sms', { category: 'solar', governorate: 'aden' }], ['email', { type: 'Panel', governorate: 'aden' }]] as const) {
      const res = await call('POST', '/saved-searches', { token, lang: 'en', body: { filters, frequency: 'instant', channel } });
      expect(res.statusCode, res.body).toBe(201);
      clock.advance(1000);
    }
    const product = await buildProduct(ctx.database.db, { name: 'Trina 600 W', type: 'Panel', governorate: 'aden', postedAt: new Date(clock.now().getTime() + 1) });
    clock.advance(60_000);

    gateway.state.failNext = 1;
    const round = await ctx.app.runAlertRound();
    expect(round.messages).toHaveLength(2);
    expect(await ctx.app.jobs.runDue()).toEqual({ done: 1, failed: 1 });
    expect(gateway.state.refused).toBe(1);
    expect(gateway.posts).toEqual([]);
    await expect.poll(() => smtp.mails.length).toBe(1);
    expect(smtp.mails[0]!.to).toBe(user.email);
    expect(smtp.mails[0]!.raw).toMatch(/Subject: Solar Market: new for your search/);
    expect(smtp.mails[0]!.raw).toContain(`https://solar.example/p/${shortProductCode(product.id)}`);

    // Not before the back-off; then sent, once, however often the runner looks again.
    expect(await ctx.app.jobs.runDue()).toEqual({ done: 0, failed: 0 });
    clock.advance(5_001);
    expect(await ctx.app.jobs.runDue()).toEqual({ done: 1, failed: 0 });
    clock.advance(60_000);
    await ctx.app.runAlertRound();
    await ctx.app.jobs.runDue();
    expect(gateway.posts).toEqual([{ to: `+${user.phone}`, text: expect.stringContaining(`• Trina 600 W`) }]);
    expect(gateway.posts[0]!.text).toContain(`https://solar.example/p/${shortProductCode(product.id)}`);
    expect(smtp.mails).toHaveLength(1);

    // The record of what was sent: both messages sent, the SMS on its second attempt, the job keeping no text.
    const messages = await queryRows<{ channel: string; status: string; last_error: string | null }>(
      ctx.database.db,
      sql`select channel, status, last_error from alert_messages where user_id = ${user.id}::uuid order by channel`,
    );
    expect(messages).toEqual([
      { channel: 'email', status: 'sent', last_error: null },
      { channel: 'sms', status: 'sent', last_error: null },
    ]);
    const jobs = await queryRows<{ attempts: number; last_error: string | null }>(ctx.database.db, sql`select attempts, last_error from jobs where kind = 'send-alert' order by attempts`);
    expect(jobs).toEqual([
      { attempts: 1, last_error: null },
      { attempts: 2, last_error: 'SMS webhook answered 503' },
    ]);
  });
});
