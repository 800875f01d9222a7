// The server as `npm run bench` runs it: the real app plus the two ceiling routes, on the port given,
// with the demo data and, when BENCH_PRODUCTS is set, a generated catalogue of that many products.
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { prepareDatabase } from '../apps/api/src/boot.ts';
import { PRODUCT_TYPES } from '@solar/shared/reference/catalog';
import { GOVERNORATES } from '@solar/shared/reference/locations';
import { isEmpty } from '../apps/api/src/db/client.ts';
import { createDiskImageStore } from '../apps/api/src/lib/image-store.ts';
import { seedDemoData } from '../apps/api/src/seed/seed.ts';
import { fillCatalogue } from '../apps/api/src/seed/catalogue-generator.ts';
import { sql } from 'drizzle-orm';
import { queryRows, vacuum, withTransaction, type Db } from '../apps/api/src/db/client.ts';
import { recomputePriceIndexes } from '../apps/api/src/features/prices/prices.repository.ts';

/**
 * A year of the price history behind the index (issue #45): the generated listings span two months, so
 * each also had five earlier lives of 58 days, 60 days apart, at prices 3 % lower per step back. Added
 * once (a kept PostgreSQL database has them), then the weekly indexes are computed as the job does,
 * without the request's statement time limit.
 */
async function addYearOfPriceHistory(db: Db) {
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    const [old] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from price_history where recorded_at < now() - interval '120 days'`);
    // A database that has its year already (a second start on the same data) keeps its indexes: the
    // server's start runs the price-index job, which brings them up to date.
    if (old?.n) return { added: false, earlier: old.n };
    await tx.execute(sql`
      insert into price_history (product_id, type, condition, spec_kind, power_w, usable_kwh, nominal_kwh, chemistry, inverter_kind, price, currency, price_usd, governorate, is_public, expires_at, recorded_at)
      select gen_random_uuid(), h.type, h.condition, h.spec_kind, h.power_w, h.usable_kwh, h.nominal_kwh, h.chemistry, h.inverter_kind,
        round(h.price * (1 - 0.03 * k), 2), h.currency, round(h.price_usd * (1 - 0.03 * k), 4), h.governorate, true,
        h.recorded_at - k * interval '60 days' + interval '58 days', h.recorded_at - k * interval '60 days'
      from price_history h cross join generate_series(1, 5) as k
      where h.is_public`);
    await recomputePriceIndexes(tx, new Date());
    const [rows] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from price_history where recorded_at < now() - interval '120 days'`);
    return { added: true, earlier: rows?.n ?? 0 };
  });
}

const config = loadConfig();
const database = await prepareDatabase(config, (m) => process.stdout.write(`${m}\n`));
// prepareDatabase seeds only the embedded database; the benchmark wants the same data on PostgreSQL.
if (database.kind === 'postgres' && (await isEmpty(database.db))) {
  await seedDemoData(database.db, createDiskImageStore(path.join(config.dataDir, 'uploads')));
}
const wanted = Number(process.env.BENCH_PRODUCTS ?? 0);
if (wanted > 0) {
  const store = createDiskImageStore(path.join(config.dataDir, 'uploads'));
  const onProgress = (done: number, count: number) => (done % 100_000 === 0 || done === count) && process.stdout.write(`catalogue: ${done} of ${count} added\n`);
  process.stdout.write(`catalogue: ${await fillCatalogue(database.db, wanted, { store, onProgress })} products\n`);
  const history = await addYearOfPriceHistory(database.db);
  process.stdout.write(`catalogue: ${history.earlier} earlier listings in the price history${history.added ? ', indexes computed' : ''}\n`);
  // As the catalogue generator does for the listings: the new history's pages marked all-visible, so the
  // embedded database's clean-up (which vacuums it) finds nothing left to do when the measures start.
  if (history.added) await vacuum(database.db, { tables: ['price_history'], analyze: true });
}
// Wanted requests (issue #44) for the open-requests row: BENCH_WANTED of them, by the catalogue's sellers,
// mostly open (approved, expiring in the coming weeks), the rest pending, closed or expired, across every
// governorate and type; one statement, so PGlite and PostgreSQL fill them alike.
const wantedRequests = Number(process.env.BENCH_WANTED ?? 0);
if (wantedRequests > 0) {
  const [{ n: have } = { n: 0 }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from wanted_requests`);
  const missing = wantedRequests - have;
  if (missing > 0) {
    const governorates = GOVERNORATES.map((g) => g.id);
    await database.db.execute(sql`
      with sellers as (select id, row_number() over (order by id) as k from users where role = 'user'),
           counted as (select count(*) as n from sellers),
           series as (select g, (array[${sql.join(PRODUCT_TYPES.map((t) => sql`${t}`), sql`, `)}])[1 + g % ${PRODUCT_TYPES.length}] as type,
                             (array[${sql.join(governorates.map((g) => sql`${g}`), sql`, `)}])[1 + (g * 7) % ${governorates.length}] as governorate
                      from generate_series(1, ${missing}) g)
      insert into wanted_requests (user_id, title, items, types, governorate, city, budget, currency, open_days, status, posted_at, expires_at, created_at, updated_at)
      select s.id, 'طلب ' || series.g, jsonb_build_array(jsonb_build_object('type', series.type, 'quantity', 1 + series.g % 4)), array[series.type],
             series.governorate, series.governorate, case when series.g % 3 = 0 then null else 100 + series.g % 900 end, 'USD', 30,
             case when series.g % 10 < 8 then 'approved' when series.g % 10 = 8 then 'pending' else 'expired' end,
             now() - make_interval(mins => series.g % 40000), now() + make_interval(days => 1 + series.g % 29), now() - make_interval(mins => series.g % 40000), now()
      from series join counted on true join sellers s on s.k = 1 + series.g % counted.n`);
  }
  process.stdout.write(`catalogue: ${wantedRequests} wanted requests\n`);
}
// BENCH_PREPARE_ONLY: the data is made by a process of its own that ends here, as `npm start`'s first start
// seeds in a process of its own; the server then starts on it, and its memory is the server's alone.
if (process.env.BENCH_PREPARE_ONLY === 'true') {
  await database.close();
  process.stdout.write('bench data ready\n');
  process.exit(0);
}
const app = await buildApp({ config, database, benchRoutes: true, logger: false });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write('bench server ready\n');
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
