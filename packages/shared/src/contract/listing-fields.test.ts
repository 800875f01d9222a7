import { describe, expect, it } from 'vitest';
import arAdmin from '../i18n/locales/ar/admin.json' with { type: 'json' };
import arProducts from '../i18n/locales/ar/products.json' with { type: 'json' };
import arSelling from '../i18n/locales/ar/selling.json' with { type: 'json' };
import enAdmin from '../i18n/locales/en/admin.json' with { type: 'json' };
import enProducts from '../i18n/locales/en/products.json' with { type: 'json' };
import enSelling from '../i18n/locales/en/selling.json' with { type: 'json' };
import { LISTING_FIELDS, type ListingFieldDescriptor } from './listing-fields.ts';
import { CreateProductBodySchema, UpdateProductBodySchema } from './selling.ts';
import { ProductSchema } from './products.ts';

const catalogues = {
  ar: { admin: arAdmin, products: arProducts, selling: arSelling },
  en: { admin: enAdmin, products: enProducts, selling: enSelling },
} as Record<string, Record<string, unknown>>;

/** The text under a catalogue key, or under its plural forms' `_other` (a badge counts months). */
function lookup(language: string, key: string): unknown {
  const [namespace = '', path = ''] = key.split(':');
  const find = (parts: string[]) => parts.reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogues[language]![namespace]);
  const parts = path.split('.');
  return find(parts) ?? find([...parts.slice(0, -1), `${parts.at(-1)}_other`]);
}

function keysOf(field: ListingFieldDescriptor): string[] {
  const keys = [field.label, field.formLabel, field.hint, field.shown?.as === 'badge' ? field.shown.text : undefined];
  if (field.kind === 'text') keys.push(field.rules.required, field.rules.tooShort, field.rules.tooLong);
  if (field.kind === 'select') keys.push(field.message, ...field.options.map((option) => field.optionLabel(option)));
  if (field.kind === 'number') keys.push(field.rangeMessage);
  return keys.filter((key): key is string => key !== undefined);
}

describe('the described listing fields', () => {
  it.each(LISTING_FIELDS.map((field) => [field.name, field] as const))('%s names catalogue keys that exist in Arabic and English', (_, field) => {
    for (const key of keysOf(field)) {
      expect(lookup('ar', key), `ar ${key}`).toEqual(expect.any(String));
      expect(lookup('en', key), `en ${key}`).toEqual(expect.any(String));
    }
  });

  it('are all in the posting, the edit and the answer', () => {
    for (const { name } of LISTING_FIELDS) {
      expect(Object.keys(CreateProductBodySchema.shape)).toContain(name);
      expect(Object.keys(ProductSchema.shape)).toContain(name);
    }
  });

  it('reads the warranty in whole months from 0 to 120, typed digits too, and an absent or empty one as none', () => {
    const warranty = (value: unknown) => UpdateProductBodySchema.safeParse({ warrantyMonths: value });
    expect(warranty(0).data).toEqual({ warrantyMonths: 0 });
    expect(warranty(120).data).toEqual({ warrantyMonths: 120 });
    expect(warranty(null).data).toEqual({ warrantyMonths: null });
    // Text is read as every number people type (docs/decisions/027-numbers-people-type.md).
    expect(warranty('١٢').data).toEqual({ warrantyMonths: 12 });
    expect(warranty('24').data).toEqual({ warrantyMonths: 24 });
    expect(warranty('').data).toEqual({ warrantyMonths: null });
    expect(UpdateProductBodySchema.parse({})).toEqual({});
    for (const refused of [121, -1, 6.5, Number.NaN, '١٢١', 'abc', true]) {
      expect(warranty(refused).success, String(refused)).toBe(false);
    }
  });
});
