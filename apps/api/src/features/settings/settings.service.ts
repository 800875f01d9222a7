import { z } from 'zod';
import { CURRENCIES, DEFAULT_RATES_PER_USD, type Currency } from '@solar/shared/reference/catalog';
import type { PublicSettings } from '@solar/shared/contract/settings';
import type { Db } from '../../db/client.ts';
import { insertSettingIfMissing, readSetting } from './settings.repository.ts';
import { cachedSetting } from './settings-cache.ts';

// What other features take from settings goes through this file (eslint.config.js): the stored
// settings and their per-process cache.
export { insertSettingIfMissing, readSetting, writeSetting } from './settings.repository.ts';
export { cachedSetting, settingsChanged } from './settings-cache.ts';

// `whatsapp` came later (issue #17): a row saved before it has none, which reads as "no WhatsApp".
const ContactSchema = z.object({ phone: z.string(), email: z.string(), whatsapp: z.string().nullish() });
const RatesSchema = z.record(z.enum(CURRENCIES), z.number().positive());

// The default number is a mobile one, so a fresh marketplace offers it on WhatsApp too; admins change both.
export const DEFAULT_CONTACT = { phone: '+967 777 000 111', email: 'support@solar-market.ye', whatsapp: '+967 777 000 111' };

/**
 * Where sign-up and password codes may go by SMS, and how many an hour (issue #39: SMS pumping). The
 * market is Yemen; the default countries are its neighbours and where Yemenis most often live and work
 * (the Gulf states, Egypt, Jordan). The budgets count every code SMS, per country and in all; a refused
 * request sends nothing. 50 an hour for one country is several times a busy hour of real sign-ups, and 150
 * in all caps what pumping can cost before an admin notices; an admin raises them for a campaign.
 */
export const SmsPolicySchema = z.object({
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)),
  perCountryPerHour: z.number().int().min(0),
  totalPerHour: z.number().int().min(0),
});
export type SmsPolicy = z.infer<typeof SmsPolicySchema>;
export const DEFAULT_SMS_POLICY: SmsPolicy = {
  countries: ['YE', 'SA', 'OM', 'AE', 'QA', 'KW', 'BH', 'EG', 'JO'],
  perCountryPerHour: 50,
  totalPerHour: 150,
};

/** Writes the default settings of a fresh database; existing values are left as admins set them. */
export async function ensureDefaultSettings(db: Db) {
  await insertSettingIfMissing(db, 'contact', DEFAULT_CONTACT);
  await insertSettingIfMissing(db, 'exchangeRates', DEFAULT_RATES_PER_USD);
  await insertSettingIfMissing(db, 'smsPolicy', DEFAULT_SMS_POLICY);
}

/** The SMS policy, cached in this process like every setting; a missing or damaged row reads as the defaults. */
export function cachedSmsPolicy(db: Db): Promise<Readonly<SmsPolicy>> {
  return cachedSetting(db, 'smsPolicy', async () => {
    const parsed = SmsPolicySchema.safeParse(await readSetting(db, 'smsPolicy'));
    return deepFreeze(parsed.success ? parsed.data : structuredClone(DEFAULT_SMS_POLICY));
  });
}

/**
 * Units of each currency per US dollar, read from the database now; a damaged row falls back to the
 * defaults. For writes that store a price derived from the rates (price_usd) and the admin console.
 */
export async function getRatesPerUsd(db: Db): Promise<Record<Currency, number>> {
  const parsed = RatesSchema.safeParse(await readSetting(db, 'exchangeRates'));
  return parsed.success ? parsed.data : { ...DEFAULT_RATES_PER_USD };
}

/** The settings any visitor may read, from the database now (the admin console shows these). */
export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const contact = ContactSchema.safeParse(await readSetting(db, 'contact'));
  const { phone, email, whatsapp } = contact.success ? contact.data : DEFAULT_CONTACT;
  return { contactPhone: phone, supportEmail: email, supportWhatsapp: whatsapp || null, ratesPerUsd: await getRatesPerUsd(db) };
}

// Answers to visitors read these instead: at most SETTINGS_TTL_MS behind another process's write
// (settings-cache.ts, docs/decisions/011-request-pipeline.md). The copies are frozen: callers share them.

/** Exchange rates for answers (conversions shown to visitors, the calculator), cached in this process. */
export function cachedRatesPerUsd(db: Db): Promise<Readonly<Record<Currency, number>>> {
  return cachedSetting(db, 'exchangeRates', async () => Object.freeze(await getRatesPerUsd(db)));
}

/** The public settings for answers, cached in this process. */
export function cachedPublicSettings(db: Db): Promise<Readonly<PublicSettings>> {
  return cachedSetting(db, 'public', async () => deepFreeze(await getPublicSettings(db)));
}

/** Freezes a value read from JSON and everything in it, so a cached copy cannot be changed by a caller. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
