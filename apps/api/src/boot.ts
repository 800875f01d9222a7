import { METRICS_TOKEN_MIN, type AppConfig } from './config/env.ts';
import { appliedMigrations, openDatabase, withTransaction, type Database, type Db } from './db/client.ts';
import { migrateStoredBrands } from './db/brand-migration.ts';
import { migrateStoredPhones } from './db/phone-migration.ts';
import { backfillListingSpecs } from './db/specs-backfill.ts';
import { backfillSavedSearchKeys } from './db/saved-search-keys.ts';
import { arabicTrigramProblem, reindexStaleListings, syncVocabularyTerms } from './features/products/search-startup.ts';
import { ensureDefaultSettings } from './features/settings/settings.service.ts';
import { ensureCalculatorSettings } from './features/calculator/calculator.service.ts';
import { createHash } from 'node:crypto';
import { hashPassword, verifyPassword } from './lib/passwords.ts';
import { createAdminAccount, deleteCodes, deleteUser, findEmailHolder, revokeAllSessions, setAdminAccount } from './features/auth/auth.repository.ts';

/**
 * Opens and migrates the configured database, writes default settings, prepares search and the configured
 * admin. Demo data is not this module's business: `npm start` loads it before the server starts
 * (seed/first-start.ts).
 */
export async function prepareDatabase(config: AppConfig, log: (message: string) => void): Promise<Database> {
  const database = await openDatabase(config);
  try {
    await prepareOpenDatabase(database, config, log);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * What start-up does to a database already open: `prepareDatabase`'s work, also done by `npm run db:move`
 * to its copy of an embedded database, so it moves what this version of the server would read.
 */
export async function prepareOpenDatabase(database: Database, config: Pick<AppConfig, 'admin'>, log: (message: string) => void): Promise<void> {
  // Processes starting together take turns: the first migrates and bootstraps, the others find it done.
  await database.withStartupLock(async () => {
    const before = await appliedMigrations(database.db);
    await database.migrate();
    const applied = (await appliedMigrations(database.db)) - before;
    // One process of many starting together says it migrated; the others find nothing to do.
    if (applied > 0) log(`Database migrated: ${applied} migration${applied === 1 ? '' : 's'} applied`);
    await migrateStoredPhones(database.db, log);
    await migrateStoredBrands(database.db, log);
    await backfillListingSpecs(database.db, log);
    await backfillSavedSearchKeys(database.db, log);
    await ensureDefaultSettings(database.db);
    await ensureCalculatorSettings(database.db);
    await prepareSearch(database, log);
    if (config.admin) await ensureAdmin(database.db, config.admin, log);
  });
}

/**
 * Search needs Arabic trigrams (refuses start without them), the vocabulary in search_terms, and every
 * listing indexed by the current analyzer (features/products/search-startup.ts).
 */
async function prepareSearch(database: Database, log: (message: string) => void) {
  const problem = await arabicTrigramProblem(database.db);
  if (problem) throw new StartupError(problem);
  await syncVocabularyTerms(database.db);
  await reindexStaleListings(database.db, log);
}

/** Start-up must stop: the message says why, in one line. */
export class StartupError extends Error {
  override name = 'StartupError';
}

const BOOTSTRAP_PHONE_PREFIX = '000';

/**
 * Makes sure the configured admin exists, verified, with exactly ADMIN_PASSWORD
 * (docs/decisions/005-account-takeover-defences.md). Whoever else may have touched the account must not
 * keep a way in:
 * - an existing admin whose password differs gets ADMIN_PASSWORD, every session ends and every
 *   outstanding code is burnt (the environment is the source of truth for the admin's password);
 * - an unfinished sign-up with that e-mail (its code never came back: nobody proved they own it) is deleted and the
 *   admin created afresh, so a squatter's password, phone and name are gone;
 * - a user account that confirmed that e-mail is never promoted: start-up stops with one line;
 * - an account that finished its sign-up by phone and only names that e-mail (its e-mail code never came
 *   back) does not hold it (issue #39): it is left alone and the admin created beside it.
 * Admins sign in by e-mail; the phone column gets a number that cannot collide with a real one (no country
 * code starts with 000), so no SMS code for the admin can reach anybody's phone.
 */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }, log: (message: string) => void = () => {}) {
  await withTransaction(db, async (tx) => {
    const existing = await findEmailHolder(tx, admin.email);
    const createdByBootstrap = existing?.phone.startsWith(BOOTSTRAP_PHONE_PREFIX) ?? false;
    if (existing && existing.role !== 'admin' && !createdByBootstrap) {
      if (existing.emailConfirmedAt) {
        throw new StartupError(
          `ADMIN_EMAIL ${admin.email} belongs to an existing user account, which start-up never promotes to admin: choose another address for the admin`,
        );
      }
      await deleteUser(tx, existing.id);
      log(`ADMIN_EMAIL matched an unfinished sign-up: it was removed and the admin account created with ADMIN_PASSWORD`);
    } else if (existing) {
      const passwordMatches = await verifyPassword(existing.passwordHash, admin.password);
      await setAdminAccount(tx, existing.id, { role: 'admin', isVerified: true, phoneConfirmedAt: existing.phoneConfirmedAt ?? new Date(), emailConfirmedAt: existing.emailConfirmedAt ?? new Date(), isSuspended: false, ...(passwordMatches ? {} : { passwordHash: await hashPassword(admin.password) }) });
      if (!passwordMatches) {
        await revokeAllSessions(tx, existing.id, new Date());
        await deleteCodes(tx, existing.id);
        log('The admin password was set from ADMIN_PASSWORD; the admin account was signed out everywhere');
      }
      return;
    }
    const phone = `${BOOTSTRAP_PHONE_PREFIX}${createHash('sha256').update(admin.email.toLowerCase()).digest('hex').replace(/\D/g, '').slice(0, 12)}`;
    await createAdminAccount(tx, { name: 'Admin', email: admin.email, phone, passwordHash: await hashPassword(admin.password), role: 'admin', isVerified: true, phoneConfirmedAt: new Date(), emailConfirmedAt: new Date() });
  });
}

/** What an operator must know about an unsafe development setting, one line each, printed at start. */
export function startupWarnings(config: AppConfig): string[] {
  const lines: string[] = [];
  if (config.notifyTransport === 'outbox') {
    lines.push('Development outbox: one-time codes are not sent but printed here and listed at /api/v1/dev/outbox, for callers on this machine only');
  }
  if (config.usesDevSecret) lines.push('JWT_SECRET is not set: using the development secret (refused in production)');
  if (config.metricsToken !== undefined && config.metricsToken.length < METRICS_TOKEN_MIN) {
    lines.push(`METRICS_TOKEN is shorter than ${METRICS_TOKEN_MIN} characters (refused in production)`);
  }
  if (config.host !== '127.0.0.1' && config.host !== 'localhost' && config.host !== '::1' && config.nodeEnv !== 'production') {
    lines.push(`Listening on ${config.host}: other machines on the network can reach this development server`);
  }
  return lines;
}
