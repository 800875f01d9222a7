// The wanted pages as a link preview fetches them (no JavaScript): rendered on the server with Open Graph
// tags, never the buyer's phone, a missing or pending request a 404; the sitemap lists the open ones.
// Pages are rendered from the web app's sources (test/web-from-sources.ts).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buildUser } from '../../test/factories.ts';
import { testAppRenderingPages } from '../../test/web-from-sources.ts';

const ORIGIN = 'https://solar.example';
const WHATSAPP = { 'user-agent': 'WhatsApp/2.24.6.77 A' };
const ctx = testAppRenderingPages({ PUBLIC_URL: ORIGIN });

const tagsOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[\w:]+)" content="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')]));

async function request(status: 'approved' | 'pending') {
  const buyer = await buildUser(ctx.database.db);
  const [row] = await queryRows<{ id: string }>(ctx.database.db, sql`
    insert into wanted_requests (user_id, title, items, types, governorate, city, budget, currency, open_days, status, posted_at, expires_at)
    values (${buyer.id}::uuid, 'منظومة لثلاجة وأربع لمبات', '[{"type":"Battery","quantity":2,"kwh":5}]'::jsonb, array['Battery'], 'taiz', 'taiz-city', 1500, 'SAR', 7, ${status},
            now(), now() + interval '7 days') returning id`);
  return { id: row!.id, phone: buyer.phone };
}

describe('wanted pages for link previews', () => {
  it('a request\'s page is rendered with its title, place and budget in the card, in Arabic and English, without the buyer\'s phone', async () => {
    const { id, phone } = await request('approved');
    const ar = await ctx.app.inject({ method: 'GET', url: `/wanted/${id}`, headers: WHATSAPP });
    expect(ar.statusCode).toBe(200);
    const tags = tagsOf(ar.body);
    expect(tags['og:title']).toBe('مطلوب: منظومة لثلاجة وأربع لمبات');
    expect(tags['og:description']).toContain('تعز');
    expect(tags['og:image']).toBe(`${ORIGIN}/og/site/ar.png`);
    expect(ar.body).toContain('<h1');
    expect(ar.body).toContain('منظومة لثلاجة وأربع لمبات');
    expect(ar.body).not.toContain(phone.slice(3));
    const en = await ctx.app.inject({ method: 'GET', url: `/wanted/${id}?lang=en`, headers: WHATSAPP });
    expect(tagsOf(en.body)['og:description']).toMatch(/Taiz/);
    expect(en.body).toContain('2 × Batteries');
  });

  it('the list is rendered with its card; a pending request is a 404; the sitemap lists the list and open requests only', async () => {
    const open = (await request('approved')).id;
    const pending = (await request('pending')).id;
    const list = await ctx.app.inject({ method: 'GET', url: '/wanted?governorate=taiz', headers: WHATSAPP });
    expect(list.statusCode).toBe(200);
    expect(tagsOf(list.body)['og:title']).toBe('مطلوب: ما يحتاجه المشترون');
    expect(list.body).toContain(`/wanted/${open}`);
    expect((await ctx.app.inject({ method: 'GET', url: `/wanted/${pending}`, headers: WHATSAPP })).statusCode).toBe(404);
    const sitemap = (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/wanted</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/wanted/${open}</loc>`);
    expect(sitemap).not.toContain(pending);
  });
});
