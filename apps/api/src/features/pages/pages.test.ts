import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { buildEngineer, buildProduct, buildShop, buildUser } from '../../test/factories.ts';
import { registerPageRoutes } from './pages.routes.ts';

let ctx: TestContext;
const ids: Record<string, string> = {};
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://solar.example' });
  const db = ctx.database.db;
  const store = ctx.app.imageStore;
  const suspended = await buildUser(db, { isSuspended: true });
  ids.pictured = (await buildProduct(db, { name: 'لوح بصورة', imageCount: 1, store })).id;
  ids.plain = (await buildProduct(db, { name: 'لوح بلا صورة' })).id;
  ids.pending = (await buildProduct(db, { status: 'pending' })).id;
  ids.expired = (await buildProduct(db, { expiresAt: new Date(Date.now() - DAY) })).id;
  ids.ofSuspended = (await buildProduct(db, { userId: suspended.id })).id;
  ids.engineer = (await buildEngineer(db)).id;
  ids.shop = (await buildShop(db)).id;
}, 60_000);
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in, keeps them out of the API and private screens, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Sitemap: https://solar.example/sitemap.xml');
  });

  it('lists the home page, the price index, the site\'s own pages and every public listing, engineer and shop, with both languages, and nothing else', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      [
        'https://solar.example/',
        'https://solar.example/prices',
        'https://solar.example/about',
        'https://solar.example/terms',
        'https://solar.example/privacy',
        'https://solar.example/safety',
        'https://solar.example/contact',
        'https://solar.example/wanted',
        `https://solar.example/product/${ids.pictured}`,
        `https://solar.example/product/${ids.plain}`,
        `https://solar.example/engineer/${ids.engineer}`,
        `https://solar.example/shop/${ids.shop}`,
      ].sort(),
    );
    expect(res.body).toContain(`hreflang="en" href="https://solar.example/product/${ids.plain}?lang=en"`);
    expect(res.body).toContain('<url><loc>https://solar.example/privacy</loc><xhtml:link rel="alternate" hreflang="ar" href="https://solar.example/privacy"/><xhtml:link rel="alternate" hreflang="en" href="https://solar.example/privacy?lang=en"/></url>');
  });

  it('becomes an index of files once there are more URLs than a file may hold, each file listing its share', async () => {
    const small = Fastify();
    small.decorate('database', ctx.database);
    small.decorate('now', () => new Date());
    await registerPageRoutes(small, { publicUrl: 'https://solar.example', dataDir: ctx.dataDir, store: ctx.app.imageStore, sitemapFileSize: 1 });
    const index = await small.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex');
    expect([...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://solar.example/sitemaps/products-1.xml',
      'https://solar.example/sitemaps/products-2.xml',
      'https://solar.example/sitemaps/engineers-1.xml',
      'https://solar.example/sitemaps/shops-1.xml',
    ]);
    const pages = await Promise.all([1, 2].map(async (n) => (await small.inject({ method: 'GET', url: `/sitemaps/products-${n}.xml` })).body));
    const listed = pages.flatMap((body) => [...body.matchAll(/<loc>https:\/\/solar\.example\/product\/([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(listed.sort()).toEqual([ids.pictured, ids.plain].sort());
    expect((await small.inject({ method: 'GET', url: '/sitemaps/products-3.xml' })).statusCode).toBe(404);
    expect((await small.inject({ method: 'GET', url: '/sitemaps/users-1.xml' })).statusCode).toBe(404);
    await small.close();
  });
});

describe('Open Graph pictures', () => {
  it('crops a public listing\'s first picture to a 1200×630 JPEG', async () => {
    const res = await get(`/og/product/${ids.pictured}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('gives the branded picture to a listing, engineer or shop with none', async () => {
    for (const url of [`/og/product/${ids.plain}.jpg`, `/og/engineer/${ids.engineer}.jpg`, `/og/shop/${ids.shop}.jpg`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
    }
  });

  it('has no picture for a listing that is not public, nor for a malformed address', async () => {
    for (const url of [`/og/product/${ids.pending}.jpg`, `/og/product/${ids.expired}.jpg`, `/og/product/${ids.ofSuspended}.jpg`, '/og/product/nope.jpg', `/og/user/${ids.plain}.jpg`, `/og/product/${ids.plain}.png`]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
