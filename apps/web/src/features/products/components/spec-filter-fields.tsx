import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProductFacets } from '@solar/shared/contract/products';
import { parseLocalizedNumber } from '@solar/shared/domain/localized-number';
import { SPEC_UNITS, formatQuantity, type SpecUnit } from '@solar/shared/domain/spec-format';
import { BATTERY_CHEMISTRIES, INVERTER_KIND_FILTERS, SYSTEM_VOLTAGES, inverterKindsOf } from '@solar/shared/reference/spec-kinds';
import type { BatteryChemistry, InverterKindFilter, SPEC_RANGES, SpecFilterKey, SystemVoltage } from '@solar/shared/reference/spec-kinds';
import { getLanguage } from '../../../lib/i18n.ts';
import type { ProductFilters } from '../utils/product-filters.ts';
import { NativeSelectField } from './native-select-field.tsx';

/** The specification filters as the sheet holds them: text as typed (ranges), a choice or '' (the others). */
export type SpecDraft = Record<SpecFilterKey, string>;
type RangeStart = (typeof SPEC_RANGES)[number][0];

const RANGES: { min: RangeStart; max: SpecFilterKey; legend: string; unit: SpecUnit }[] = [
  { min: 'minPowerW', max: 'maxPowerW', legend: 'specs.filters.power', unit: 'W' },
  { min: 'minCapacityAh', max: 'maxCapacityAh', legend: 'specs.filters.capacity', unit: 'Ah' },
  { min: 'minKwh', max: 'maxKwh', legend: 'specs.filters.kwh', unit: 'kWh' },
];
/** The largest bound the API reads (six digits, two decimals). */
const MAX_BOUND = 999_999;

/** The sheet's starting text for the filters in force. */
export function specDraftOf(filters: ProductFilters): SpecDraft {
  const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));
  return {
    minPowerW: text(filters.minPowerW), maxPowerW: text(filters.maxPowerW), minCapacityAh: text(filters.minCapacityAh),
    maxCapacityAh: text(filters.maxCapacityAh), minKwh: text(filters.minKwh), maxKwh: text(filters.maxKwh),
    voltage: text(filters.voltage), chemistry: text(filters.chemistry), inverterKind: text(filters.inverterKind),
  };
}

/**
 * The draft read as filters: numbers as every number is read (`parseLocalizedNumber`: «٥٤٠», "2,5"),
 * rounded to the API's two decimals. Text that is no size, and a range upside down, are errors (message
 * keys of the products catalogue) and the sheet is not applied.
 */
export function readSpecDraft(draft: SpecDraft): { filters: ProductFilters; errors: Partial<Record<SpecFilterKey, string>> } {
  const errors: Partial<Record<SpecFilterKey, string>> = {};
  const size = (key: SpecFilterKey): number | undefined => {
    const value = parseLocalizedNumber(draft[key]);
    if (value === null) return undefined;
    if (!Number.isFinite(value) || value < 0 || value > MAX_BOUND) {
      errors[key] = 'specs.filters.notANumber';
      return undefined;
    }
    return Math.round(value * 100) / 100;
  };
  const filters: ProductFilters = {};
  for (const { min, max } of RANGES) {
    const low = size(min);
    const high = size(max);
    if (low !== undefined && high !== undefined && low > high) errors[max] = 'specs.filters.reversed';
    Object.assign(filters, { [min]: low, [max]: high });
  }
  filters.voltage = SYSTEM_VOLTAGES.find((v) => String(v) === draft.voltage);
  filters.chemistry = BATTERY_CHEMISTRIES.find((c) => c === draft.chemistry);
  filters.inverterKind = INVERTER_KIND_FILTERS.find((k) => k === draft.inverterKind);
  return { filters, errors };
}

interface SpecFilterFieldsProps {
  /** The specification filters the chosen category offers (product-filters.ts `specFiltersOf`). */
  offered: readonly SpecFilterKey[];
  draft: SpecDraft;
  errors: Partial<Record<SpecFilterKey, string>>;
  onChange: (patch: Partial<SpecDraft>) => void;
  /** Counts under the search and the chosen category, for the choices. */
  facets: ProductFacets | undefined;
}

/**
 * The filter sheet's specifications (issue #19): the ranges and choices of the chosen category (a
 * panel's watts; a battery's Ah, kWh, voltage and type; an inverter's watts, voltage and kind), each
 * choice with how many listings it finds.
 */
export function SpecFilterFields({ offered, draft, errors, onChange, facets }: SpecFilterFieldsProps) {
  const { t } = useTranslation('products');
  const language = getLanguage();
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : t('filters.option', { label, count }));
  const countOf = <T,>(list: { value: T; count: number }[] | undefined, value: T) => (facets ? (list?.find((entry) => entry.value === value)?.count ?? 0) : undefined);
  const message = (key: SpecFilterKey) => (errors[key] ? t(errors[key]) : undefined);
  // "Off-grid or hybrid" finds the listings of both kinds.
  const kindCount = (filter: InverterKindFilter) =>
    facets ? inverterKindsOf(filter).reduce((sum, kind) => sum + (countOf(facets.inverterKinds, kind) ?? 0), 0) : undefined;

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2.5 }}>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 500, p: 0, mb: 1 }}>
        {t('specs.filters.title')}
      </Typography>
      {RANGES.filter((range) => offered.includes(range.min)).map((range) => (
        <Box key={range.min} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="body2" color="text.secondary" sx={{ p: 0, mb: 1.5 }}>
            {t(range.legend)}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
            {([range.min, range.max] as const).map((key, index) => (
              <TextField
                key={key}
                size="small"
                label={t(index === 0 ? 'specs.filters.from' : 'specs.filters.to')}
                value={draft[key]}
                onChange={(event) => onChange({ [key]: event.target.value })}
                error={Boolean(errors[key])}
                helperText={message(key)}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', dir: 'ltr', maxLength: 12 },
                  input: { endAdornment: <InputAdornment position="end">{SPEC_UNITS[language][range.unit]}</InputAdornment> },
                }}
                sx={{ '& .MuiInputBase-root': { minHeight: 44 } }}
              />
            ))}
          </Box>
        </Box>
      ))}
      {offered.includes('voltage') && (
        <NativeSelectField fullWidth label={t('specs.filters.voltage')} value={draft.voltage} onChange={(voltage) => onChange({ voltage })}>
          <option value="">{t('specs.filters.anyVoltage')}</option>
          {SYSTEM_VOLTAGES.map((voltage: SystemVoltage) => (
            <option key={voltage} value={String(voltage)}>
              {withCount(formatQuantity(voltage, 'V', language), countOf(facets?.voltages, voltage))}
            </option>
          ))}
        </NativeSelectField>
      )}
      {offered.includes('chemistry') && (
        <NativeSelectField fullWidth label={t('specs.fields.chemistry')} value={draft.chemistry} onChange={(chemistry) => onChange({ chemistry })}>
          <option value="">{t('specs.filters.anyChemistry')}</option>
          {BATTERY_CHEMISTRIES.map((chemistry: BatteryChemistry) => (
            <option key={chemistry} value={chemistry}>
              {withCount(t(`specs.chemistry.${chemistry}`), countOf(facets?.chemistries, chemistry))}
            </option>
          ))}
        </NativeSelectField>
      )}
      {offered.includes('inverterKind') && (
        <NativeSelectField fullWidth label={t('specs.fields.inverterKind')} value={draft.inverterKind} onChange={(inverterKind) => onChange({ inverterKind })}>
          <option value="">{t('specs.filters.anyInverterKind')}</option>
          {INVERTER_KIND_FILTERS.map((kind: InverterKindFilter) => (
            <option key={kind} value={kind}>
              {withCount(t(`specs.inverterKind.${kind}`), kindCount(kind))}
            </option>
          ))}
        </NativeSelectField>
      )}
    </Box>
  );
}
