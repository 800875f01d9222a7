import { describe, expect, it } from 'vitest';
import { paramNamesOf, pathOf, routes } from './routes.ts';

describe('pathOf', () => {
  it('gives a path without params as it is', () => {
    expect(pathOf(routes.products.browse)).toBe('/marketplace/browse-products');
  });

  it('fills each :param with its value, URL-encoded', () => {
    expect(pathOf(routes.products.detail, { id: 'p-1' })).toBe('/marketplace/getOneProduct/p-1');
    expect(pathOf(routes.auth.verifyOtp, { identifier: '+967 777/100?200' })).toBe('/auth/verify-otp/%2B967%20777%2F100%3F200');
    expect(pathOf(routes.savedSearches.unsubscribe, { token: 'a.b_c' })).toBe('/alerts/unsubscribe/a.b_c');
    expect(pathOf({ method: 'GET', path: '/a/:first/b/:second' }, { first: 'ش', second: '2' })).toBe('/a/%D8%B4/b/2');
  });

  it('requires a value for every param (a type error, and an error at run time)', () => {
    // @ts-expect-error -- `:id` needs `{ id }`.
    expect(() => pathOf(routes.products.detail)).toThrow(':id');
    // @ts-expect-error -- a value for another name does not fill `:id`.
    expect(() => pathOf(routes.products.detail, { productId: 'p-1' })).toThrow(':id');
    // @ts-expect-error -- a path without params takes none.
    pathOf(routes.products.browse, { id: 'p-1' });
  });

  it('names the params of a path in order', () => {
    expect(paramNamesOf('/a/:first/b/:second')).toEqual(['first', 'second']);
    expect(paramNamesOf(routes.products.browse.path)).toEqual([]);
  });
});
