import { z } from 'zod';
import { SPEC_UNIT_NAMES, type SpecUnit } from '../domain/spec-format.ts';
import { CURRENCIES } from '../reference/catalog.ts';
import type { ProductSpecs, SpecKind } from '../reference/spec-kinds.ts';

// What changed in a listing since its last review, as the admin's review card shows it
// (docs/decisions/031-what-changed-for-the-reviewer.md): one entry per thing a reader tells apart (each
// structured specification on its own, the price with its currency), named by a catalogue key and with
// both values as data, so the web writes them in the reader's language, digits and direction.

const base = {
  /** What changed: a snapshot field (`name`, `price`, `images`), `place`, or a part of one (`specs.cycleLife`, `specifications.power`). */
  field: z.string(),
  /** Catalogue key of its name; a specification's is the public specification table's (`products:specs.fields.cycleLife`). */
  label: z.string(),
  /**
   * Already public: a change buyers see at once (price, currency, negotiable) on a public listing, which
   * no decision takes back (docs/decisions/029-edits-beside-the-live-listing.md).
   */
  appliedImmediately: z.boolean(),
};

/** Old and new of one kind of value; null where the listing had (or has) none. */
const values = <T extends z.ZodType>(value: T) => ({ old: value, new: value });

export const PriceValueSchema = z.object({ amount: z.number(), currency: z.enum(CURRENCIES) });
export const PlaceValueSchema = z.object({ governorate: z.string(), city: z.string() });
/** A picture by its stored key; `thumbnailUrl` is null for one whose file is gone (a rejected version's, cleaned up). */
export const PictureRefSchema = z.object({ _id: z.string(), thumbnailUrl: z.string().nullable() });

/** One change; `format` says how its values read. */
export const ListingChangeSchema = z.discriminatedUnion('format', [
  /** Short text as typed (a name, a brand, a spec written in words). */
  z.object({ ...base, format: z.literal('text'), ...values(z.string().nullable()) }),
  /** Long text (the description): the card shows the words that changed. */
  z.object({ ...base, format: z.literal('longText'), ...values(z.string().nullable()) }),
  /** A choice: the values are the catalogue keys of the chosen options (`products:specs.chemistry.agm`). */
  z.object({ ...base, format: z.literal('choice'), ...values(z.string().nullable()) }),
  z.object({ ...base, format: z.literal('number'), ...values(z.number().nullable()) }),
  /** A size in a unit (domain/spec-format.ts); `zero`, the catalogue key of what 0 means (a kit without an inverter). */
  z.object({ ...base, format: z.literal('quantity'), unit: z.enum(SPEC_UNIT_NAMES), zero: z.string().optional(), ...values(z.number().nullable()) }),
  z.object({ ...base, format: z.literal('percent'), ...values(z.number().nullable()) }),
  /** A count read through the plural forms of the catalogue key `text` (`products:specs.cycles`: «٦٬٠٠٠ دورة»). */
  z.object({ ...base, format: z.literal('count'), text: z.string(), ...values(z.number().nullable()) }),
  /** Battery bank voltages (an empty list: none). */
  z.object({ ...base, format: z.literal('voltages'), ...values(z.array(z.number())) }),
  z.object({ ...base, format: z.literal('price'), ...values(PriceValueSchema.nullable()) }),
  z.object({ ...base, format: z.literal('boolean'), ...values(z.boolean().nullable()) }),
  z.object({ ...base, format: z.literal('place'), ...values(PlaceValueSchema.nullable()) }),
  /** A phone in its stored form (international digits). */
  z.object({ ...base, format: z.literal('phone'), ...values(z.string().nullable()) }),
  /** The pictures in order: added, removed and moved ones are read from the two lists. */
  z.object({ ...base, format: z.literal('pictures'), ...values(z.array(PictureRefSchema)) }),
]);
export type ListingChange = z.infer<typeof ListingChangeSchema>;
export type ListingChangeFormat = ListingChange['format'];

/** How a structured specification's value reads in a change (the public table's units and words). */
export type SpecValueFormat =
  | { format: 'quantity'; unit: SpecUnit; zero?: string }
  | { format: 'percent' }
  | { format: 'count'; text: string }
  /** `options`: the catalogue key under which each option's name is. */
  | { format: 'choice'; options: string }
  | { format: 'voltages' };

/** The fields of a kind of specifications a seller gives (`usableKwh` is the server's, from three of them). */
export type SpecFieldName<K extends SpecKind> = Exclude<keyof Extract<ProductSpecs, { kind: K }>, 'kind' | 'usableKwh'>;

const quantity = (unit: SpecUnit, zero?: string): SpecValueFormat => (zero ? { format: 'quantity', unit, zero } : { format: 'quantity', unit });
const choice = (name: string): SpecValueFormat => ({ format: 'choice', options: `products:specs.${name}` });
const percent: SpecValueFormat = { format: 'percent' };

/**
 * Each kind's specification fields in the order of the public specification table, with how each reads.
 * Typed by kind, so a field added to a kind without a line here does not compile.
 */
export const SPEC_CHANGE_FORMATS: { [K in SpecKind]: Record<SpecFieldName<K>, SpecValueFormat> } = {
  panel: {
    powerW: quantity('W'),
    cellType: choice('cellType'),
    cellTech: choice('cellTech'),
    vocV: quantity('V'),
    iscA: quantity('A'),
    efficiencyPct: percent,
    lengthMm: quantity('mm'),
    widthMm: quantity('mm'),
    tempCoeffVocPctPerC: quantity('pctPerC'),
  },
  battery: {
    chemistry: choice('chemistry'),
    voltageV: quantity('V'),
    capacityAh: quantity('Ah'),
    cycleLife: { format: 'count', text: 'products:specs.cycles' },
    ageMonths: { format: 'count', text: 'products:specs.months' },
    healthPct: percent,
  },
  inverter: {
    inverterKind: choice('inverterKind'),
    powerW: quantity('W'),
    batteryVoltages: { format: 'voltages' },
    mpptMinV: quantity('V'),
    mpptMaxV: quantity('V'),
    maxPvInputV: quantity('V'),
    maxChargeA: quantity('A'),
  },
  system: {
    pvW: quantity('W'),
    batteryKwh: quantity('kWh'),
    inverterW: quantity('W', 'products:specs.noInverter'),
  },
};

/** Catalogue key of a specification field's name: the one the public specification table shows. */
export const specFieldLabel = (name: string) => `products:specs.fields.${name}`;
