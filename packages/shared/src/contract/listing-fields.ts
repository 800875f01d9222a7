import { canonicalBrand } from '../domain/brands.ts';
import { BRANDS, CONDITION_SLUGS, PRODUCT_CONDITIONS, PRODUCT_TYPES, PRODUCT_TYPE_SLUGS } from '../reference/catalog.ts';
import type { TextRules } from './text.ts';

/**
 * The simple fields a seller types into a listing, each described once (issue #18; docs/contributing.md,
 * "The walk of one new product field"): its rule, whether an edit sends it back to review, its labels in
 * the catalogues, where the posting form asks for it and how a buyer sees it. The contract's schemas
 * (`listing-field-schemas.ts`), the API's insert, edit, review snapshot and answer, the posting form,
 * the product page and the review card all read this list; a column of the same name holds each field
 * (`apps/api/src/db/schema/products.ts`).
 *
 * Pictures, the place, the price with its currency, the contact numbers and the specifications have
 * their own rules and screens and are not described here.
 *
 * Plain data, no zod: the product page reads it and its chunk stays free of the schema library.
 */

/** The posting form's sections a described field can sit in (the others hold the complicated fields only). */
export type ListingFormSection = 'basics' | 'location' | 'specifications';

interface FieldCommon<N extends string> {
  name: N;
  /**
   * Whether changing it on an approved listing sends the listing back to review: anything a buyer reads
   * as the listing itself does (docs/product-decisions.md section 3).
   */
  reviewed: boolean;
  /** Catalogue key of its short name: the review card's list of changes, the product page's row. */
  label: string;
  /** Catalogue key of the form's label when it says more than the short name (default `label`). */
  formLabel?: string;
  /** Catalogue key of a line under the form's input. */
  hint?: string;
  section: ListingFormSection;
  /** Takes the whole width of its section's grid (otherwise half of it, from the tablet width up). */
  isWide?: boolean;
  /**
   * How the product page shows it when it has a value: `fact`, a row of the specification table (label
   * and value); `badge`, a chip beside the type and condition, its text the catalogue key `text` with the
   * value as `count`. Without it the page lays the field out itself (the name, the description…).
   */
  shown?: { as: 'fact' } | { as: 'badge'; text: string };
}

export interface TextFieldDescriptor<N extends string = string> extends FieldCommon<N> {
  kind: 'text';
  /** Length limits and message keys (contract/text.ts); a field with a `required` key must be filled. */
  rules: TextRules;
  isMultiline?: boolean;
  /** What the stored text becomes once cleaned (a known maker's one spelling). */
  normalize?: (text: string) => string;
  /** Values the input offers while the seller types (free text stays allowed). */
  suggestions?: readonly string[];
}

export interface SelectFieldDescriptor<N extends string = string, O extends string = string> extends FieldCommon<N> {
  kind: 'select';
  options: readonly [O, ...O[]];
  /** Catalogue key of an option's name (a method, so a field of particular options is still a ListingFieldDescriptor). */
  optionLabel(option: O): string;
  /** Catalogue key of a missing or unknown choice. */
  message: string;
}

/** A number within bounds; always optional (an empty box is none, stored as null). */
export interface NumberFieldDescriptor<N extends string = string> extends FieldCommon<N> {
  kind: 'number';
  min: number;
  max: number;
  isInteger: boolean;
  /** Catalogue key of a number out of bounds (or not whole): it states the bounds. */
  rangeMessage: string;
}

export type ListingFieldDescriptor = TextFieldDescriptor | SelectFieldDescriptor | NumberFieldDescriptor;

// `const` keeps each name, kind and option list literal, so the schemas and form values typed from this
// list know every field by name.
const text = <const D extends TextFieldDescriptor>(d: D) => d;
const select = <const N extends string, const O extends string>(d: SelectFieldDescriptor<N, O>) => d;
const number = <const D extends NumberFieldDescriptor>(d: D) => d;

/** In the order the posting form asks for them. */
export const LISTING_FIELDS = [
  text({
    name: 'name',
    kind: 'text',
    rules: { min: 2, max: 100, required: 'selling:errors.nameRequired', tooShort: 'selling:errors.nameTooShort', tooLong: 'selling:errors.tooLong' },
    reviewed: true,
    label: 'admin:review.fields.name',
    formLabel: 'selling:form.name',
    section: 'basics',
    isWide: true,
  }),
  select({
    name: 'type',
    kind: 'select',
    options: PRODUCT_TYPES,
    optionLabel: (type) => `products:type.${PRODUCT_TYPE_SLUGS[type]}`,
    message: 'selling:errors.typeRequired',
    reviewed: true,
    label: 'admin:review.fields.type',
    formLabel: 'selling:form.type',
    section: 'basics',
  }),
  select({
    name: 'condition',
    kind: 'select',
    options: PRODUCT_CONDITIONS,
    optionLabel: (condition) => `products:condition.${CONDITION_SLUGS[condition]}`,
    message: 'selling:errors.conditionRequired',
    reviewed: true,
    label: 'admin:review.fields.condition',
    formLabel: 'selling:form.condition',
    section: 'basics',
  }),
  text({
    name: 'brand',
    kind: 'text',
    rules: { max: 60, tooLong: 'selling:errors.tooLong' },
    // A known maker is stored in one spelling, so the brand filter finds all its listings (domain/brands.ts).
    normalize: canonicalBrand,
    suggestions: BRANDS,
    reviewed: true,
    label: 'products:detail.spec.brand',
    formLabel: 'selling:form.brand',
    hint: 'selling:form.brandHelp',
    section: 'basics',
    shown: { as: 'fact' },
  }),
  text({
    name: 'model',
    kind: 'text',
    rules: { max: 60, tooLong: 'selling:errors.tooLong' },
    reviewed: true,
    label: 'products:detail.spec.model',
    formLabel: 'selling:form.model',
    section: 'basics',
    shown: { as: 'fact' },
  }),
  text({
    name: 'description',
    kind: 'text',
    rules: { min: 1, max: 3000, required: 'selling:errors.descriptionRequired', tooLong: 'selling:errors.tooLong' },
    isMultiline: true,
    reviewed: true,
    label: 'admin:review.fields.description',
    formLabel: 'selling:form.description',
    section: 'basics',
    isWide: true,
  }),
  text({
    name: 'locationText',
    kind: 'text',
    rules: { max: 200, tooLong: 'selling:errors.tooLong' },
    reviewed: true,
    label: 'admin:review.fields.locationText',
    formLabel: 'selling:form.locationText',
    section: 'location',
    isWide: true,
  }),
  number({
    name: 'warrantyMonths',
    kind: 'number',
    min: 0,
    max: 120,
    isInteger: true,
    rangeMessage: 'products:listingFields.warrantyMonths.range',
    reviewed: true,
    label: 'products:listingFields.warrantyMonths.label',
    section: 'specifications',
    shown: { as: 'badge', text: 'products:listingFields.warrantyMonths.badge' },
  }),
] as const;

export type ListingField = (typeof LISTING_FIELDS)[number];
export type ListingFieldName = ListingField['name'];

/** Whether a field must be filled: a text with a `required` message, and every choice. */
export function isRequiredField(field: ListingFieldDescriptor): boolean {
  return field.kind === 'select' || (field.kind === 'text' && field.rules.required !== undefined);
}

/** The value of a field, as stored and answered: a choice's own values, a number, or text. */
export type ListingFieldValue<F> = F extends { kind: 'select'; options: readonly (infer O)[] } ? O : F extends { kind: 'number' } ? number : string;

/** The described fields' names whose change sends an approved listing back to review. */
export const REVIEWED_LISTING_FIELDS: readonly ListingFieldName[] = LISTING_FIELDS.filter((field) => field.reviewed).map((field) => field.name);

export const LISTING_FIELD_NAMES: readonly ListingFieldName[] = LISTING_FIELDS.map((field) => field.name);

/** The described fields of a body, a stored row or an answer, by name (`names`: some of them). */
export function pickListingFields<T extends Record<ListingFieldName, unknown>>(source: T, names: readonly ListingFieldName[] = LISTING_FIELD_NAMES): Pick<T, ListingFieldName> {
  return Object.fromEntries(names.map((name) => [name, source[name]])) as Pick<T, ListingFieldName>;
}
