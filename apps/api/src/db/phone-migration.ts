import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { parsePhone, repairDoubledCallingCode } from '@solar/shared/domain/phone';
import { readSettingRow, upsertSettingRow } from './settings-table.ts';
import { queryRows, type Db } from './client.ts';

// Rewrites the phones stored before one parser served the web and the server (docs/decisions/
// 007-phone-numbers.md): listings kept what sellers typed (777123456, +967 777 123 456), the old sign-up
// form stored a country code twice (967967777123456), local landlines (01234567) never got 967. Data, not
// schema: it runs at start-up after the SQL migrations, in TypeScript because only the shared parser
// knows what a number is. Idempotent (a stored form is read back as itself) and done once: a settings
// row marks it finished, so a start-up does not scan every listing again.

/** The settings row that records a finished run; a later version of this repair would bump `version`. */
export const PHONE_MIGRATION_KEY = 'phoneMigration';
const VERSION = 1;
const MarkerSchema = z.object({ version: z.number() });

/** Every phone column, by table. Users are apart: their phone is unique and names an account. */
const PHONE_COLUMNS = [
  { table: 'products', columns: ['phone', 'whatsapp_phone'] },
  { table: 'engineers', columns: ['phone', 'whatsapp_phone'] },
  { table: 'shops', columns: ['phone', 'whatsapp_phone'] },
  { table: 'ads', columns: ['phone'] },
  { table: 'join_requests', columns: ['phone_number'] },
] as const;

/** What a run did; `ran` is false when an earlier run had finished. */
export interface PhoneMigrationReport {
  ran: boolean;
  /** Values rewritten to the stored form. */
  rewritten: number;
  /** Values that are no phone and were left as they are (the bootstrap admin's 000… number among them). */
  unreadable: number;
  /** Users left alone because their number, rewritten, is another account's: an admin settles those. */
  collidingUserIds: string[];
}

/** The stored form of a stored value, null when it is none (the parser's, or the old form's doubled code repaired). */
function storedFormOf(value: string): string | null {
  return (parsePhone(value) ?? repairDoubledCallingCode(value))?.e164Digits ?? null;
}

interface Row {
  id: string;
  phone: string;
}

/** Reads `column` of `table` in batches, in id order (keyset paging: no OFFSET over a million rows). */
async function* batchesOf(db: Db, table: string, column: string, batchSize: number): AsyncGenerator<Row[]> {
  let after: string | null = null;
  for (;;) {
    const rows: Row[] = await queryRows<Row>(
      db,
      sql`select id::text as id, ${sql.identifier(column)} as phone from ${sql.identifier(table)}
          where ${sql.identifier(column)} is not null ${after === null ? sql`` : sql`and id > ${after}::uuid`}
          order by id limit ${batchSize}`,
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}

/** The rows of a batch whose value changes, and how many cannot be read. */
function changesOf(rows: Row[]) {
  const changes: { id: string; from: string; to: string }[] = [];
  let unreadable = 0;
  for (const row of rows) {
    const to = storedFormOf(row.phone);
    if (to === null) unreadable += 1;
    else if (to !== row.phone) changes.push({ id: row.id, from: row.phone, to });
  }
  return { changes, unreadable };
}

const isUniqueViolation = (error: unknown) => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === '23505';
};

/**
 * Rewrites every stored phone to the stored form (international digits, 967777123456), in batches of
 * `batchSize` rows. A user whose rewritten number already belongs to another account keeps the old value
 * and is reported, never merged. Values that are no phone stay as they are. Runs once per database.
 */
export async function migrateStoredPhones(db: Db, log: (message: string) => void = () => {}, batchSize = 1000): Promise<PhoneMigrationReport> {
  const marker = MarkerSchema.safeParse(await readSettingRow(db, PHONE_MIGRATION_KEY));
  if (marker.success && marker.data.version >= VERSION) return { ran: false, rewritten: 0, unreadable: 0, collidingUserIds: [] };
  const report: PhoneMigrationReport = { ran: true, rewritten: 0, unreadable: 0, collidingUserIds: [] };

  for (const { table, columns } of PHONE_COLUMNS) {
    for (const column of columns) {
      for await (const rows of batchesOf(db, table, column, batchSize)) {
        const { changes, unreadable } = changesOf(rows);
        report.unreadable += unreadable;
        if (changes.length === 0) continue;
        // One statement per batch; a row edited meanwhile (value no longer `from`) is left to its editor.
        const values = sql.join(changes.map((c) => sql`(${c.id}::uuid, ${c.from}::text, ${c.to}::text)`), sql`, `);
        const updated = await queryRows<{ id: string }>(
          db,
          sql`update ${sql.identifier(table)} as t set ${sql.identifier(column)} = v.to_phone
              from (values ${values}) as v(id, from_phone, to_phone)
              where t.id = v.id and t.${sql.identifier(column)} = v.from_phone returning t.id`,
        );
        report.rewritten += updated.length;
      }
    }
  }

  for await (const rows of batchesOf(db, 'users', 'phone', batchSize)) {
    const { changes, unreadable } = changesOf(rows);
    report.unreadable += unreadable;
    // Row by row: each may meet the unique index, and the batch must not stop at the first that does.
    for (const change of changes) {
      let updated: { id: string }[] = [];
      try {
        updated = await queryRows<{ id: string }>(
          db,
          sql`update users set phone = ${change.to} where id = ${change.id}::uuid and phone = ${change.from}
              and not exists (select 1 from users as other where other.phone = ${change.to}) returning id`,
        );
      } catch (error) {
        // A sign-up took the number between the check and the write.
        if (!isUniqueViolation(error)) throw error;
      }
      if (updated.length) report.rewritten += 1;
      else report.collidingUserIds.push(change.id);
    }
  }

  report.rewritten += await migrateSupportPhone(db);
  await upsertSettingRow(db, PHONE_MIGRATION_KEY, {
    version: VERSION,
    finishedAt: new Date().toISOString(),
    rewritten: report.rewritten,
    unreadable: report.unreadable,
    collidingUserIds: report.collidingUserIds,
  });
  if (report.rewritten || report.collidingUserIds.length) {
    log(
      `Stored phones: ${report.rewritten} rewritten to international digits, ${report.unreadable} not a phone and left as they were` +
        (report.collidingUserIds.length ? `, ${report.collidingUserIds.length} users left alone because another account has their number: ${report.collidingUserIds.join(', ')}` : ''),
    );
  }
  return report;
}

const ContactSchema = z.object({ phone: z.string() }).loose();

/** The header's support phone is shown as written: it keeps the grouped international form (+967 777 000 111). */
async function migrateSupportPhone(db: Db): Promise<number> {
  const contact = ContactSchema.safeParse(await readSettingRow(db, 'contact'));
  const international = contact.success ? parsePhone(contact.data.phone)?.international : undefined;
  if (!contact.success || !international || international === contact.data.phone) return 0;
  await upsertSettingRow(db, 'contact', { ...contact.data, phone: international });
  return 1;
}
