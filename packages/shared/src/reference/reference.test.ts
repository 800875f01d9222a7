import { describe, expect, it } from 'vitest';
import { GOVERNORATES, findGovernorate, isCityInGovernorate } from './locations.ts';
import { FILTER_CATEGORY_IDS, PRODUCT_TYPES, typesForCategory } from './catalog.ts';
import { RIAL_OF_GOVERNORATE, governoratesOfRialArea, localCurrencyOf } from './rial-areas.ts';

describe('governorates', () => {
  it('lists all 22 with Arabic and English names and unique ids', () => {
    expect(GOVERNORATES).toHaveLength(22);
    expect(new Set(GOVERNORATES.map((g) => g.id)).size).toBe(22);
    for (const g of GOVERNORATES) {
      expect(g.ar).toMatch(/[\u0600-\u06FF]/);
      expect(g.en).toMatch(/^[A-Za-z]/);
      expect(g.cities.length).toBeGreaterThanOrEqual(2);
      expect(new Set(g.cities.map((c) => c.id)).size).toBe(g.cities.length);
      for (const c of g.cities) expect(c.ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('includes the capital secretariat and Socotra', () => {
    expect(findGovernorate('amanat-al-asimah')?.ar).toBe('أمانة العاصمة');
    expect(findGovernorate('socotra')?.cities.map((c) => c.id)).toContain('hadibu');
  });

  it('tells whether a city belongs to a governorate', () => {
    expect(isCityInGovernorate('aden', 'crater')).toBe(true);
    expect(isCityInGovernorate('aden', 'taiz-city')).toBe(false);
    expect(isCityInGovernorate('atlantis', 'crater')).toBe(false);
  });
});

describe('catalogue', () => {
  it('maps every filter category to product types', () => {
    for (const id of FILTER_CATEGORY_IDS) expect(typesForCategory(id)?.length).toBeGreaterThan(0);
    expect(typesForCategory('solar')).toEqual(['Panel']);
    expect(typesForCategory('Other')).toEqual(['Others']);
    expect(typesForCategory('Battery')).toEqual(['Battery']);
    expect(typesForCategory('nonsense')).toBeUndefined();
    expect(PRODUCT_TYPES).toHaveLength(7);
  });
});

describe('rial areas', () => {
  it('names the rial of every governorate, and only of governorates', () => {
    expect(Object.keys(RIAL_OF_GOVERNORATE).sort()).toEqual(GOVERNORATES.map((g) => g.id).sort());
  });

  it('counts Aden and the south in the Aden rial, Sana\'a and the north in the Sana\'a rial', () => {
    expect(localCurrencyOf('aden')).toBe('YER_SOUTH');
    expect(localCurrencyOf('hadramaut')).toBe('YER_SOUTH');
    expect(localCurrencyOf('amanat-al-asimah')).toBe('YER');
    expect(localCurrencyOf('ibb')).toBe('YER');
    expect(localCurrencyOf(null)).toBeNull();
    expect(localCurrencyOf('atlantis')).toBeNull();
    expect(governoratesOfRialArea('aden')).toContain('lahij');
    expect(governoratesOfRialArea('aden')).not.toContain('sanaa');
    expect(governoratesOfRialArea(undefined)).toEqual([]);
  });
});
