import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSetting, writeSetting } from '../features/settings/settings.repository.ts';
import { createTestDatabase } from '../test/db.ts';
import { buildAd, buildEngineer, buildJoinRequest, buildProduct, buildShop, buildUser } from '../test/factories.ts';
import type { Database } from './client.ts';
import { PHONE_MIGRATION_KEY, migrateStoredPhones } from './phone-migration.ts';
import { ads, engineers, joinRequests, shops } from './schema/directory.ts';
import { products } from './schema/products.ts';
import { users } from './schema/users.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const phoneOf = async (table: typeof users, id: string) => (await database.db.select({ phone: table.phone }).from(table).where(eq(table.id, id)))[0]?.phone;

describe('migrateStoredPhones', () => {
  it('rewrites the phones stored before the shared parser, once, and leaves colliding users alone', async () => {
    const db = database.db;
    // What the old sign-up form and the old normaliser stored.
    const doubled = await buildUser(db, { phone: '967967777123456' });
    const doubledSaudi = await buildUser(db, { phone: '967966551234567' });
    const landline = await buildUser(db, { phone: '01234567' });
    const canonical = await buildUser(db, { phone: '967733200300' });
    // Its number, rewritten, is `canonical`'s: two accounts are never merged by a start-up.
    const collides = await buildUser(db, { phone: '0733200300' });
    const admin = await buildUser(db, { phone: '000123456789012', role: 'admin' });

    const listings = await Promise.all(
      [
        { phone: '777123456', whatsappPhone: '+967 777 123 456' },
        { phone: '0777123456', whatsappPhone: '(+967) 777-123-456' },
        { phone: '٧٧٧١٢٣٤٥٦', whatsappPhone: '00966551234567' },
        { phone: '967777123456', whatsappPhone: null },
        { phone: 'call me', whatsappPhone: '967967777123456' },
      ].map((columns) => buildProduct(db, { userId: canonical.id, ...columns })),
    );
    const engineer = await buildEngineer(db, { phone: '+967 0777 123 456', whatsappPhone: '۷۷۷۱۲۳۴۵۶' });
    const shop = await buildShop(db, { phone: '02234781', whatsappPhone: '+967 733 200 300' });
    const ad = await buildAd(db, { phone: '777 555 444' });
    const request = await buildJoinRequest(db, { phoneNumber: '967 777 000 111' });
    await writeSetting(db, 'contact', { phone: '0777000111', email: 'help@example.test' });

    // Batches of two: every table spans several, so the keyset paging is exercised.
    const report = await migrateStoredPhones(db, () => {}, 2);

    expect(report).toMatchObject({ ran: true, unreadable: 2, collidingUserIds: [collides.id] });
    expect(await phoneOf(users, doubled.id)).toBe('967777123456');
    expect(await phoneOf(users, doubledSaudi.id)).toBe('966551234567');
    expect(await phoneOf(users, landline.id)).toBe('9671234567');
    expect(await phoneOf(users, canonical.id)).toBe('967733200300');
    expect(await phoneOf(users, collides.id)).toBe('0733200300');
    expect(await phoneOf(users, admin.id)).toBe('000123456789012');

    const listingPhones = await Promise.all(
      listings.map(async (p) => (await db.select({ phone: products.phone, whatsapp: products.whatsappPhone }).from(products).where(eq(products.id, p.id)))[0]),
    );
    expect(listingPhones).toEqual([
      { phone: '967777123456', whatsapp: '967777123456' },
      { phone: '967777123456', whatsapp: '967777123456' },
      { phone: '967777123456', whatsapp: '966551234567' },
      { phone: '967777123456', whatsapp: null },
      { phone: 'call me', whatsapp: '967777123456' },
    ]);
    expect((await db.select().from(engineers).where(eq(engineers.id, engineer.id)))[0]).toMatchObject({ phone: '967777123456', whatsappPhone: '967777123456' });
    expect((await db.select().from(shops).where(eq(shops.id, shop.id)))[0]).toMatchObject({ phone: '9672234781', whatsappPhone: '967733200300' });
    expect((await db.select().from(ads).where(eq(ads.id, ad.id)))[0]?.phone).toBe('967777555444');
    expect((await db.select().from(joinRequests).where(eq(joinRequests.id, request.id)))[0]?.phoneNumber).toBe('967777000111');
    expect(await readSetting(db, 'contact')).toEqual({ phone: '+967 777 000 111', email: 'help@example.test' });
    expect(report.rewritten).toBe(17);

    // Done once: the next start-up does not scan again, even with a wrong form written since.
    expect(await readSetting(db, PHONE_MIGRATION_KEY)).toMatchObject({ version: 1, collidingUserIds: [collides.id] });
    const later = await buildProduct(db, { phone: '777123456' });
    expect(await migrateStoredPhones(db)).toEqual({ ran: false, rewritten: 0, unreadable: 0, collidingUserIds: [] });
    expect((await db.select({ phone: products.phone }).from(products).where(eq(products.id, later.id)))[0]?.phone).toBe('777123456');
  });

  it('changes nothing when run again without its marker: the stored form reads back as itself', async () => {
    const db = database.db;
    await db.delete(products).where(eq(products.phone, '777123456'));
    await writeSetting(db, PHONE_MIGRATION_KEY, { version: 0 });
    const report = await migrateStoredPhones(db, () => {}, 3);
    expect(report).toMatchObject({ ran: true, rewritten: 0, collidingUserIds: [expect.any(String)] });
  });
});
