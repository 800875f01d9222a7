import { z } from 'zod';
import { parseLocalizedNumber } from '../domain/localized-number.ts';
import { LISTING_FIELDS, isRequiredField, type ListingField, type ListingFieldDescriptor, type ListingFieldValue } from './listing-fields.ts';
import { multiLineText, singleLineText } from './text.ts';

// The zod schemas of the described listing fields (listing-fields.ts), built from their descriptions: what
// a seller may send (the posting and the edit) and what every answer carries.

/** The rule of one field as a seller sends it; an empty optional field is stored as null. */
function inputSchemaOf(field: ListingFieldDescriptor): z.ZodType {
  switch (field.kind) {
    case 'text': {
      const schema = (field.isMultiline ? multiLineText : singleLineText)(field.rules);
      if (isRequiredField(field)) return field.normalize ? schema.transform(field.normalize) : schema;
      const optional = schema.nullish().transform((v) => v || null);
      const { normalize } = field;
      return normalize ? optional.transform((v) => (v ? normalize(v) : v)) : optional;
    }
    case 'select':
      return z.enum(field.options, { message: field.message });
    case 'number': {
      let schema = z.number({ message: 'errors:field.notANumber' }).min(field.min, { message: field.rangeMessage }).max(field.max, { message: field.rangeMessage });
      if (field.isInteger) schema = schema.int({ message: field.rangeMessage });
      // Forms send the number their input read; text is read as every screen reads a number
      // (`parseLocalizedNumber`, docs/decisions/027-numbers-people-type.md: «١٢» is 12, empty text is none).
      return z.preprocess((v) => (typeof v === 'string' ? parseLocalizedNumber(v) : v), schema.nullish()).transform((v) => v ?? null);
    }
  }
}

/** The field as every answer carries it (no checks: the server checked on the way in). */
function answerSchemaOf(field: ListingFieldDescriptor): z.ZodType {
  const value = field.kind === 'select' ? z.enum(field.options) : field.kind === 'number' ? z.number() : z.string();
  return isRequiredField(field) ? value : value.nullable();
}

type Input<F> = F extends { kind: 'select' } | { rules: { required: string } } ? ListingFieldValue<F> : ListingFieldValue<F> | null;
type Answer<F> = Input<F>;

/** What a seller may send of each described field (zod shape, keyed by name). */
export const listingFieldInputShape = Object.fromEntries(LISTING_FIELDS.map((field) => [field.name, inputSchemaOf(field)])) as {
  [F in ListingField as F['name']]: z.ZodType<Input<F>, unknown>;
};

/** What an answer says of each described field (zod shape, keyed by name). */
export const listingFieldAnswerShape = Object.fromEntries(LISTING_FIELDS.map((field) => [field.name, answerSchemaOf(field)])) as {
  [F in ListingField as F['name']]: z.ZodType<Answer<F>>;
};
