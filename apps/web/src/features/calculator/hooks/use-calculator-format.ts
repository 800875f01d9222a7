import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextRef } from '@solar/shared/domain/calculator';
import { formatMultiplier, formatNumber } from '../../../lib/format.ts';

/** Numbers, units and the engine's texts in the active language, through Intl. */
export function useCalculatorFormat() {
  const { t, i18n } = useTranslation('calculator');
  const language = i18n.language;
  return useMemo(() => {
    const number = (value: number, digits = 2) => formatNumber(value, { maximumFractionDigits: digits });
    return {
      language,
      number,
      /** A factor, "1.25×": the sign after the number in reading order in both languages (shared/domain/price-format.ts). */
      multiplier: (value: number, digits = 2) => formatMultiplier(value, digits),
      percent: (fraction: number, digits = 1) => formatNumber(fraction, { style: 'percent', maximumFractionDigits: digits }),
      watts: (value: number) => t('units.w', { value: number(value, 0) }),
      kilowatts: (value: number) => t('units.kw', { value: number(value, 2) }),
      kwh: (value: number) => t('units.kwh', { value: number(value, 2) }),
      kwhPerDay: (value: number) => t('units.kwhPerDay', { value: number(value, 3) }),
      volts: (value: number) => t('units.v', { value: number(value, 1) }),
      ampHours: (value: number) => t('units.ah', { value: number(value, 1) }),
      squareMetres: (value: number) => t('units.m2', { value: number(value, 2) }),
      litres: (value: number) => t('units.litres', { value: number(value, 0) }),
      hours: (value: number) => t('units.hours', { count: value, value: number(value, 1) }),
      days: (value: number) => t('units.days', { count: value, value: number(value, 1) }),
      batteryUnit: (voltage: number, capacityAh: number) => t('units.unit', { voltage: number(voltage), capacityAh: number(capacityAh) }),
      /** A text the engine names by key, its numbers formatted for the active language. */
      text: (ref: TextRef) =>
        t(ref.key, Object.fromEntries(Object.entries(ref.values).map(([name, value]) => [name, number(value, 3)]))),
    };
  }, [t, language]);
}

export type CalculatorFormat = ReturnType<typeof useCalculatorFormat>;
