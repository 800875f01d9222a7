import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPTH_OF_DISCHARGE, type ProductSpecs } from '@solar/shared/reference/spec-kinds';
import { formatPercent, formatQuantity, formatSpecNumber, formatVoltages } from '@solar/shared/domain/spec-format';
import { getLanguage } from '../lib/i18n.ts';

export interface SpecRow {
  /** The field's name (a stable key for lists and tests). */
  field: string;
  label: string;
  value: string;
}

/**
 * A listing's structured specifications as rows of a specification table, in the active language: each
 * value with its unit («٥٥٠ واط», "49.62 V"), kinds and chemistries in words; empty optional fields are
 * left out (docs/decisions/025-listing-specifications.md).
 */
export function useSpecRows() {
  const { t } = useTranslation('products');
  const language = getLanguage();
  return useCallback(
    (specs: ProductSpecs | null | undefined): SpecRow[] => {
      if (!specs) return [];
      const rows: [string, string | null][] = [];
      const q = (value: number | null, unit: Parameters<typeof formatQuantity>[1]) => (value === null ? null : formatQuantity(value, unit, language));
      switch (specs.kind) {
        case 'panel':
          rows.push(
            ['powerW', q(specs.powerW, 'W')],
            ['cellType', t(`specs.cellType.${specs.cellType}`)],
            ['cellTech', specs.cellTech && t(`specs.cellTech.${specs.cellTech}`)],
            ['vocV', q(specs.vocV, 'V')],
            ['iscA', q(specs.iscA, 'A')],
            ['efficiencyPct', specs.efficiencyPct === null ? null : formatPercent(specs.efficiencyPct, language)],
            [
              'dimensions',
              specs.lengthMm !== null && specs.widthMm !== null
                ? `${formatSpecNumber(specs.lengthMm, language)} × ${formatQuantity(specs.widthMm, 'mm', language)}`
                : null,
            ],
            ['tempCoeffVocPctPerC', q(specs.tempCoeffVocPctPerC, 'pctPerC')],
          );
          break;
        case 'battery':
          rows.push(
            ['chemistry', t(`specs.chemistry.${specs.chemistry}`)],
            ['voltageV', q(specs.voltageV, 'V')],
            ['capacityAh', q(specs.capacityAh, 'Ah')],
            [
              'usableKwh',
              t('specs.usableOf', {
                usable: formatQuantity(specs.usableKwh, 'kWh', language),
                percent: formatPercent(DEPTH_OF_DISCHARGE[specs.chemistry] * 100, language),
                total: formatQuantity((specs.voltageV * specs.capacityAh) / 1000, 'kWh', language),
              }),
            ],
            ['cycleLife', specs.cycleLife === null ? null : t('specs.cycles', { count: specs.cycleLife })],
            ['ageMonths', specs.ageMonths === null ? null : t('specs.months', { count: specs.ageMonths })],
            ['healthPct', specs.healthPct === null ? null : formatPercent(specs.healthPct, language)],
          );
          break;
        case 'inverter':
          rows.push(
            ['inverterKind', t(`specs.inverterKind.${specs.inverterKind}`)],
            ['powerW', q(specs.powerW, 'W')],
            ['batteryVoltages', specs.batteryVoltages.length ? formatVoltages(specs.batteryVoltages, language) : null],
            [
              'mppt',
              specs.mpptMinV !== null && specs.mpptMaxV !== null
                ? t('specs.range', { min: formatSpecNumber(specs.mpptMinV, language), max: formatQuantity(specs.mpptMaxV, 'V', language) })
                : null,
            ],
            ['mpptMinV', specs.mpptMaxV === null ? q(specs.mpptMinV, 'V') : null],
            ['mpptMaxV', specs.mpptMinV === null ? q(specs.mpptMaxV, 'V') : null],
            ['maxPvInputV', q(specs.maxPvInputV, 'V')],
            ['maxChargeA', q(specs.maxChargeA, 'A')],
          );
          break;
        case 'system':
          rows.push(
            ['pvW', q(specs.pvW, 'W')],
            ['batteryKwh', q(specs.batteryKwh, 'kWh')],
            ['inverterW', specs.inverterW > 0 ? q(specs.inverterW, 'W') : t('specs.noInverter')],
          );
          break;
      }
      return rows.flatMap(([field, value]) => (value ? [{ field, label: t(`specs.fields.${field}`), value }] : []));
    },
    [t, language],
  );
}
