import { z } from 'zod';
import { CURRENCIES } from '../reference/catalog.ts';
import { successEnvelope } from './common.ts';

/** Settings any visitor may read: the header's contact menu, the contact page and the exchange rates. */
export const PublicSettingsSchema = z.object({
  contactPhone: z.string(),
  supportEmail: z.string(),
  /** Support's WhatsApp number as written for reading (+967 777 000 111); null when support has none. */
  supportWhatsapp: z.string().nullable(),
  ratesPerUsd: z.record(z.enum(CURRENCIES), z.number()),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
export const PublicSettingsResponseSchema = successEnvelope(PublicSettingsSchema);
