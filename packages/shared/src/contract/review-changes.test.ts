import { describe, expect, it } from 'vitest';
import arProducts from '../i18n/locales/ar/products.json' with { type: 'json' };
import enProducts from '../i18n/locales/en/products.json' with { type: 'json' };
import { BATTERY_CHEMISTRIES, CELL_TECHS, CELL_TYPES, INVERTER_KINDS, SPEC_KINDS } from '../reference/spec-kinds.ts';
import { SPEC_CHANGE_FORMATS, specFieldLabel, type SpecValueFormat } from './review-changes.ts';
import { ProductSpecsSchema } from './product-specs.ts';

const catalogues = { ar: arProducts, en: enProducts } as Record<string, unknown>;

/** The text under a `products:` key, or under its plural forms' `_other`. */
function lookup(language: string, key: string): unknown {
  const parts = key.replace(/^products:/, '').split('.');
  const find = (path: string[]) => path.reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogues[language]);
  return find(parts) ?? find([...parts.slice(0, -1), `${parts.at(-1)}_other`]);
}

const OPTIONS: Record<string, readonly string[]> = { cellType: CELL_TYPES, cellTech: CELL_TECHS, chemistry: BATTERY_CHEMISTRIES, inverterKind: INVERTER_KINDS };

function keysOf(name: string, format: SpecValueFormat): string[] {
  if (format.format === 'count') return [format.text];
  if (format.format === 'quantity' && format.zero) return [format.zero];
  if (format.format === 'choice') return OPTIONS[name]!.map((option) => `${format.options}.${option}`);
  return [];
}

describe('how a change of specifications reads', () => {
  it.each(SPEC_KINDS)('names every %s field a seller gives, with the public table’s label in Arabic and English', (kind) => {
    const stored = ProductSpecsSchema.options.find((option) => option.shape.kind.value === kind)!;
    const given = Object.keys(stored.shape).filter((name) => name !== 'kind' && name !== 'usableKwh');
    const formats = SPEC_CHANGE_FORMATS[kind] as Record<string, SpecValueFormat>;
    expect(Object.keys(formats).sort()).toEqual(given.sort());
    for (const [name, format] of Object.entries(formats)) {
      for (const key of [specFieldLabel(name), ...keysOf(name, format)]) {
        expect(lookup('ar', key), `ar ${key}`).toEqual(expect.any(String));
        expect(lookup('en', key), `en ${key}`).toEqual(expect.any(String));
      }
    }
  });

  it('labels a battery’s cycle life as the specification table does, not as a size', () => {
    expect(lookup('en', specFieldLabel('cycleLife'))).toBe('Cycle life');
    expect(lookup('ar', specFieldLabel('cycleLife'))).toBe('عدد دورات الشحن');
    expect(SPEC_CHANGE_FORMATS.battery.cycleLife).toEqual({ format: 'count', text: 'products:specs.cycles' });
  });
});
