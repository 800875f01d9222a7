import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_RATES_PER_USD } from '@solar/shared/reference/catalog';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { testApi } from '../../test/api-client.ts';
import { readSetting, writeSetting } from './settings.repository.ts';
import { cachedSetting, SETTINGS_TTL_MS, settingsChanged } from './settings-cache.ts';
import { ensureDefaultSettings } from './settings.service.ts';

// docs/decisions/011-request-pipeline.md: answers read settings from a copy in the process; a write here
// drops it at once, a write elsewhere (another API process, simulated by SQL that bypasses this process)
// shows within SETTINGS_TTL_MS.

let ctx: TestContext;
const { call } = testApi(() => ctx);
let adminToken = '';

/** A settings change made by another API process: straight to the table, not through this process's code. */
const writeElsewhere = (key: string, value: unknown) =>
  ctx.database.db.execute(sql`update settings set value = ${JSON.stringify(value)}::jsonb where key = ${key}`);

beforeAll(async () => {
  ctx = await buildTestApp();
  await ensureDefaultSettings(ctx.database.db);
  const admin = await buildUser(ctx.database.db, { role: 'admin' });
  adminToken = (await call('POST', '/auth/login', { body: { identifier: admin.email, password: TEST_PASSWORD } })).json().data.token;
});
afterAll(() => ctx.close());

describe('settings read by visitors', () => {
  it("show an admin's change on the very next request of this process", async () => {
    expect((await call('GET', '/settings/public')).json().data.ratesPerUsd).toEqual(DEFAULT_RATES_PER_USD);
    const rates = { USD: 1, SAR: 3.8, YER: 540, YER_SOUTH: 1700 };
    const saved = await call('PUT', '/admin/settings', { token: adminToken, body: { exchangeRates: rates, contact: { phone: '+967 1 555 000', email: 'help@example.test' } } });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/settings/public')).json().data).toEqual({ contactPhone: '+967 1 555 000', supportEmail: 'help@example.test', supportWhatsapp: null, ratesPerUsd: rates });
    expect((await call('POST', '/calculator/quick-calc', { body: { dailyEnergyKwh: 5 } })).statusCode).toBe(200);
    expect((await call('GET', '/calculator/settings')).json().data.ratesPerUsd).toEqual(rates);
  });

  it("are not read from the database on every request: another process's change shows once the copy expires", async () => {
    const first = (await call('GET', '/settings/public')).json().data.supportEmail;
    await writeElsewhere('contact', { phone: '+967 1 555 111', email: 'elsewhere@example.test' });
    // The copy this process holds still answers…
    expect((await call('GET', '/settings/public')).json().data.supportEmail).toBe(first);
    // …and the admin console, which reads the database itself, already shows the change.
    expect((await call('GET', '/admin/settings', { token: adminToken })).json().data.contact.email).toBe('elsewhere@example.test');
    settingsChanged(); // what SETTINGS_TTL_MS of waiting does, without the wait
    expect((await call('GET', '/settings/public')).json().data.supportEmail).toBe('elsewhere@example.test');
  });
});

describe('cachedSetting', () => {
  const load = () => readSetting(ctx.database.db, 'cache-test');

  it('keeps a value for SETTINGS_TTL_MS and reloads it after', async () => {
    await writeSetting(ctx.database.db, 'cache-test', { n: 1 });
    const t0 = Date.now();
    expect(await cachedSetting(ctx.database.db, 'cache-test', load, t0)).toEqual({ n: 1 });
    await ctx.database.db.execute(sql`update settings set value = '{"n":2}'::jsonb where key = 'cache-test'`);
    expect(await cachedSetting(ctx.database.db, 'cache-test', load, t0 + SETTINGS_TTL_MS - 1)).toEqual({ n: 1 });
    expect(await cachedSetting(ctx.database.db, 'cache-test', load, t0 + SETTINGS_TTL_MS)).toEqual({ n: 2 });
  });

  it('is dropped by a write through writeSetting', async () => {
    await writeSetting(ctx.database.db, 'cache-test', { n: 3 });
    expect(await cachedSetting(ctx.database.db, 'cache-test', load)).toEqual({ n: 3 });
    await writeSetting(ctx.database.db, 'cache-test', { n: 4 });
    expect(await cachedSetting(ctx.database.db, 'cache-test', load)).toEqual({ n: 4 });
  });

  it('does not keep a value whose load began before a change: a read racing an admin\'s commit', async () => {
    settingsChanged();
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const racing = cachedSetting(ctx.database.db, 'cache-test', async () => {
      await slow;
      return 'read before the commit';
    });
    settingsChanged(); // what the admin's service calls once its transaction has committed
    release();
    expect(await racing).toBe('read before the commit');
    expect(await cachedSetting(ctx.database.db, 'cache-test', async () => 'read after the commit')).toBe('read after the commit');
  });

  it('shares one load between concurrent callers and keeps no failed load', async () => {
    settingsChanged();
    let loads = 0;
    const counted = async () => {
      loads += 1;
      return load();
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cachedSetting(ctx.database.db, 'cache-test', counted)));
    expect(loads).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);

    await expect(cachedSetting(ctx.database.db, 'cache-failing', () => ctx.database.db.execute(sql`select * from no_such_table`))).rejects.toThrow();
    expect(await cachedSetting(ctx.database.db, 'cache-failing', async () => 'recovered')).toBe('recovered');
  });
});
