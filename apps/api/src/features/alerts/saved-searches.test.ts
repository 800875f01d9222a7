import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SavedSearchListResponseSchema, SavedSearchResponseSchema, type SavedSearchFilters } from '@solar/shared/contract/saved-searches';
import { backfillSavedSearchKeys, SAVED_SEARCH_KEYS_KEY } from '../../db/saved-search-keys.ts';
import { savedSearches } from '../../db/schema/alerts.ts';
import { testApi } from '../../test/api-client.ts';
import { buildTestApp, testClock, type TestContext } from '../../test/build-app.ts';
import { buildProduct, buildUser } from '../../test/factories.ts';
import { unsubscribeToken } from './alert-links.ts';

// docs/decisions/023-saved-searches-and-alerts.md: My searches through the real API, on PGlite (and
// PostgreSQL with DATABASE_URL).
const clock = testClock(new Date('2026-11-20T09:00:00Z'));
let ctx: TestContext;
const { call, signedIn, tokenOf } = testApi(() => ctx);

beforeAll(async () => {
  ctx = await buildTestApp({}, { clock: clock.now });
});
afterAll(() => ctx.close());


const panelsInAden = { category: 'solar', governorate: 'aden', maxPrice: 200, currency: 'USD' };
// Numbers are written as the app writes them in each language (Intl, as apps/web/src/lib/format.ts does).
const panelsName = `ألواح شمسية في عدن حتى ${new Intl.NumberFormat('ar').format(200)}\u00a0$`;

describe('saving a search', () => {
  it('is named from its filters in the caller language, defaults to a daily SMS, and lists with its count of new listings', async () => {
    const { token } = await signedIn();
    const ar = await call('POST', '/saved-searches', { token, lang: 'ar', body: { filters: panelsInAden } });
    expect(ar.statusCode, ar.body).toBe(201);
    const saved = SavedSearchResponseSchema.parse(ar.json()).data;
    expect(saved).toMatchObject({ name: panelsName, frequency: 'daily', channel: 'sms', newCount: 0, filters: panelsInAden });

    clock.advance(1000);
    const en = await call('POST', '/saved-searches', { token, lang: 'en', body: { filters: { search_keyword: 'Deye', governorate: 'taiz', minPrice: 1000, maxPrice: 5000 } } });
    expect(en.json().data.name).toBe("Products «Deye» in Taiz between YER 1,000 (Sana'a) and YER 5,000 (Sana'a)");
    // A price range without a currency is in riyals, as the product list reads it.
    expect(en.json().data.filters.currency).toBe('YER');

    // A listing made public after the save counts as new for the first search only.
    await buildProduct(ctx.database.db, { type: 'Panel', governorate: 'aden', city: 'crater', price: 150, currency: 'USD', postedAt: new Date(clock.now().getTime() + 1000) });
    // …and one that became public before the save does not.
    await buildProduct(ctx.database.db, { type: 'Panel', governorate: 'aden', city: 'crater', price: 150, currency: 'USD', postedAt: new Date(clock.now().getTime() - 5000) });
    clock.advance(60_000);
    const list = SavedSearchListResponseSchema.parse((await call('GET', '/saved-searches', { token })).json()).data;
    expect(list.searches.map((s) => [s.name, s.newCount])).toEqual([
      [panelsName, 1],
      ["Products «Deye» in Taiz between YER 1,000 (Sana'a) and YER 5,000 (Sana'a)", 0],
    ]);
    expect(list).toMatchObject({ limit: 20, favourites: { frequency: 'daily', channel: 'sms' }, alertsStopped: false });

    // Running it from My searches starts the count again.
    const seen = await call('POST', `/saved-searches/${saved._id}/seen`, { token });
    expect(seen.json().data.newCount).toBe(0);
  });

  it('refuses bad input in the caller language and saves nothing', async () => {
    const { token } = await signedIn();
    const cases = [
      { body: { filters: {} }, field: 'filters', message: 'Choose search words or at least one filter before saving' },
      { body: { filters: { governorate: 'aden', city: 'taiz-city' } }, field: 'filters.city', message: 'The city is not in the chosen governorate' },
      { body: { filters: { category: 'solar', sort: 'newest' } }, field: 'filters.sort', message: 'Unknown field' },
      { body: { filters: { category: 'solar' }, frequency: 'hourly' }, field: 'frequency', message: 'Invalid choice' },
      { body: { filters: { category: 'solar' }, name: '   ' }, field: 'name', message: 'Give the search a name' },
    ];
    for (const { body, field, message } of cases) {
      const res = await call('POST', '/saved-searches', { token, lang: 'en', body });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors?.[field] ?? res.json().message).toBe(message);
    }
    const ar = await call('POST', '/saved-searches', { token, lang: 'ar', body: { filters: {} } });
    expect(JSON.stringify(ar.json())).toContain('اختر كلمة بحث أو فلترًا واحدًا على الأقل');
    expect((await call('GET', '/saved-searches', { token })).json().data.searches).toEqual([]);
  });

  it('holds at most 20 per account, even for parallel saves', async () => {
    const { token } = await signedIn();
    const results = await Promise.all(
      Array.from({ length: 26 }, (_, i) => call('POST', '/saved-searches', { token, lang: 'en', body: { filters: { search_keyword: `inverter ${i}` } } })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(20);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(Array.from({ length: 6 }, () => [409, 'SAVED_SEARCH_LIMIT']));
    expect(refused[0]!.json().message).toBe('You can keep at most 20 saved searches. Delete an old one first.');
    expect((await call('GET', '/saved-searches', { token })).json().data.searches).toHaveLength(20);
  });
});

describe('the same search twice', () => {
  it('is refused with the search that has those filters, in the caller language, however the words are typed', async () => {
    const { token } = await signedIn();
    const first = await call('POST', '/saved-searches', { token, lang: 'en', body: { filters: { search_keyword: 'Deye inverter', brand: 'longi', governorate: 'aden' }, name: 'My inverters' } });
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().data._id as string;

    // The list reads these the same: case, spacing, the maker's other spelling, an undefined filter.
    const again = { search_keyword: '  deye   INVERTER ', brand: 'LONGi Solar', governorate: 'aden' };
    const en = await call('POST', '/saved-searches', { token, lang: 'en', body: { filters: again, frequency: 'instant' } });
    expect(en.statusCode, en.body).toBe(409);
    expect(en.json()).toEqual({ status: 'error', code: 'SAVED_SEARCH_EXISTS', message: 'You already saved this search.', existing: { _id: id, name: 'My inverters' } });
    const ar = await call('POST', '/saved-searches', { token, lang: 'ar', body: { filters: again } });
    expect(ar.json()).toMatchObject({ code: 'SAVED_SEARCH_EXISTS', message: 'سبق أن حفظت هذا البحث.', existing: { _id: id } });

    // Arabic words fold as the list folds them: hamza forms, tashkeel and tatweel.
    const arabic = (await call('POST', '/saved-searches', { token, body: { filters: { search_keyword: 'إنفرتر' } } })).json().data._id as string;
    const folded = await call('POST', '/saved-searches', { token, body: { filters: { search_keyword: 'انفــرتَر' } } });
    expect([folded.statusCode, folded.json().existing?._id]).toEqual([409, arabic]);

    // Other filters are another search: another currency, one more filter; and another account may save these.
    for (const filters of [{ ...again, maxPrice: 500, currency: 'USD' }, { ...again, maxPrice: 500 }, { ...again, condition: 'New' }]) {
      const res = await call('POST', '/saved-searches', { token, body: { filters } });
      expect(res.statusCode, JSON.stringify(filters)).toBe(201);
    }
    expect((await call('POST', '/saved-searches', { token: (await signedIn()).token, body: { filters: again } })).statusCode).toBe(201);

    const list = (await call('GET', '/saved-searches', { token })).json().data.searches as { _id: string; frequency: string }[];
    expect(list).toHaveLength(5);
    // The refused save changed nothing of the one that exists.
    expect(list.find((s) => s._id === id)?.frequency).toBe('daily');
  });

  it('says "you have it" rather than "delete one" when the account is full', async () => {
    const { token } = await signedIn();
    for (let i = 0; i < 20; i += 1) await call('POST', '/saved-searches', { token, body: { filters: { search_keyword: `panel ${i}` } } });
    const res = await call('POST', '/saved-searches', { token, lang: 'en', body: { filters: { search_keyword: 'PANEL 7' } } });
    expect([res.statusCode, res.json().code]).toEqual([409, 'SAVED_SEARCH_EXISTS']);
  });

  it('saves one search when the same filters arrive in parallel', async () => {
    const { token } = await signedIn();
    const body = { filters: { category: 'batteries', governorate: 'sanaa', maxPrice: 900, currency: 'USD' } };
    const results = await Promise.all(Array.from({ length: 8 }, () => call('POST', '/saved-searches', { token, lang: 'en', body })));
    const created = results.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    const id = created[0]!.json().data._id as string;
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().code, r.json().existing?._id])).toEqual(Array.from({ length: 7 }, () => [409, 'SAVED_SEARCH_EXISTS', id]));
    expect((await call('GET', '/saved-searches', { token })).json().data.searches.map((s: { _id: string }) => s._id)).toEqual([id]);
  });

  it('is one row per account and filters in the database itself, whoever writes', async () => {
    const user = await buildUser(ctx.database.db);
    const values = { userId: user.id, name: 'x', filters: { category: 'solar' } as SavedSearchFilters, filtersKey: 'same', matchedUntil: clock.now(), seenAt: clock.now() };
    await ctx.database.db.insert(savedSearches).values(values);
    await expect(ctx.database.db.insert(savedSearches).values(values)).rejects.toThrow();
  });
});

describe('searches saved before the filters had a key', () => {
  it('get their key at start-up; a copy of an older one keeps none, stays, and a new save of those filters is refused', async () => {
    const db = ctx.database.db;
    const user = await buildUser(db);
    const token = await tokenOf(user.email);
    // Stored as the API stored them before: normalised filters, no key.
    const old = (filters: Partial<SavedSearchFilters>, name: string) => ({ userId: user.id, name, filters: filters as SavedSearchFilters, matchedUntil: clock.now(), seenAt: clock.now() });
    const rows = await db
      .insert(savedSearches)
      .values([old({ brand: 'Felicity' }, 'first'), old({ brand: 'felicity ' }, 'copy'), old({ category: 'solar' }, 'panels')])
      .returning({ id: savedSearches.id, name: savedSearches.name });
    await db.execute(sql`delete from settings where key = ${SAVED_SEARCH_KEYS_KEY}`);

    const result = await backfillSavedSearchKeys(db);
    expect(result).toMatchObject({ repeats: 1 });
    const keys = await db.select({ name: savedSearches.name, key: savedSearches.filtersKey }).from(savedSearches).where(eq(savedSearches.userId, user.id));
    expect(keys.filter((k) => k.key === null)).toHaveLength(1);
    expect(keys).toHaveLength(3);
    // Done once: a second start does nothing.
    expect(await backfillSavedSearchKeys(db)).toBeNull();

    const keyed = keys.find((k) => k.key !== null && k.name !== 'panels')!.name;
    const again = await call('POST', '/saved-searches', { token, lang: 'en', body: { filters: { brand: 'FELICITY' } } });
    expect([again.statusCode, again.json().existing?._id]).toEqual([409, rows.find((r) => r.name === keyed)!.id]);
    expect((await call('POST', '/saved-searches', { token, body: { filters: { category: 'solar' } } })).statusCode).toBe(409);
  });
});

describe('where alerts go', () => {
  it('names the account’s own phone and e-mail, masked', async () => {
    const { token } = await signedIn({ phone: '967777123456', email: 'buyer.one@example.test' });
    const list = (await call('GET', '/saved-searches', { token })).json().data;
    expect(list.destinations).toEqual({ sms: '+967 ••• ••• 456', email: 'b•••@example.test' });
  });
});

describe('changing and deleting', () => {
  it('renames, changes frequency and channel, deletes; another user gets 404 for each and changes nothing', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const id = (await call('POST', '/saved-searches', { token: owner.token, body: { filters: { category: 'batteries' } } })).json().data._id as string;

    for (const [method, url, body] of [
      ['PATCH', `/saved-searches/${id}`, { name: 'Stolen' }],
      ['DELETE', `/saved-searches/${id}`, undefined],
      ['POST', `/saved-searches/${id}/seen`, undefined],
    ] as const) {
      const res = await call(method, url, { token: other.token, lang: 'en', body });
      expect(`${method} ${res.statusCode}`).toBe(`${method} 404`);
    }
    expect((await call('GET', '/saved-searches', { token: other.token })).json().data.searches).toEqual([]);

    const renamed = await call('PATCH', `/saved-searches/${id}`, { token: owner.token, body: { name: 'بطاريات ليثيوم', frequency: 'instant', channel: 'email' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'بطاريات ليثيوم', frequency: 'instant', channel: 'email' });
    expect((await call('PATCH', `/saved-searches/${id}`, { token: owner.token, body: {} })).statusCode).toBe(422);

    expect((await call('DELETE', `/saved-searches/${id}`, { token: owner.token })).statusCode).toBe(200);
    expect((await call('GET', '/saved-searches', { token: owner.token })).json().data.searches).toEqual([]);
    expect((await call('DELETE', `/saved-searches/${id}`, { token: owner.token })).statusCode).toBe(404);
  });

  it('asks for a session', async () => {
    expect((await call('GET', '/saved-searches')).statusCode).toBe(401);
    expect((await call('POST', '/saved-searches', { body: { filters: { category: 'solar' } } })).statusCode).toBe(401);
  });
});

describe('an unsubscribe link', () => {
  it('works signed out, turns off only its own search, and a forged or altered link does nothing', async () => {
    const { token } = await signedIn();
    const mine = (await call('POST', '/saved-searches', { token, lang: 'en', body: { filters: { category: 'solar' } } })).json().data._id as string;
    clock.advance(1000);
    const other = (await call('POST', '/saved-searches', { token, lang: 'en', body: { filters: { category: 'batteries' } } })).json().data._id as string;
    const link = unsubscribeToken(ctx.app.config.unsubscribeSecret, { kind: 'search', id: mine });

    const shown = await call('GET', `/alerts/unsubscribe/${link}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toEqual({ kind: 'search', name: 'Solar panels', frequency: 'daily' });

    const stopped = await call('POST', `/alerts/unsubscribe/${link}`);
    expect(stopped.json().data).toEqual({ kind: 'search', name: 'Solar panels', frequency: 'off' });
    const list = (await call('GET', '/saved-searches', { token })).json().data.searches as { _id: string; frequency: string }[];
    expect(list.map((s) => [s._id, s.frequency])).toEqual([
      [mine, 'off'],
      [other, 'daily'],
    ]);

    // The other search's id under this link's signature, and a link signed with another secret.
    const signature = link.slice(23);
    const swapped = `${unsubscribeToken(ctx.app.config.unsubscribeSecret, { kind: 'search', id: other }).slice(0, 23)}${signature}`;
    const forged = unsubscribeToken('another-secret-that-is-long-enough-0123456789', { kind: 'search', id: other });
    for (const bad of [swapped, forged]) {
      const res = await call('POST', `/alerts/unsubscribe/${bad}`, { lang: 'en' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID', message: 'This unsubscribe link is not valid' });
    }
    expect((await call('GET', '/saved-searches', { token })).json().data.searches[1].frequency).toBe('daily');
  });
});

describe('the short listing link', () => {
  it('redirects to the product page on the same origin, and anything else is a 404', async () => {
    const { shortProductCode } = await import('./alert-links.ts');
    const product = await buildProduct(ctx.database.db);
    const res = await ctx.app.inject({ method: 'GET', url: `/p/${shortProductCode(product.id)}` });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/product/${product.id}`);
    expect((await ctx.app.inject({ method: 'GET', url: '/p/not-a-code' })).statusCode).toBe(404);
  });
});
