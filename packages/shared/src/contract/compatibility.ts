import { z } from 'zod';
import { BATTERY_TYPES } from '../domain/calculator.ts';
import { FIT_LEVELS, FIT_REASON_CODES } from '../domain/solar-compatibility.ts';
import { CURRENCIES } from '../reference/catalog.ts';
import { GOVERNORATE_IDS } from '../reference/locations.ts';
import { successEnvelope } from './common.ts';
import { SYSTEM_VOLTAGES } from './product-specs.ts';
import { ProductSchema } from './products.ts';

/**
 * "Works with" and the shopping list's candidates (issue #19; docs/decisions/026-compatibility-and-shopping-list.md):
 * verdicts of the shared rules (domain/solar-compatibility.ts), each reason a code and its numbers.
 */

export const FitReasonSchema = z.object({
  code: z.enum(FIT_REASON_CODES),
  level: z.enum(FIT_LEVELS),
  values: z.record(z.string(), z.union([z.number(), z.array(z.number())])),
});

/** The groups of a "works with" answer: what an inverter takes, what a battery or a panel goes with. */
export const COMPATIBLE_GROUPS = ['batteries', 'panels', 'inverters'] as const;
export type CompatibleGroup = (typeof COMPATIBLE_GROUPS)[number];

export const CompatibleItemSchema = z.object({
  product: ProductSchema,
  level: z.enum(FIT_LEVELS),
  reasons: z.array(FitReasonSchema),
  /** Panels ↔ an inverter: the string lengths (1–4) that fit. */
  fittingSeries: z.array(z.number().int()).optional(),
});
export type CompatibleItem = z.infer<typeof CompatibleItemSchema>;

export const CompatibleResponseSchema = successEnvelope(
  z.object({
    groups: z.array(
      z.object({
        group: z.enum(COMPATIBLE_GROUPS),
        items: z.array(CompatibleItemSchema),
        /** The product list's filters that show more of this group (`/products?…`). */
        seeAll: z.record(z.string(), z.string()),
      }),
    ),
  }),
);
export type CompatibleResponse = z.infer<typeof CompatibleResponseSchema>;

/** What a shopping list needs of its candidates: the system voltage, the inverter's least size, the panel size, the battery type. */
export const ShoppingCandidatesQuerySchema = z.object({
  systemVoltage: z
    .enum(SYSTEM_VOLTAGES.map(String) as ['12', '24', '48', '96'], { message: 'errors:field.invalidOption' })
    .transform(Number),
  minInverterW: z
    .string()
    .regex(/^\d{1,6}$/, { message: 'errors:field.invalid' })
    .transform(Number),
  /** The calculator's panel size: panels of at least 60 % of it are candidates. */
  panelW: z
    .string()
    .regex(/^\d{1,4}$/, { message: 'errors:field.invalid' })
    .transform(Number),
  batteryType: z.enum(BATTERY_TYPES, { message: 'errors:field.invalidOption' }),
  governorate: z.enum(GOVERNORATE_IDS, { message: 'errors:field.invalidOption' }).optional(),
});
export type ShoppingCandidatesQuery = z.output<typeof ShoppingCandidatesQuerySchema>;

export const ShoppingCandidatesResponseSchema = successEnvelope(
  z.object({
    panels: z.array(ProductSchema),
    batteries: z.array(ProductSchema),
    inverters: z.array(ProductSchema),
    /**
     * When no home inverter or no battery of the type makes the asked voltage: the nearest higher bank
     * voltage of the calculator's that has both, with its inverters and batteries (the panels stay).
     * Absent otherwise. A lower voltage would carry more current than the calculator allows.
     */
    alternative: z
      .object({ systemVoltage: z.number().int(), inverters: z.array(ProductSchema), batteries: z.array(ProductSchema) })
      .optional(),
  }),
);
export type ShoppingCandidates = z.infer<typeof ShoppingCandidatesResponseSchema>['data'];
export type ShoppingCandidatesResponse = z.infer<typeof ShoppingCandidatesResponseSchema>;

/**
 * Price reference (issue #19 item 5): the median asking price per W (panels) or per usable kWh (batteries)
 * of similar public listings in the listing's governorate over the last 90 days, in the listing's
 * currency, when at least 5 exist; null otherwise. `position` compares the listing with it (±10 %).
 */
export const PRICE_POSITIONS = ['below', 'near', 'above'] as const;
export const PriceReferenceSchema = z
  .object({
    unit: z.enum(['W', 'kWh']),
    currency: z.enum(CURRENCIES),
    medianPerUnit: z.number(),
    listingPerUnit: z.number(),
    position: z.enum(PRICE_POSITIONS),
    listings: z.number().int(),
    days: z.number().int(),
    governorate: z.string(),
  })
  .nullable();
export type PriceReference = z.infer<typeof PriceReferenceSchema>;
export const PriceReferenceResponseSchema = successEnvelope(PriceReferenceSchema);
