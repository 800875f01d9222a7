import type { CreateProductBody, OwnProduct, UpdateProductBody } from '@solar/shared/contract/selling';
import { DEFAULT_CURRENCY } from '@solar/shared/reference/catalog';
import { parsePhone } from '@solar/shared/domain/phone';
import { formatInternationalPhone } from '@solar/shared/domain/phone-links';
import type { Currency } from '@solar/shared/reference/catalog';
import { specKindOf, type ProductSpecs, type SpecKind } from '@solar/shared/reference/spec-kinds';
import type { ProductSpecsInput } from '@solar/shared/contract/product-specs';
import { LISTING_FIELDS, type ListingField, type ListingFieldDescriptor, type ListingFieldName } from '@solar/shared/contract/listing-fields';

/**
 * Every specification field of every kind, as typed (docs/decisions/025-listing-specifications.md): the
 * form keeps them all, so switching the type back finds what was typed, and sends those of the chosen
 * type's kind. Names are the contract's, so the server's errors (`specs.voltageV`) land on their field.
 */
export interface SpecFormValues {
  powerW: string;
  cellType: string;
  cellTech: string;
  vocV: string;
  iscA: string;
  efficiencyPct: string;
  lengthMm: string;
  widthMm: string;
  tempCoeffVocPctPerC: string;
  chemistry: string;
  voltageV: string;
  capacityAh: string;
  cycleLife: string;
  ageMonths: string;
  healthPct: string;
  inverterKind: string;
  /** Checked bank voltages ('12', '24', …). */
  batteryVoltages: string[];
  mpptMinV: string;
  mpptMaxV: string;
  maxPvInputV: string;
  maxChargeA: string;
  pvW: string;
  batteryKwh: string;
  inverterW: string;
}
export type SpecFieldName = Exclude<keyof SpecFormValues, 'batteryVoltages'>;

/** The fields of each kind, in the form's order. */
export const SPEC_FORM_FIELDS: Record<SpecKind, readonly (keyof SpecFormValues)[]> = {
  panel: ['powerW', 'cellType', 'cellTech', 'vocV', 'iscA', 'efficiencyPct', 'lengthMm', 'widthMm', 'tempCoeffVocPctPerC'],
  battery: ['chemistry', 'voltageV', 'capacityAh', 'cycleLife', 'ageMonths', 'healthPct'],
  inverter: ['inverterKind', 'powerW', 'batteryVoltages', 'mpptMinV', 'mpptMaxV', 'maxPvInputV', 'maxChargeA'],
  system: ['pvW', 'batteryKwh', 'inverterW'],
};
/** A battery's age and measured health are asked of a used one only. */
export const USED_BATTERY_FIELDS: readonly (keyof SpecFormValues)[] = ['ageMonths', 'healthPct'];

export const emptySpecValues = (): SpecFormValues => ({
  powerW: '', cellType: '', cellTech: '', vocV: '', iscA: '', efficiencyPct: '', lengthMm: '', widthMm: '', tempCoeffVocPctPerC: '',
  chemistry: '', voltageV: '', capacityAh: '', cycleLife: '', ageMonths: '', healthPct: '',
  inverterKind: '', batteryVoltages: [], mpptMinV: '', mpptMaxV: '', maxPvInputV: '', maxChargeA: '',
  pvW: '', batteryKwh: '', inverterW: '',
});

/** A listing's stored specifications as the form's text. */
function specValuesOf(specs: ProductSpecs | null): SpecFormValues {
  const values = emptySpecValues();
  if (!specs) return values;
  for (const [key, value] of Object.entries(specs)) {
    if (key === 'batteryVoltages' && Array.isArray(value)) values.batteryVoltages = value.map(String);
    else if (key in values && key !== 'batteryVoltages') values[key as SpecFieldName] = value === null ? '' : String(value);
  }
  return values;
}

/**
 * The specifications the form sends: those of the type's kind, as typed (the shared contract reads the
 * numbers, «٢٥٫٦» too), a used battery's age and health only when it is not new; null for a type without.
 * Always the kind's fields, even empty: so the form asks for the required ones, a rule of the form only
 * (the API takes a listing without specifications and reads what its words state).
 */
export function specsInputOf(type: string, condition: string, values: SpecFormValues): ProductSpecsInput | null {
  const kind = specKindOf(type);
  if (!kind) return null;
  const fields = SPEC_FORM_FIELDS[kind].filter((field) => condition !== 'New' || !USED_BATTERY_FIELDS.includes(field));
  return { kind, ...Object.fromEntries(fields.map((field) => [field, values[field]])) } as unknown as ProductSpecsInput;
}

/**
 * The described fields (contract/listing-fields.ts) as the form holds them: text and choices as typed, a
 * number as its input read it (null when empty, NaN when it is no number: the shared schema decides).
 */
export type DescribedFormValues = { [F in ListingField as F['name']]: F extends { kind: 'number' } ? number | null : string };

/** The posting form's fields as typed (text), before the shared schema turns them into a body. */
export interface ListingFormValues extends DescribedFormValues {
  price: string;
  currency: Currency;
  isNegotiable: boolean;
  governorate: string;
  city: string;
  phone: string;
  whatsappPhone: string;
  specifications: { power: string; voltage: string; capacity: string; warranty: string };
  specs: SpecFormValues;
  /** Stored URLs of the uploaded photos, in order. */
  images: string[];
}

/** A described field's form value from its answer (`undefined`: a new listing's empty field). */
const formValueOf = (field: ListingFieldDescriptor, value: unknown) => (field.kind === 'number' ? (typeof value === 'number' ? value : null) : typeof value === 'string' ? value : '');

function describedValuesOf(answer: Partial<Record<ListingFieldName, unknown>>): DescribedFormValues {
  return Object.fromEntries(LISTING_FIELDS.map((field) => [field.name, formValueOf(field, answer[field.name])])) as DescribedFormValues;
}

export const emptyListingValues = (): ListingFormValues => ({
  ...describedValuesOf({}),
  price: '',
  currency: DEFAULT_CURRENCY,
  isNegotiable: true,
  governorate: '',
  city: '',
  phone: '',
  whatsappPhone: '',
  specifications: { power: '', voltage: '', capacity: '', warranty: '' },
  specs: emptySpecValues(),
  images: [],
});

const PRICE_AS_TYPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A stored phone (967777123456) as people read it: +967 777 123 456. */
const asPeopleReadIt = (stored: string) => parsePhone(stored)?.international ?? formatInternationalPhone(stored);

/**
 * A new listing's values with the signed-in account's phone as both contact numbers, written the way
 * people read it (+967 777 123 456); the seller can change either. Unchanged without a known phone.
 */
export function withAccountContact(values: ListingFormValues, account: { phone?: unknown } | null): ListingFormValues {
  const stored = typeof account?.phone === 'string' ? account.phone.trim() : '';
  if (!stored) return values;
  const phone = asPeopleReadIt(stored);
  return { ...values, phone, whatsappPhone: phone };
}

/** An own listing as the form's starting values. */
export function listingValuesOf(product: OwnProduct): ListingFormValues {
  return {
    ...describedValuesOf(product),
    // Written as the seller reads a price ("53,000"), in the Latin digits the field keeps; the shared
    // price schema reads the separators back.
    price: PRICE_AS_TYPED.format(product.price),
    currency: product.currency,
    isNegotiable: product.isNegotiable,
    governorate: product.governorate,
    city: product.city,
    phone: asPeopleReadIt(product.contactInfo.phone),
    whatsappPhone: product.contactInfo.whatsapp ? asPeopleReadIt(product.contactInfo.whatsapp) : '',
    specifications: {
      power: product.specifications.power ?? '',
      voltage: product.specifications.voltage ?? '',
      capacity: product.specifications.capacity ?? '',
      warranty: product.specifications.warranty ?? '',
    },
    specs: specValuesOf(product.specs),
    images: product.images.map((image) => image.url),
  };
}

/** The form's values in the body's shape, before the shared schema reads them: the type's specifications or none. */
export function bodyInputOf(values: ListingFormValues): Omit<ListingFormValues, 'specs'> & { specs: ProductSpecsInput | null } {
  return { ...values, specs: specsInputOf(values.type, values.condition, values.specs) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only what the edit changed, compared in the body's own shape; governorate and city travel together
 * (the server wants both or neither).
 */
export function changedFields(original: CreateProductBody, edited: CreateProductBody): UpdateProductBody {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(edited) as (keyof CreateProductBody)[]) {
    if (!same(original[key], edited[key])) changes[key] = edited[key];
  }
  if ('governorate' in changes || 'city' in changes) {
    changes.governorate = edited.governorate;
    changes.city = edited.city;
  }
  return changes as UpdateProductBody;
}
