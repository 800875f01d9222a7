import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalcResponseSchema,
  CalculatorSettingsResponseSchema,
  QuickCalcResponseSchema,
} from '@solar/shared/contract/calculator';
import { DEFAULT_CALCULATOR_SETTINGS, calculateFromDailyEnergy, type CalculatorSettings } from '@solar/shared/domain/calculator';
import { DEFAULT_RATES_PER_USD } from '@solar/shared/reference/catalog';
import { GOVERNORATE_IDS } from '@solar/shared/reference/locations';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { readSetting, writeSetting } from '../settings/settings.service.ts';
import { CALCULATOR_SETTINGS_KEY } from './calculator.service.ts';
import { forgetMarketPrices } from './market-prices.ts';

let ctx: TestContext;
let ip = 0;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, options: { body?: unknown; token?: string; lang?: 'ar' | 'en'; raw?: string; contentType?: string } = {}) {
  ip += 1;
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: `10.7.${Math.floor(ip / 250)}.${ip % 250}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...(options.contentType ? { 'content-type': options.contentType } : {}),
    },
    ...(options.raw !== undefined ? { payload: options.raw } : options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

async function tokenFor(role: 'user' | 'admin') {
  const user = await buildUser(ctx.database.db, { role });
  const res = await call('POST', '/auth/login', { body: { identifier: user.email, password: TEST_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}

describe('GET /api/v1/calculator/settings', () => {
  it('answers the defaults when none are stored, without writing on a read, with every setting the engine uses and the exchange rates', async () => {
    expect(await readSetting(ctx.database.db, CALCULATOR_SETTINGS_KEY)).toBeUndefined();
    const res = await call('GET', '/calculator/settings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const { data } = CalculatorSettingsResponseSchema.parse(res.json());
    expect(data.settings).toEqual(DEFAULT_CALCULATOR_SETTINGS);
    expect(data.ratesPerUsd).toEqual(DEFAULT_RATES_PER_USD);
    // A read may run on a read replica: start-up writes the defaults, a read never does.
    expect(await readSetting(ctx.database.db, CALCULATOR_SETTINGS_KEY)).toBeUndefined();
  });

  it('says which sun hours are national and which governorate figures have a source', async () => {
    const { data } = CalculatorSettingsResponseSchema.parse((await call('GET', '/calculator/settings')).json());
    expect(data.settings.sunHours.national).toMatchObject({ designPsh: 5.2, annualPsh: 6, source: expect.stringContaining('UNDP') });
    expect(Object.keys(data.settings.sunHours.governorates).sort()).toEqual([...GOVERNORATE_IDS].sort());
    expect(data.settings.sunHours.governorates.aden).toEqual({ designPsh: null, annualPsh: null, climate: 'hot', source: null });
    expect(data.settings.sunHours.governorates.sanaa?.climate).toBe('highland');
  });
});

describe('POST /api/v1/calculator/quick-calc', () => {
  it("answers the spec's result object, computed by the shared engine", async () => {
    const res = await call('POST', '/calculator/quick-calc', { body: { dailyEnergyKwh: 5 }, lang: 'en' });
    expect(res.statusCode).toBe(200);
    const { data } = QuickCalcResponseSchema.parse(res.json());
    const engine = calculateFromDailyEnergy({ dailyEnergyKwh: 5 }, DEFAULT_CALCULATOR_SETTINGS, DEFAULT_RATES_PER_USD);
    expect(data.pv).toMatchObject({ ...engine.pv, note: expect.any(String), noteRef: engine.pv.note });
    expect(data.battery).toMatchObject({ ...engine.battery, note: expect.any(String), noteRef: engine.battery.note });
    expect(data.inverter).toEqual(engine.inverter);
    expect(data.system).toEqual(engine.system);
    expect(data.userInput).toEqual({ dailyEnergyKwh: 5, governorate: null, batteryType: 'leadAcid' });
    // The hand-computed case 1 of the engine tests: 3 panels, 6 batteries at 24 V, a 1,500 W inverter.
    expect([data.pv.panelsCount, data.battery.totalBatteries, data.system.systemVoltage, data.inverter.recommendedW]).toEqual([3, 6, 24, 1500]);
    expect(data.systemRecommendation).toMatchObject({ installationTime: null, totalCost: null, costBreakdownUsd: null });
  });

  it('writes its texts in the caller language, and keeps their keys for the web', async () => {
    const en = QuickCalcResponseSchema.parse((await call('POST', '/calculator/quick-calc', { body: { dailyEnergyKwh: 5 }, lang: 'en' })).json()).data;
    expect(en.systemRecommendation.message).toBe(
      'For the 5 kWh you use a day you need 3 solar panels of 550 W, 6 lead-acid batteries (12 V, 200 Ah) and an inverter of 1,500 W.',
    );
    expect(en.systemRecommendation.messageRef.key).toBe('calculator:recommendation.leadAcid');
    expect(en.battery.note).toBe('Lead-acid batteries last longer when only half their charge is used, so we count on 50% of each one.');
    const ar = QuickCalcResponseSchema.parse((await call('POST', '/calculator/quick-calc', { body: { dailyEnergyKwh: 5 } })).json()).data;
    expect(ar.systemRecommendation.message).toContain('لاستهلاكك اليومي');
    expect(ar.systemRecommendation.message).toContain('بطاريات رصاص حمضية');
    expect(ar.pv.note).toContain('مقاس اللوح الواحد');
  });

  it('takes a governorate and a battery type: Aden runs hot, lithium needs fewer batteries', async () => {
    const aden = QuickCalcResponseSchema.parse((await call('POST', '/calculator/quick-calc', { body: { dailyEnergyKwh: 5, governorate: 'aden' } })).json()).data;
    expect(aden.system).toMatchObject({ climate: 'hot', temperatureFactor: 0.8779, sunHoursSource: 'national', peakSunHours: 5.2 });
    expect(aden.userInput.governorate).toBe('aden');
    const lithium = QuickCalcResponseSchema.parse(
      (await call('POST', '/calculator/quick-calc', { body: { dailyEnergyKwh: 5, governorate: 'sanaa', batteryType: 'lithium' } })).json(),
    ).data;
    expect(lithium.battery).toMatchObject({ type: 'lithium', totalBatteries: 4, depthOfDischarge: 0.8 });
  });

  it.each([
    ['a negative energy', { dailyEnergyKwh: -5 }, 'dailyEnergyKwh'],
    ['zero', { dailyEnergyKwh: 0 }, 'dailyEnergyKwh'],
    ['10⁹ kWh', { dailyEnergyKwh: 1e9 }, 'dailyEnergyKwh'],
    ['a string', { dailyEnergyKwh: 'five' }, 'dailyEnergyKwh'],
    ['nothing', {}, 'dailyEnergyKwh'],
    ['an unknown governorate', { dailyEnergyKwh: 5, governorate: 'atlantis' }, 'governorate'],
    ['an unknown battery type', { dailyEnergyKwh: 5, batteryType: 'nuclear' }, 'batteryType'],
  ])('answers %s with a 422 naming the field', async (_name, body, field) => {
    const res = await call('POST', '/calculator/quick-calc', { body, lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED', message: 'The submitted data is invalid' });
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('answers NaN (not JSON), a wrong content type and an oversized body with 4xx, never 500', async () => {
    const nan = await call('POST', '/calculator/quick-calc', { raw: '{"dailyEnergyKwh": NaN}', contentType: 'application/json' });
    expect(nan.statusCode).toBe(400);
    // Plain text is parsed as a string, which is not the object the schema asks for; XML has no parser.
    const text = await call('POST', '/calculator/quick-calc', { raw: '5', contentType: 'text/plain' });
    expect(text.statusCode).toBe(422);
    const xml = await call('POST', '/calculator/quick-calc', { raw: '<kwh>5</kwh>', contentType: 'application/xml' });
    expect(xml.statusCode).toBe(415);
    const huge = await call('POST', '/calculator/quick-calc', { raw: JSON.stringify({ dailyEnergyKwh: 5, pad: 'x'.repeat(40_000) }), contentType: 'application/json' });
    expect(huge.statusCode).toBe(413);
  });
});

describe('POST /api/v1/calculator/calc', () => {
  const appliances = [
    { type: 'ledLight', quantity: 6, watts: 10, hoursPerDay: 6 },
    { type: 'refrigerator', quantity: 1, watts: 150, hoursPerDay: 8 },
    { type: 'fan', quantity: 2, watts: 60, hoursPerDay: 8 },
  ];

  it('returns the daily energy, peak and surge loads and the same sizing', async () => {
    const res = await call('POST', '/calculator/calc', { body: { appliances, governorate: 'taiz' } });
    expect(res.statusCode).toBe(200);
    const { data } = CalcResponseSchema.parse(res.json());
    // The engine's worked case 6: 2.52 kWh, 330 W peak, 630 W surge → 2 panels, 3 batteries, 500 W.
    expect(data.loads).toMatchObject({ dailyEnergyKwh: 2.52, peakLoadW: 330, surgeLoadW: 630 });
    expect(data.loads.items.map((item) => [item.type, item.dailyEnergyKwh, item.surgeFactor])).toEqual([
      ['ledLight', 0.36, 1],
      ['refrigerator', 1.2, 3],
      ['fan', 0.96, 2],
    ]);
    expect(data.userInput).toEqual({ dailyEnergyKwh: 2.52, governorate: 'taiz', batteryType: 'leadAcid' });
    expect([data.pv.panelsCount, data.battery.totalBatteries, data.inverter.recommendedW, data.inverter.sizingMethod]).toEqual([2, 3, 500, 'continuous']);
  });

  it('ignores a surge factor sent by the caller: motor factors come from the settings', async () => {
    const res = await call('POST', '/calculator/calc', { body: { appliances: [{ type: 'refrigerator', quantity: 1, watts: 150, hoursPerDay: 8, surgeFactor: 50 }] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.loads.surgeLoadW).toBe(450);
    expect(res.json().data.inverter).toMatchObject({ recommendedW: 300, sizingMethod: 'surge' });
  });

  it('says a day has at most 24 hours, in the caller\'s language', async () => {
    const body = { appliances: [{ ...appliances[0], hoursPerDay: 25 }] };
    expect((await call('POST', '/calculator/calc', { body, lang: 'en' })).json().errors['appliances.0.hoursPerDay']).toBe('At most 24 hours a day');
    expect((await call('POST', '/calculator/calc', { body, lang: 'ar' })).json().errors['appliances.0.hoursPerDay']).toBe('24 ساعة في اليوم كحد أقصى');
  });

  it.each([
    ['200 appliances', { appliances: Array.from({ length: 200 }, () => appliances[0]) }, 'appliances'],
    ['25 hours a day', { appliances: [{ ...appliances[0], hoursPerDay: 25 }] }, 'appliances.0.hoursPerDay'],
    ['a negative wattage', { appliances: [{ ...appliances[0], watts: -1 }] }, 'appliances.0.watts'],
    ['half an appliance', { appliances: [{ ...appliances[0], quantity: 0.5 }] }, 'appliances.0.quantity'],
    ['an unknown type', { appliances: [{ ...appliances[0], type: 'reactor' }] }, 'appliances.0.type'],
    ['an empty list', { appliances: [] }, 'appliances'],
    ['a total beyond the range', { appliances: Array.from({ length: 50 }, () => ({ type: 'iron', quantity: 100, watts: 10_000, hoursPerDay: 24 })) }, 'appliances'],
  ])('answers %s with a 422', async (_name, body, field) => {
    const res = await call('POST', '/calculator/calc', { body });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    expect(Object.keys(res.json().errors)).toContain(field);
  });
});

describe('admin settings round trip', () => {
  it('refuses visitors (401) and users (403)', async () => {
    expect((await call('GET', '/admin/calculator/settings')).statusCode).toBe(401);
    const userToken = await tokenFor('user');
    const res = await call('PUT', '/admin/calculator/settings', { token: userToken, body: DEFAULT_CALCULATOR_SETTINGS });
    expect(res.statusCode).toBe(403);
  });

  it('an admin change to the panel watts changes the next result', async () => {
    const token = await tokenFor('admin');
    const before = QuickCalcResponseSchema.parse((await call('POST', '/calculator/quick-calc', { body: { dailyEnergyKwh: 5 } })).json()).data;
    expect(before.pv).toMatchObject({ recommendedPanelW: 550, panelsCount: 3 });

    const current = await call('GET', '/admin/calculator/settings', { token });
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe('no-store');
    const settings = structuredClone(current.json().data.settings) as CalculatorSettings;
    settings.panel = { watts: 400, lengthM: 1.722, widthM: 1.134 };
    const saved = await call('PUT', '/admin/calculator/settings', { token, body: settings });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings.panel.watts).toBe(400);

    const after = QuickCalcResponseSchema.parse((await call('POST', '/calculator/quick-calc', { body: { dailyEnergyKwh: 5 } })).json()).data;
    // 1618.1 W / 400 W = 4.05 → 5 panels (the engine's worked case 12).
    expect(after.pv).toMatchObject({ recommendedPanelW: 400, panelsCount: 5, actualPvW: 2000 });
    const publicSettings = CalculatorSettingsResponseSchema.parse((await call('GET', '/calculator/settings')).json()).data.settings;
    expect(publicSettings.panel.watts).toBe(400);
  });

  it('prices and a sourced governorate figure flow into the results', async () => {
    const token = await tokenFor('admin');
    const settings = structuredClone(DEFAULT_CALCULATOR_SETTINGS);
    settings.prices = { panelUsd: 90, batteryUsd: { leadAcid: 180, lithium: 600 }, inverterUsdPerKw: 120, balanceOfSystemShare: 0.15, labourUsdPerHour: 5 };
    settings.installation = { baseHours: 4, hoursPerPanel: 0.5, hoursPerBattery: 0.25, workdayHours: 8 };
    settings.sunHours.governorates.marib = { designPsh: 6.2, annualPsh: 6.6, climate: 'hot', source: 'Test citation' };
    expect((await call('PUT', '/admin/calculator/settings', { token, body: settings })).statusCode).toBe(200);

    const aden = QuickCalcResponseSchema.parse((await call('POST', '/calculator/quick-calc', { body: { dailyEnergyKwh: 5, governorate: 'aden' } })).json()).data;
    // The engine's worked case 9.
    expect(aden.systemRecommendation.totalCost).toEqual({ USD: 1794.5, SAR: 6729.38, YER: 960058, YER_SOUTH: 2925035 });
    expect(aden.systemRecommendation.installationTime).toEqual({ hours: 7, days: 1 });
    expect(aden.systemRecommendation.costBasis).toEqual({ source: 'settings' });
    const marib = QuickCalcResponseSchema.parse((await call('POST', '/calculator/quick-calc', { body: { dailyEnergyKwh: 5, governorate: 'marib' } })).json()).data;
    expect(marib.system).toMatchObject({ peakSunHours: 6.2, sunHoursSource: 'governorate' });
  });

  it('refuses invalid settings with 422 and keeps the stored ones', async () => {
    const token = await tokenFor('admin');
    const storedBefore = await readSetting(ctx.database.db, CALCULATOR_SETTINGS_KEY);
    const noSource = structuredClone(DEFAULT_CALCULATOR_SETTINGS);
    noSource.sunHours.governorates.aden = { designPsh: 6.5, annualPsh: null, climate: 'hot', source: null };
    const res = await call('PUT', '/admin/calculator/settings', { token, body: noSource, lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'sunHours.governorates.aden.source': 'This field is required' });
    const absurd = structuredClone(DEFAULT_CALCULATOR_SETTINGS);
    absurd.panel.watts = -550;
    expect((await call('PUT', '/admin/calculator/settings', { token, body: absurd })).statusCode).toBe(422);
    expect(await readSetting(ctx.database.db, CALCULATOR_SETTINGS_KEY)).toEqual(storedBefore);
  });

  it('settings stored before the household appliances existed keep the admin edits and gain the new presets', async () => {
    const { freezer: _f, tv: _t, washingMachine: _w, waterPump: _p, airConditioner: _a, ...oldAppliances } = DEFAULT_CALCULATOR_SETTINGS.appliances;
    await writeSetting(ctx.database.db, CALCULATOR_SETTINGS_KEY, { ...DEFAULT_CALCULATOR_SETTINGS, panel: { ...DEFAULT_CALCULATOR_SETTINGS.panel, watts: 600 }, appliances: oldAppliances });
    const admin = await tokenFor('admin');
    const stored = (await call('GET', '/admin/calculator/settings', { token: admin })).json().data.settings as CalculatorSettings;
    expect(stored.panel.watts).toBe(600);
    expect(stored.appliances.waterPump).toEqual(DEFAULT_CALCULATOR_SETTINGS.appliances.waterPump);
    await writeSetting(ctx.database.db, CALCULATOR_SETTINGS_KEY, DEFAULT_CALCULATOR_SETTINGS);
  });

  it('a damaged stored document falls back to the defaults instead of failing', async () => {
    await writeSetting(ctx.database.db, CALCULATOR_SETTINGS_KEY, { panel: 'broken' });
    const res = await call('POST', '/calculator/quick-calc', { body: { dailyEnergyKwh: 5 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pv.recommendedPanelW).toBe(550);
  });
});

describe('a cost from current listings when no admin price is set', () => {
  it('prices the system at the median USD price per W of panels and inverters and per kWh of batteries, and says so', async () => {
    await writeSetting(ctx.database.db, CALCULATOR_SETTINGS_KEY, DEFAULT_CALCULATOR_SETTINGS);
    const seller = await buildUser(ctx.database.db);
    const listing = (type: 'Panel' | 'Battery' | 'Charging Devices', name: string, price: number, specifications: Record<string, string>, condition: 'New' | 'Needs Repair' = 'New') =>
      buildProduct(ctx.database.db, { userId: seller.id, type, name, price, currency: 'USD', specifications, condition });
    // Panels at 0.20, 0.22 and 0.24 USD per W: the median is 0.22. A panel needing repair is no price.
    await listing('Panel', 'Jinko 550', 110, { power: '550W' });
    await listing('Panel', 'Longi 550', 121, { power: '550 W' });
    await listing('Panel', 'Trina 550', 132, { power: '550W' });
    await listing('Panel', 'Cracked panel', 5, { power: '550W' }, 'Needs Repair');
    // Lead-acid 12 V 200 Ah (2.4 kWh) at 100 and 110 USD per kWh: 105.
    await listing('Battery', 'Gel 200Ah', 240, { voltage: '12V', capacity: '200Ah' });
    await listing('Battery', 'AGM 200Ah', 264, { voltage: '12V', capacity: '200Ah' });
    // An off-grid inverter at 0.10 USD per W; a charge controller is not an inverter.
    await listing('Charging Devices', 'Inverter 3000W off-grid', 300, { power: '3000W' });
    await listing('Charging Devices', 'MPPT charge controller 60A', 20, { power: '3000W' });
    forgetMarketPrices(ctx.database.db);

    const data = QuickCalcResponseSchema.parse((await call('POST', '/calculator/quick-calc', { body: { dailyEnergyKwh: 5 } })).json()).data;
    // 3 × 550 W × 0.22 + 6 × 2.4 kWh × 105 + 1,500 W × 0.10 = 363 + 1,512 + 150.
    expect(data.systemRecommendation.totalCost?.USD).toBe(2025);
    expect(data.systemRecommendation.costBasis).toEqual({ source: 'listings', panelUsdPerW: 0.22, batteryUsdPerKwh: 105, inverterUsdPerW: 0.1, listings: 6 });
    // No lithium battery is listed: a lithium system has no price, and says nothing false.
    const lithium = QuickCalcResponseSchema.parse((await call('POST', '/calculator/quick-calc', { body: { dailyEnergyKwh: 5, batteryType: 'lithium' } })).json()).data;
    expect(lithium.systemRecommendation).toMatchObject({ totalCost: null, costBasis: null });
  });
});
