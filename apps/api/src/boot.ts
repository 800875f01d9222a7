import path from 'node:path';
import type { AppConfig } from './config/env.ts';
import { isEmpty, openDatabase, type Database } from './db/client.ts';
import { ensureDefaultSettings } from './features/settings/settings.service.ts';
import { ensureCalculatorSettings } from './features/calculator/calculator.service.ts';
import { DEMO_DATA, seedDemoData, type DemoDataSet } from './seed/seed.ts';
import { createDiskImageStore } from './lib/image-store.ts';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from './db/schema/users.ts';
import { hashPassword } from './lib/passwords.ts';
import { findUserByEmail } from './features/auth/auth.repository.ts';

/**
 * Opens and migrates the configured database, writes default settings, and on the first start of an
 * empty embedded database loads the demo data (never when SEED_DEMO=false, never on a server database).
 */
export async function prepareDatabase(config: AppConfig, log: (message: string) => void, demo: DemoDataSet = DEMO_DATA): Promise<Database> {
  const database = await openDatabase(config);
  await database.migrate();
  await ensureDefaultSettings(database.db);
  await ensureCalculatorSettings(database.db);
  if (database.kind === 'pglite' && config.seedDemo && (await isEmpty(database.db))) {
    log('Empty database: loading demo data…');
    const summary = await seedDemoData(database.db, createDiskImageStore(path.join(config.dataDir, 'uploads')), demo);
    log(`Demo data loaded: ${summary}`);
  }
  if (config.admin) await ensureAdmin(database.db, config.admin);
  return database;
}

/**
 * Makes sure the configured admin exists with role admin and verified. An existing account keeps its
 * password (it may have been changed since); a new one gets ADMIN_PASSWORD. Admins sign in by e-mail; the
 * phone column gets a number that cannot collide with a real one (no country code starts with 000).
 */
export async function ensureAdmin(db: Database['db'], admin: { email: string; password: string }) {
  const existing = await findUserByEmail(db, admin.email);
  if (existing) {
    if (existing.role !== 'admin' || !existing.isVerified || existing.isSuspended) {
      await db.update(users).set({ role: 'admin', isVerified: true, isSuspended: false }).where(eq(users.id, existing.id));
    }
    return;
  }
  const phone = `000${createHash('sha256').update(admin.email.toLowerCase()).digest('hex').replace(/\D/g, '').slice(0, 12)}`;
  await db.insert(users).values({ name: 'Admin', email: admin.email, phone, passwordHash: await hashPassword(admin.password), role: 'admin', isVerified: true });
}
