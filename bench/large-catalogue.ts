// Generates a large public catalogue inside the database (INSERT … SELECT over generate_series), so a
// benchmark of 100,000 products takes seconds to prepare instead of 100,000 round trips.
import { sql } from 'drizzle-orm';
import { productSearchText } from '../packages/shared/src/domain/arabic-search.ts';
import { GOVERNORATES } from '../packages/shared/src/reference/locations.ts';
import { DEFAULT_RATES_PER_USD, type ProductType } from '../packages/shared/src/reference/catalog.ts';
import { queryRows, withTransaction, type Db } from '../apps/api/src/db/client.ts';

const TEMPLATES: { type: ProductType; name: string; brand: string; usd: number }[] = [
  { type: 'Panel', name: 'لوح شمسي أحادي البلورة', brand: 'JinkoSolar', usd: 95 },
  { type: 'Panel', name: 'Mono PERC solar panel', brand: 'LONGi Solar', usd: 90 },
  { type: 'Battery', name: 'بطارية جل دورة عميقة', brand: 'Narada', usd: 180 },
  { type: 'Battery', name: 'Lithium battery pack 48V', brand: 'Pylontech', usd: 850 },
  { type: 'Charging Devices', name: 'انفرتر هجين مع منظم', brand: 'Growatt', usd: 520 },
  { type: 'Charging Devices', name: 'MPPT charge controller', brand: 'Victron Energy', usd: 160 },
  { type: 'Panel bases', name: 'قاعدة ألواح حديد مجلفن', brand: 'Local', usd: 60 },
  { type: 'Integrated System', name: 'منظومة طاقة شمسية متكاملة', brand: 'Huawei', usd: 2100 },
  { type: 'Accessory', name: 'Solar PV cable 6mm', brand: 'Generic', usd: 40 },
  { type: 'Others', name: 'مضخة مياه بالطاقة الشمسية', brand: 'Lorentz', usd: 900 },
];
const CURRENCIES = ['YER', 'USD', 'SAR', 'YER_SOUTH'] as const;
const CONDITIONS = ['New', 'New', 'Used', 'Needs Repair'] as const;

/** Adds `count` approved products (one picture each, from an existing upload) owned by one bench user. */
export async function generateCatalogue(db: Db, count: number): Promise<number> {
  const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  if (Number(existing?.n) >= count) return Number(existing?.n);
  const places = GOVERNORATES.flatMap((g) => g.cities.slice(0, 3).map((c) => [g.id, c.id] as const));
  const [seller] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (name, phone, email, password_hash, is_verified) values ('Bench seller', '967700000000', 'bench@example.test', 'x', true)
        on conflict do nothing returning id`,
  );
  const sellerId = seller?.id ?? (await queryRows<{ id: string }>(db, sql`select id from users where email = 'bench@example.test'`))[0]!.id;
  const [upload] = await queryRows<{ id: string }>(db, sql`select id from uploads order by created_at limit 1`);

  const templates = JSON.stringify(TEMPLATES.map((t) => ({ ...t, search: productSearchText({ name: t.name, brand: t.brand, type: t.type }) })));
  const placeList = JSON.stringify(places);
  const rates = JSON.stringify(DEFAULT_RATES_PER_USD);
  // One statement for the whole catalogue: longer than the app's 10 s statement limit allows.
  await withTransaction(db, async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
      with t as (select value as v, ordinality - 1 as i from jsonb_array_elements(${templates}::jsonb) with ordinality),
           p as (select value as v, ordinality - 1 as i from jsonb_array_elements(${placeList}::jsonb) with ordinality),
           g as (select n from generate_series(1, ${count}) as n)
      insert into products (user_id, name, type, condition, brand, price, currency, price_usd, description, governorate, city, phone,
                            whatsapp_phone, status, admin_reviewed, posted_at, expires_at, featured, search_text, created_at)
      select ${sellerId}::uuid,
             (t.v->>'name') || ' ' || (300 + n % 400),
             t.v->>'type',
             (${JSON.stringify(CONDITIONS)}::jsonb)->>(n % 4),
             t.v->>'brand',
             round(((t.v->>'usd')::numeric * (0.8 + (n % 40) / 100.0)) * ((${rates}::jsonb)->>((${JSON.stringify(CURRENCIES)}::jsonb)->>(n % 4)))::numeric, 2),
             (${JSON.stringify(CURRENCIES)}::jsonb)->>(n % 4),
             round((t.v->>'usd')::numeric * (0.8 + (n % 40) / 100.0), 4),
             'generated listing for the benchmark',
             p.v->>0, p.v->>1, '777000000', '+967777000000', 'approved', true,
             now() - (n % 50) * interval '1 day', now() + interval '30 days', n % 97 = 0,
             (t.v->>'search') || ' ' || (300 + n % 400),
             now() - (n % 50) * interval '1 day' - (n % 1440) * interval '1 minute'
      from g
      join t on t.i = n % ${TEMPLATES.length}
      join p on p.i = n % ${places.length}`);
    if (upload) {
      await tx.execute(sql`
        insert into product_images (product_id, upload_id, position)
        select id, ${upload.id}::uuid, 0 from products p
        where not exists (select 1 from product_images pi where pi.product_id = p.id)`);
    }
  });
  await db.execute(sql`analyze`);
  const [after] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  return Number(after?.n);
}
