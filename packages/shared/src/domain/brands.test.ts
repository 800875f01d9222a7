import { describe, expect, it } from 'vitest';
import { CreateProductBodySchema } from '../contract/selling.ts';
import { brandKey, canonicalBrand, isMakerBrand } from './brands.ts';

describe('brands', () => {
  it('reads a known maker’s spellings as its one name, and leaves other brands as typed', () => {
    for (const typed of ['LONGi', 'longi solar', 'Longi-Solar', ' LONGI SOLAR ']) expect(canonicalBrand(typed)).toBe('LONGi Solar');
    expect(canonicalBrand('jinko solar')).toBe('JinkoSolar');
    expect(canonicalBrand('Victron')).toBe('Victron Energy');
    expect(canonicalBrand('schneider')).toBe('Schneider Electric');
    expect(canonicalBrand('deye')).toBe('Deye');
    expect(canonicalBrand('  Sunrise Power ')).toBe('Sunrise Power');
    // Different makers stay apart.
    expect(brandKey('LG Chem')).not.toBe(brandKey('LG'));
    expect(canonicalBrand('First')).toBe('First Solar');
    expect(canonicalBrand('SunPower')).toBe('SunPower');
  });

  it('knows a technology word is no maker', () => {
    for (const word of ['MPPT', 'mppt', 'PWM', 'Lithium', 'Solar', 'other']) expect(isMakerBrand(word), word).toBe(false);
    for (const maker of ['LONGi', 'Deye', 'BYD', 'فيليسيتي']) expect(isMakerBrand(maker), maker).toBe(true);
  });

  it('stores a listing’s known maker in its one spelling', () => {
    const body = {
      name: 'لوح لونجي 550 واط', type: 'Panel', condition: 'New', brand: 'longi', price: 95000, currency: 'YER', isNegotiable: false,
      description: 'لوح أحادي البلورة', governorate: 'aden', city: 'crater', phone: '777123456', images: [],
      specs: { kind: 'panel', powerW: 550, cellType: 'mono', cellTech: null, vocV: null, iscA: null, efficiencyPct: null, lengthMm: null, widthMm: null, tempCoeffVocPctPerC: null },
    };
    const parsed = CreateProductBodySchema.safeParse(body);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data?.brand).toBe('LONGi Solar');
    expect(CreateProductBodySchema.parse({ ...body, brand: 'Sunrise Power' }).brand).toBe('Sunrise Power');
    expect(CreateProductBodySchema.parse({ ...body, brand: '' }).brand).toBeNull();
  });
});
