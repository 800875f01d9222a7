import { describe, expect, it } from 'vitest';
import {
  applyFilterPatch, clearProductFilters, countDialogFilters, hasActiveFilters, parseProductFilters, removeProductFilter,
  serializeProductFilters,
} from './product-filters.ts';
import type { ProductFilters } from './product-filters.ts';
import { withKnownPlaces } from './known-places.ts';
import { priceBound, priceStep } from './price-scale.ts';

const parse = (search: string) => parseProductFilters(new URLSearchParams(search));

describe('product filters in the URL', () => {
  it('reads every filter under the API’s own names and writes them back in a stable order', () => {
    const search =
      'search_keyword=550W&category=solar&brand=JinkoSolar&condition=New&governorate=aden&city=crater&minPrice=100&maxPrice=2500.5&currency=USD&sort=price_asc';
    const filters = parse(search);

    expect(filters).toEqual({
      search_keyword: '550W', category: 'solar', brand: 'JinkoSolar', condition: 'New', governorate: 'aden', city: 'crater',
      minPrice: 100, maxPrice: 2500.5, currency: 'USD', sort: 'price_asc',
    });
    expect(serializeProductFilters(filters).toString()).toBe(search);
    // The same filters in another order give the same URL.
    expect(serializeProductFilters(parse('sort=price_asc&governorate=aden&category=solar')).toString()).toBe('category=solar&governorate=aden&sort=price_asc');
  });

  it('opens the calculator’s links as they are written', () => {
    expect(parse('category=solar&search_keyword=550W&governorate=aden')).toEqual({ search_keyword: '550W', category: 'solar', governorate: 'aden' });
  });

  it('takes a product type for its category, including the spec’s Other', () => {
    expect(parse('type=Battery').category).toBe('batteries');
    expect(parse('type=Other').category).toBe('others');
    expect(parse('type=Charging%20Devices').category).toBe('Charging Devices');
    expect(serializeProductFilters(parse('type=Battery')).toString()).toBe('category=batteries');
  });

  it('ignores what the API would refuse instead of failing the whole list', () => {
    expect(parse('category=toasters&condition=Broken&sort=cheapest&currency=EUR&minPrice=-5&maxPrice=abc&governorate=Aden!')).toEqual({});
    expect(parse(`search_keyword=${'x'.repeat(150)}`).search_keyword).toHaveLength(100);
    expect(parse('search_keyword=%20%20')).toEqual({});
  });

  it('drops a city without its governorate and a currency without a price, and orders a reversed range', () => {
    expect(parse('city=crater')).toEqual({});
    expect(parse('currency=USD')).toEqual({});
    expect(parse('minPrice=900&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 900 });
  });

  it('checks places against the reference data', () => {
    expect(withKnownPlaces(parse('governorate=atlantis&city=crater&category=solar'))).toEqual({ category: 'solar' });
    expect(withKnownPlaces(parse('governorate=taiz&city=crater'))).toEqual({ governorate: 'taiz' });
    expect(withKnownPlaces(parse('governorate=aden&city=crater'))).toEqual({ governorate: 'aden', city: 'crater' });
  });
});

describe('changing the filters', () => {
  const start: ProductFilters = { category: 'solar', governorate: 'aden', city: 'crater', sort: 'newest' };

  it('clears the city when the governorate changes, and keeps it otherwise', () => {
    expect(applyFilterPatch(start, { governorate: 'taiz' })).toEqual({ category: 'solar', governorate: 'taiz', sort: 'newest' });
    expect(applyFilterPatch(start, { governorate: undefined })).toEqual({ category: 'solar', sort: 'newest' });
    expect(applyFilterPatch(start, { governorate: 'aden' })).toEqual(start);
    expect(applyFilterPatch(start, { condition: 'Used' })).toEqual({ ...start, condition: 'Used' });
    expect(applyFilterPatch(start, { governorate: 'taiz', city: 'al-turbah' })).toMatchObject({ governorate: 'taiz', city: 'al-turbah' });
  });

  it('removes one filter, the governorate with its city, the price range with its currency', () => {
    expect(removeProductFilter(start, 'city')).toEqual({ category: 'solar', governorate: 'aden', sort: 'newest' });
    expect(removeProductFilter(start, 'governorate')).toEqual({ category: 'solar', sort: 'newest' });
    expect(removeProductFilter({ minPrice: 5, maxPrice: 9, currency: 'USD', brand: 'ABB' }, 'price')).toEqual({ brand: 'ABB' });
  });

  it('clears everything but the sort order, which filters nothing out', () => {
    expect(clearProductFilters(start)).toEqual({ sort: 'newest' });
    expect(hasActiveFilters({ sort: 'newest' })).toBe(false);
    expect(hasActiveFilters(start)).toBe(true);
    // The sheet holds the brand and the price range too (one badge for a range); the search has its own box.
    expect(countDialogFilters({ ...start, brand: 'ABB', search_keyword: 'x' })).toBe(4);
    expect(countDialogFilters({ minPrice: 5, maxPrice: 9, currency: 'USD' })).toBe(1);
  });
});

describe('the price slider’s scale', () => {
  it('uses the spec’s 0–10,000 in steps of 100 when nothing better is known', () => {
    expect(priceBound(null)).toBe(10_000);
    expect(priceStep(priceBound(undefined))).toBe(100);
  });

  it('rounds the highest price up to a round bound', () => {
    expect(priceBound(7_300)).toBe(10_000);
    expect(priceBound(1_800)).toBe(2_000);
    expect(priceBound(2_100)).toBe(2_500);
    expect(priceBound(2_140_000)).toBe(2_500_000);
    expect(priceBound(40)).toBe(100);
  });
});

describe('specification filters in the URL (issue #19)', () => {
  it('reads and writes them under the API’s names, so a filtered list can be shared', () => {
    const search = 'category=batteries&minCapacityAh=100&maxCapacityAh=200&minKwh=2.5&voltage=24&chemistry=lifepo4';
    expect(parse(search)).toEqual({ category: 'batteries', minCapacityAh: 100, maxCapacityAh: 200, minKwh: 2.5, voltage: 24, chemistry: 'lifepo4' });
    expect(serializeProductFilters(parse(search)).toString()).toBe(search);
    expect(serializeProductFilters(parse('inverterKind=hybrid&voltage=48&category=Charging%20Devices&minPowerW=3000')).toString()).toBe(
      'category=Charging+Devices&minPowerW=3000&voltage=48&inverterKind=hybrid',
    );
    // The calculator's "see all" for its inverter: off-grid or hybrid, never a charge controller.
    expect(parse('category=Charging%20Devices&voltage=12&minPowerW=500&inverterKind=off_grid_or_hybrid')).toEqual({
      category: 'Charging Devices', voltage: 12, minPowerW: 500, inverterKind: 'off_grid_or_hybrid',
    });
  });

  it('ignores what the API would refuse, orders a reversed range and keeps only the category’s own', () => {
    expect(parse('voltage=36&chemistry=lithium&inverterKind=grid&minPowerW=-5&maxKwh=5kWh')).toEqual({});
    expect(parse('category=solar&minPowerW=600&maxPowerW=540')).toEqual({ category: 'solar', minPowerW: 540, maxPowerW: 600 });
    // A battery's chemistry means nothing on a list of panels; without a category every one stays.
    expect(parse('category=solar&chemistry=lifepo4&minPowerW=540')).toEqual({ category: 'solar', minPowerW: 540 });
    expect(parse('chemistry=lifepo4&minPowerW=540')).toEqual({ chemistry: 'lifepo4', minPowerW: 540 });
    expect(applyFilterPatch(parse('category=batteries&voltage=24'), { category: 'accessories' })).toEqual({ category: 'accessories' });
  });

  it('counts each range and choice once on the filter button, and a chip removes a range whole', () => {
    const filters = parse('category=batteries&minCapacityAh=100&maxCapacityAh=200&voltage=24&chemistry=lifepo4');
    expect(countDialogFilters(filters)).toBe(4);
    expect(removeProductFilter(filters, 'capacity')).toEqual({ category: 'batteries', voltage: 24, chemistry: 'lifepo4' });
    expect(hasActiveFilters({ voltage: 24 })).toBe(true);
  });
});

