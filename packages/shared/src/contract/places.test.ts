import { describe, expect, it } from 'vitest';
import { PlaceSchema } from './places.ts';

describe('PlaceSchema', () => {
  it('accepts a city of the chosen governorate', () => {
    expect(PlaceSchema.parse({ governorate: 'hadramaut', city: 'al-mukalla' })).toEqual({ governorate: 'hadramaut', city: 'al-mukalla' });
  });

  it('refuses a city of another governorate, on the city field', () => {
    const result = PlaceSchema.safeParse({ governorate: 'aden', city: 'al-mukalla' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['city'], message: 'errors:field.cityNotInGovernorate' })]);
  });

  it('refuses an unknown governorate', () => {
    const result = PlaceSchema.safeParse({ governorate: 'atlantis', city: 'x' });
    expect(result.error?.issues[0]?.path).toEqual(['governorate']);
  });
});
