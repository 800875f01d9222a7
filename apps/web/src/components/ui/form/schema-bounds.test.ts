import { describe, expect, it } from 'vitest';
import { CalculatorSettingsSchema } from '@solar/shared/contract/calculator';
import { numberBoundsAt } from './schema-bounds.ts';

describe('numberBoundsAt', () => {
  it('reads the limits of nested, nullable and listed numbers from the shared schema', () => {
    expect(numberBoundsAt(CalculatorSettingsSchema, 'pvLosses.soiling')).toEqual({ min: 0, max: 0.5 });
    expect(numberBoundsAt(CalculatorSettingsSchema, 'prices.panelUsd')).toEqual({ min: 0, max: 1_000_000 });
    expect(numberBoundsAt(CalculatorSettingsSchema, 'systemVoltage.options')).toEqual({ min: 6, max: 96 });
  });

  it('answers undefined for what is not a number', () => {
    expect(numberBoundsAt(CalculatorSettingsSchema, 'sunHours.national.source')).toBeUndefined();
    expect(numberBoundsAt(CalculatorSettingsSchema, 'no.such.path')).toBeUndefined();
  });
});
