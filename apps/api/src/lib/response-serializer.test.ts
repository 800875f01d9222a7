import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UserResponseSchema } from '@solar/shared/contract/auth';
import { ProductDetailResponseSchema } from '@solar/shared/contract/products';
import { PublicSettingsResponseSchema } from '@solar/shared/contract/settings';
import { QuickCalcResponseSchema } from '@solar/shared/contract/calculator';
import { DEFAULT_CALCULATOR_SETTINGS, calculateFromDailyEnergy } from '@solar/shared/domain/calculator';
import { DEFAULT_RATES_PER_USD } from '@solar/shared/reference/catalog';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { createTestDatabase } from '../test/db.ts';
import type { Database } from '../db/client.ts';
import { compileResponseSerializer, responseJsonSchema } from './response-serializer.ts';
import { presentResult } from '../features/calculator/calculator.presenter.ts';

// docs/decisions/011-request-pipeline.md: answers are written by a serializer compiled from the contract,
// and it writes only what the contract names, in production (no zod check) as in tests.

const user = {
  _id: 'u1',
  name: 'منى',
  phone: '967777123456',
  email: 'mona@example.test',
  governorate: null,
  profileImageUrl: null,
  isVerified: true,
  phoneConfirmed: true,
  role: 'user' as const,
  createdAt: '2026-11-20T09:00:00.000Z',
};

describe('the compiled serializer', () => {
  it('drops fields the schema does not name, at every depth', () => {
    const write = compileResponseSerializer(UserResponseSchema);
    const parsed = UserResponseSchema.parse({ status: 'success', data: user });
    const row = { ...parsed.data, passwordHash: '$argon2id$v=19$secret', resetTokenHash: 'abc' };
    const body = JSON.parse(write({ status: 'success', data: row, debug: { sql: 'select *' } }));
    expect(body).toEqual(parsed);
    expect(JSON.stringify(body)).not.toMatch(/argon2|resetTokenHash|debug/);
  });

  it('drops unknown fields inside arrays, nullable objects and records keyed by an enum', () => {
    const schema = z.object({
      items: z.array(z.object({ id: z.string() })),
      owner: z.object({ name: z.string() }).nullable(),
      rates: z.record(z.enum(['USD', 'YER']), z.number()),
      note: z.string().nullable().optional(),
      branch: z.union([z.object({ kind: z.literal('a'), a: z.number() }), z.object({ kind: z.literal('b'), b: z.string() })]),
    });
    const write = compileResponseSerializer(schema);
    const written = JSON.parse(
      write({
        items: [{ id: '1', passwordHash: 'x' }],
        owner: { name: 'n', email: 'e@example.test' },
        rates: { USD: 1, YER: 535, EVIL: 3 },
        branch: { kind: 'b', b: 's', token: 't' },
      }),
    );
    expect(written).toEqual({ items: [{ id: '1' }], owner: { name: 'n' }, rates: { USD: 1, YER: 535 }, branch: { kind: 'b', b: 's' } });
    expect(JSON.parse(write({ items: [], owner: null, rates: { USD: 1, YER: 2 }, note: null, branch: { kind: 'a', a: 1 } }))).toEqual({
      items: [],
      owner: null,
      rates: { USD: 1, YER: 2 },
      note: null,
      branch: { kind: 'a', a: 1 },
    });
  });

  it('writes the value a handler gave, never the literal the schema expects in its place', () => {
    const write = compileResponseSerializer(z.object({ status: z.literal('success') }));
    expect(JSON.parse(write({ status: 'error' }))).toEqual({ status: 'error' });
  });

  it('writes a real answer exactly as zod would', () => {
    const result = calculateFromDailyEnergy({ dailyEnergyKwh: 5 }, DEFAULT_CALCULATOR_SETTINGS, DEFAULT_RATES_PER_USD);
    const answer = { status: 'success' as const, data: presentResult(result, 'en') };
    expect(JSON.parse(compileResponseSerializer(QuickCalcResponseSchema)(answer))).toEqual(JSON.parse(JSON.stringify(QuickCalcResponseSchema.encode(answer))));
  });

  it('refuses at start-up a response schema it could only write as "anything"', () => {
    expect(() => responseJsonSchema(z.object({ at: z.string().transform((s) => s.length) }))).toThrow(/Transforms cannot be represented/);
    expect(() => responseJsonSchema(z.object({ at: z.date() }))).toThrow();
  });

  it('writes nullable fields without a validator: X | null becomes one type list', () => {
    const json = JSON.stringify(responseJsonSchema(ProductDetailResponseSchema));
    expect(json).not.toContain('anyOf');
    expect(responseJsonSchema(PublicSettingsResponseSchema)).toMatchObject({
      properties: { data: { properties: { ratesPerUsd: { properties: { USD: { type: 'number' }, YER_SOUTH: { type: 'number' } } } } } },
    });
  });
});

describe('the app writing answers', () => {
  let database: Database;
  let dataDir: string;
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

  // The real app, with one extra route whose handler leaks a row: what production would send.
  async function appWith(checkResponses: boolean, answer: () => unknown) {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: path.join(dataDir, 'no-web'), MAX_EVENT_LOOP_DELAY_MS: '0', JOBS_POLL_MS: '0' });
    const app = await buildApp({ config, database, logger: false, checkResponses });
    app.get('/api/v1/test/leaky-user', { schema: { response: { 200: UserResponseSchema } } }, async () => answer() as never);
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'solar-serializer-'));
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['in production, without the zod check', false],
    ['with the zod check of development and tests', true],
  ])('never sends a password hash a handler returned by mistake (%s)', async (_name, check) => {
    const app = await appWith(check, () => ({ status: 'success', data: { ...user, passwordHash: '$argon2id$v=19$leak' } }));
    const res = await app.inject({ method: 'GET', url: '/api/v1/test/leaky-user' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('argon2');
    expect(res.json()).toEqual({ status: 'success', data: user });
  });

  it.each([
    ['in production', false],
    ['with the check', true],
  ])('answers 500 in the envelope when a required field is missing (%s)', async (_name, check) => {
    const { email: _email, ...withoutEmail } = user;
    const app = await appWith(check, () => ({ status: 'success', data: withoutEmail }));
    const res = await app.inject({ method: 'GET', url: '/api/v1/test/leaky-user', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ status: 'error', code: 'UNEXPECTED' });
  });

  it('with the check, a value of the wrong kind is a 500 rather than silently converted', async () => {
    const app = await appWith(true, () => ({ status: 'success', data: { ...user, isVerified: 'yes' } }));
    expect((await app.inject({ method: 'GET', url: '/api/v1/test/leaky-user' })).statusCode).toBe(500);
  });
});
