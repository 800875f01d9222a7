import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { testApi } from '../test/api-client.ts';
import { buildProduct, buildUser, TEST_PASSWORD } from '../test/factories.ts';

let ctx: TestContext;
const { call } = testApi(() => ctx);
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** docs/decisions/017-operating-the-service.md: public answers cached a minute; asking again costs a 304. */
describe('caching of API answers', () => {
  it('lets any cache keep a public list a minute, and answers an unchanged list with 304 and no body, compressed or not', async () => {
    await buildProduct(ctx.database.db);
    const first = await call('GET', '/marketplace/browse-products', { headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(first.headers.vary).toContain('Accept-Language');
    expect(first.headers.vary).toContain('Authorization');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);

    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await call('GET', '/marketplace/browse-products', { headers: { 'if-none-match': etag, 'accept-encoding': encoding } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }

    // A new public listing changes the list, so the old tag no longer matches. Made here behind the API's
    // back, it is announced as an approval announces it (selling.test.ts: the page kept for visitors).
    await buildProduct(ctx.database.db, { name: 'لوح جديد ٦٠٠ واط' });
    ctx.app.sharedState.announce('catalogue');
    const changed = await call('GET', '/marketplace/browse-products', { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.some((p: { name: string }) => p.name === 'لوح جديد ٦٠٠ واط')).toBe(true);
  });

  it('keeps a signed-in caller copy private, and never tags or stores account answers', async () => {
    const product = await buildProduct(ctx.database.db);
    const user = await buildUser(ctx.database.db);
    const { token } = (await call('POST', '/auth/login', { body: { identifier: user.email, password: TEST_PASSWORD } })).json().data;

    const anonymous = await call('GET', `/marketplace/getOneProduct/${product.id}`);
    expect(anonymous.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const signedIn = await call('GET', `/marketplace/getOneProduct/${product.id}`, { token });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');

    const profile = await call('GET', '/auth/profile', { token });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    expect(profile.headers.etag).toBeUndefined();
  });

  it('tags nothing that failed, and a stale or malformed If-None-Match gets the full answer', async () => {
    const missing = await call('GET', '/marketplace/getOneProduct/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    for (const tag of ['W/"old"', '"', 'garbage, ,', '']) {
      const res = await call('GET', '/settings/public', { headers: { 'if-none-match': tag } });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('success');
    }
  });
});
