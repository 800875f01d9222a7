import { and, arrayContains, arrayOverlaps, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdsQuery, EngineersQuery, ShopsQuery } from '@solar/shared/contract/directory';
import { EXPERIENCE_BANDS, typesForCategory } from '@solar/shared/reference/catalog';
import { withTransaction, type Db } from '../../db/client.ts';
import {
  ads, directoryEntries, engineers, joinRequests, shops, type DirectoryEntryKind, type DirectoryEntryRow,
} from '../../db/schema/directory.ts';
import type { SearchTerm } from './directory.search.ts';

export type EngineerRow = typeof engineers.$inferSelect;
export type ShopRow = typeof shops.$inferSelect;
export type AdRow = typeof ads.$inferSelect;
export type JoinRequestRow = typeof joinRequests.$inferSelect;

// Every word must be found: as a substring of the normalised text in any of its spellings (the product
// search's stems and vocabulary), by trigram word similarity for small typos (both served by the GIN
// trigram index), or through a service/specialization/category it names.
function matchesTerm(searchText: AnyPgColumn, term: SearchTerm, named: (term: SearchTerm) => (SQL | undefined)[]): SQL {
  const pattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    sql`${searchText} ilike ${pattern(term.text)}`,
    ...term.spellings.map((spelling) => sql`${searchText} ilike ${pattern(spelling)}`),
    term.text.length >= 3 ? sql`${term.text} <% ${searchText}` : undefined,
    ...named(term),
  )!;
}

function matchesAll(searchText: AnyPgColumn, terms: SearchTerm[], named: (term: SearchTerm) => (SQL | undefined)[]): SQL | undefined {
  return terms.length ? and(...terms.map((term) => matchesTerm(searchText, term, named))) : undefined;
}

// Closer matches first among equals: how well the whole query matches some stretch of the text.
const relevance = (searchText: AnyPgColumn, terms: SearchTerm[]): SQL[] =>
  terms.length ? [desc(sql`word_similarity(${terms.map((t) => t.text).join(' ')}, ${searchText})`)] : [];

type EntryTable = (typeof directoryEntries)[DirectoryEntryKind];

/**
 * One page of `table`'s rows matching `where`, in `order`: the rows carry `count(*) over ()`, so only a
 * page past the end needs a second count. The cast widens a kind's table to the columns all three share.
 */
async function onePage<Row>(
  db: Db,
  table: EntryTable,
  columns: Record<string, AnyPgColumn>,
  where: SQL | undefined,
  order: SQL[],
  query: { page: number; limit: number },
) {
  const from = table as unknown as typeof ads;
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()` })
    .from(from)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.page > 1) total = Number((await db.select({ n: sql<number>`count(*)::int` }).from(from).where(where))[0]?.n ?? 0);
  return { rows: rows.map(({ total: _total, ...row }) => row) as Row[], total };
}

/** The named columns of a table: a list selects only those, and its row type is named by them. */
function columnsOf<Table extends EntryTable, Name extends keyof Table['_']['columns'] & string>(table: Table, names: readonly Name[]) {
  return Object.fromEntries(names.map((name) => [name, (table as unknown as Record<string, AnyPgColumn>)[name]])) as Pick<Table['_']['columns'], Name>;
}

/** One entry of any kind by id. */
export async function findEntry<K extends DirectoryEntryKind>(db: Db, kind: K, id: string): Promise<DirectoryEntryRow<K> | undefined> {
  const table = directoryEntries[kind] as unknown as typeof ads;
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row as DirectoryEntryRow<K> | undefined;
}

const engineerSummary = columnsOf(engineers, [
  'id', 'name', 'profileImage', 'isVerified', 'isFeatured', 'governorate', 'city', 'experienceYears', 'experienceDescription', 'rating',
  'hourlyRate', 'minimumCharge', 'currency', 'services', 'specializations',
]);
export type EngineerSummaryRow = Pick<EngineerRow, keyof typeof engineerSummary>;

/** The filters engineers and shops share: every word searched (or a slug it names), the place, a service, verified only. */
function sharedFilters(
  table: typeof engineers | typeof shops,
  query: { governorate?: string | undefined; city?: string | undefined; service?: string | undefined; verified?: boolean | undefined },
  terms: SearchTerm[],
  named: [AnyPgColumn, (term: SearchTerm) => string[]][],
) {
  return [
    matchesAll(table.searchText, terms, (term) => named.map(([column, slugs]) => (slugs(term).length ? arrayOverlaps(column, slugs(term)) : undefined))),
    query.governorate ? eq(table.governorate, query.governorate) : undefined,
    query.city ? eq(table.city, query.city) : undefined,
    query.service ? arrayContains(table.services, [query.service]) : undefined,
    query.verified !== undefined ? eq(table.isVerified, query.verified) : undefined,
  ];
}

function engineerFilters(query: EngineersQuery, terms: SearchTerm[]): SQL | undefined {
  const band = query.experience ? EXPERIENCE_BANDS[query.experience] : undefined;
  return and(
    ...sharedFilters(engineers, query, terms, [[engineers.services, (t) => t.services], [engineers.specializations, (t) => t.specializations]]),
    query.specialization ? arrayContains(engineers.specializations, [query.specialization]) : undefined,
    band ? gte(engineers.experienceYears, band[0]) : undefined,
    band?.[1] ? lt(engineers.experienceYears, band[1]) : undefined,
    query.minRating !== undefined ? gte(engineers.rating, query.minRating) : undefined,
    query.featured !== undefined ? eq(engineers.isFeatured, query.featured) : undefined,
  );
}

/** One page of engineers matching the filters: featured first, then the best match, the best rated, the newest. */
export async function listEngineers(db: Db, query: EngineersQuery, terms: SearchTerm[]) {
  const order = [desc(engineers.isFeatured), ...relevance(engineers.searchText, terms), desc(engineers.rating), desc(engineers.createdAt), asc(engineers.id)];
  return onePage<EngineerSummaryRow>(db, engineers, engineerSummary, engineerFilters(query, terms), order, query);
}

const shopSummary = columnsOf(shops, ['id', 'name', 'logo', 'isVerified', 'governorate', 'city', 'phone', 'description', 'services']);
export type ShopSummaryRow = Pick<ShopRow, keyof typeof shopSummary>;

function shopFilters(query: ShopsQuery, terms: SearchTerm[]): SQL | undefined {
  const categories = query.category ? typesForCategory(query.category) : undefined;
  return and(
    ...sharedFilters(shops, query, terms, [[shops.services, (t) => t.shopServices], [shops.productCategories, (t) => t.categories]]),
    query.brand ? arrayContains(shops.brands, [query.brand]) : undefined,
    categories?.length ? arrayOverlaps(shops.productCategories, [...categories]) : undefined,
  );
}

/** One page of shops matching the filters: verified first, then the best match, the newest. */
export async function listShops(db: Db, query: ShopsQuery, terms: SearchTerm[]) {
  const order = [desc(shops.isVerified), ...relevance(shops.searchText, terms), desc(shops.createdAt), asc(shops.id)];
  return onePage<ShopSummaryRow>(db, shops, shopSummary, shopFilters(query, terms), order, query);
}

const adColumns = columnsOf(ads, ['id', 'title', 'description', 'image', 'link', 'phone', 'active', 'limitedOffer', 'createdAt']);
export type AdListRow = Pick<AdRow, keyof typeof adColumns>;

/** One page of active ads, newest first (the best match first when searching). */
export async function listActiveAds(db: Db, query: AdsQuery, terms: SearchTerm[]) {
  const where = and(eq(ads.active, true), matchesAll(ads.searchText, terms, () => []));
  return onePage<AdListRow>(db, ads, adColumns, where, [...relevance(ads.searchText, terms), desc(ads.createdAt), asc(ads.id)], query);
}

/**
 * Stores a join request unless the same e-mail already has one of this type waiting: the check and the
 * insert run under a transaction-scoped advisory lock on (e-mail, type), so two simultaneous submissions
 * cannot both pass the check. Answers undefined for a duplicate.
 */
export async function insertJoinRequestUnlessPending(
  db: Db,
  values: typeof joinRequests.$inferInsert,
): Promise<JoinRequestRow | undefined> {
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`join-request:${values.type}:`}::text || lower(${values.email}::text)))`);
    const [pending] = await tx
      .select({ id: joinRequests.id })
      .from(joinRequests)
      .where(and(sql`lower(${joinRequests.email}) = lower(${values.email})`, eq(joinRequests.type, values.type), eq(joinRequests.status, 'new')))
      .limit(1);
    if (pending) return undefined;
    const [row] = await tx.insert(joinRequests).values(values).returning();
    return row;
  });
}
