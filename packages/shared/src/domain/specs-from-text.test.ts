import { describe, expect, it } from 'vitest';
import { specsFromText, type ListingWords } from './specs-from-text.ts';

// The reading shared by a posting sent without `specs` and the start-up backfill; the backfill's own cases
// are in apps/api/src/features/products/listing-specs.test.ts.
const read = (listing: Partial<ListingWords> & Pick<ListingWords, 'type' | 'name'>) =>
  specsFromText({ model: null, brand: null, description: '', specifications: {}, ...listing });

describe('specifications read from the words of the product description’s posting', () => {
  it('reads the sizes the free-text specifications state, with the kind the words name', () => {
    expect(read({ type: 'Panel', name: 'Mono panel', specifications: { power: '580W' } })).toMatchObject({ kind: 'panel', powerW: 580, cellType: 'mono' });
    expect(read({ type: 'Battery', name: 'AGM battery', specifications: { voltage: '12V', capacity: '200Ah' } })).toMatchObject({ voltageV: 12, capacityAh: 200 });
  });

  it('takes the kind of device from the name before the description, and none from a text that names two', () => {
    const hybrid = { type: 'Charging Devices', name: 'Hybrid inverter', description: 'Pure sine wave, built-in MPPT charger.', specifications: { power: '5kW', voltage: '48V' } };
    expect(read(hybrid)).toMatchObject({ kind: 'inverter', inverterKind: 'hybrid', powerW: 5000 });
    expect(read({ ...hybrid, name: 'Growatt SPF 5000 ES', description: 'Off-grid inverter with a 100 A MPPT charger.' })).toBeNull();
    expect(read({ ...hybrid, name: 'Growatt SPF 5000 ES', description: 'Off-grid inverter.' })).toMatchObject({ inverterKind: 'off_grid' });
  });

  it('leaves what is not stated plainly', () => {
    expect(read({ type: 'Panel', name: 'Solar panel', specifications: { power: '580W' } })).toBeNull();
    expect(read({ type: 'Integrated System', name: 'Mono 3kW system', specifications: { power: '3kW' } })).toBeNull();
    expect(read({ type: 'Accessory', name: 'Mono cable 580W' })).toBeNull();
  });
});
