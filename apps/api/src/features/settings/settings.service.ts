import { z } from 'zod';
import { CURRENCIES, DEFAULT_RATES_PER_USD, type Currency } from '@solar/shared/reference/catalog';
import type { PublicSettings } from '@solar/shared/contract/settings';
import type { Db } from '../../db/client.ts';
import { insertSettingIfMissing, readSetting } from './settings.repository.ts';

const ContactSchema = z.object({ phone: z.string(), email: z.string() });
const RatesSchema = z.record(z.enum(CURRENCIES), z.number().positive());

export const DEFAULT_CONTACT = { phone: '+967 777 000 111', email: 'support@solar-market.ye' };

/** Writes the default settings of a fresh database; existing values are left as admins set them. */
export async function ensureDefaultSettings(db: Db) {
  await insertSettingIfMissing(db, 'contact', DEFAULT_CONTACT);
  await insertSettingIfMissing(db, 'exchangeRates', DEFAULT_RATES_PER_USD);
}

/** Units of each currency per US dollar; a damaged row falls back to the defaults. */
export async function getRatesPerUsd(db: Db): Promise<Record<Currency, number>> {
  const parsed = RatesSchema.safeParse(await readSetting(db, 'exchangeRates'));
  return parsed.success ? parsed.data : { ...DEFAULT_RATES_PER_USD };
}

export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const contact = ContactSchema.safeParse(await readSetting(db, 'contact'));
  const { phone, email } = contact.success ? contact.data : DEFAULT_CONTACT;
  return { contactPhone: phone, supportEmail: email, ratesPerUsd: await getRatesPerUsd(db) };
}
