import { describe, expect, it } from 'vitest';
import { countActiveFilters, readEngineerFilters, readPage, readShopFilters, writeFilterParams } from './filter-params.ts';
import { safeWebUrl, truncate } from './text.ts';

const params = (query: string) => new URLSearchParams(query);

describe('directory filters in the address', () => {
  it('reads the engineer filters it knows and drops values the API would refuse', () => {
    expect(readEngineerFilters(params('q=%20الحداد%20&governorate=taiz&city=al-turbah&experience=10%2B&minRating=4&verified=true&service=install&specialization=Hybrid'))).toEqual({
      search: 'الحداد',
      governorate: 'taiz',
      city: 'al-turbah',
      experience: '10+',
      minRating: 4,
      verified: true,
      service: 'install',
      specialization: 'Hybrid',
    });
    const dropped = readEngineerFilters(params('governorate=atlantis&city=al-turbah&experience=2-4&minRating=4.2&verified=yes&service=cooking'));
    expect(Object.values(dropped).filter((v) => v !== undefined)).toEqual([]);
    // A city of another governorate is dropped, the governorate kept.
    const shop = readShopFilters(params('governorate=aden&city=al-turbah'));
    expect([shop.governorate, shop.city]).toEqual(['aden', undefined]);
  });

  it('writes them back with page 1 left out, and counts what is set', () => {
    expect(writeFilterParams({ search: 'x', experience: '10+', verified: true, city: undefined }, 1).toString()).toBe('q=x&experience=10%2B&verified=true');
    expect(writeFilterParams({ governorate: 'ibb' }, 3).toString()).toBe('governorate=ibb&page=3');
    expect(countActiveFilters({ search: 'x', governorate: 'ibb', verified: true, service: undefined })).toBe(2);
  });

  it('reads the page as a positive integer, else 1', () => {
    expect([readPage(params('page=3')), readPage(params('page=0')), readPage(params('page=abc')), readPage(params('page=1.5')), readPage(params(''))]).toEqual([3, 1, 1, 1, 1]);
  });
});

describe('text helpers', () => {
  it('cuts at a number of characters with an ellipsis, never inside a character', () => {
    expect(truncate('مهندس كهرباء متخصص في المنظومات', 15)).toBe('مهندس كهرباء مت…');
    expect(truncate('قصير', 15)).toBe('قصير');
    expect(truncate('123456789012345', 15)).toBe('123456789012345');
    expect(truncate('☀️☀️☀️', 2)).toBe('☀️…');
  });

  it('lets only web addresses become links', () => {
    expect(safeWebUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeWebUrl(' HTTP://example.com ')).toBe('HTTP://example.com');
    for (const bad of ['javascript:alert(1)', 'example.com', 'data:text/html,x', '', null, undefined]) expect(safeWebUrl(bad)).toBeNull();
  });
});
