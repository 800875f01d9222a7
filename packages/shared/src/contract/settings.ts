import { z } from 'zod';
import { CURRENCIES } from '../reference/catalog.ts';
import { successEnvelope } from './common.ts';

/** Settings any visitor may read: the header's contact menu and the exchange rates. */
export const PublicSettingsSchema = z.object({
  contactPhone: z.string(),
  supportEmail: z.string(),
  ratesPerUsd: z.record(z.enum(CURRENCIES), z.number()),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
export const PublicSettingsResponseSchema = successEnvelope(PublicSettingsSchema);
