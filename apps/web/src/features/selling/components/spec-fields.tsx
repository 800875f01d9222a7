import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldError, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parseLocalizedNumber } from '@solar/shared/domain/localized-number';
import { SPEC_UNITS, formatQuantity, type SpecUnit } from '@solar/shared/domain/spec-format';
import {
  BATTERY_CHEMISTRIES, CELL_TECHS, CELL_TYPES, INVERTER_KINDS, SYSTEM_VOLTAGES, specKindOf, usableKwhOf, type BatteryChemistry,
} from '@solar/shared/reference/spec-kinds';
import type { CreateProductBody } from '@solar/shared/contract/selling';
import { getLanguage } from '../../../lib/i18n.ts';
import { SPEC_FORM_FIELDS, USED_BATTERY_FIELDS, type ListingFormValues, type SpecFieldName, type SpecFormValues } from '../utils/listing-form.ts';

type Unit = SpecUnit | 'percent' | 'months' | 'cycles';

/** How each field is asked: a unit after the number, or a list of choices; required ones are marked. */
const FIELD: Record<SpecFieldName, { unit?: Unit; options?: readonly string[]; optionKey?: string; required?: boolean; integer?: boolean }> = {
  powerW: { unit: 'W', required: true },
  cellType: { options: CELL_TYPES, optionKey: 'cellType', required: true },
  cellTech: { options: CELL_TECHS, optionKey: 'cellTech' },
  vocV: { unit: 'V' },
  iscA: { unit: 'A' },
  efficiencyPct: { unit: 'percent' },
  lengthMm: { unit: 'mm', integer: true },
  widthMm: { unit: 'mm', integer: true },
  tempCoeffVocPctPerC: { unit: 'pctPerC' },
  chemistry: { options: BATTERY_CHEMISTRIES, optionKey: 'chemistry', required: true },
  voltageV: { unit: 'V', required: true },
  capacityAh: { unit: 'Ah', required: true },
  cycleLife: { unit: 'cycles', integer: true },
  ageMonths: { unit: 'months', integer: true },
  healthPct: { unit: 'percent' },
  inverterKind: { options: INVERTER_KINDS, optionKey: 'inverterKind', required: true },
  mpptMinV: { unit: 'V' },
  mpptMaxV: { unit: 'V' },
  maxPvInputV: { unit: 'V' },
  maxChargeA: { unit: 'A' },
  pvW: { unit: 'W', required: true },
  batteryKwh: { unit: 'kWh', required: true },
  inverterW: { unit: 'W', required: true },
};

interface SpecFieldsProps {
  type: string;
  condition: string;
  specs: SpecFormValues;
  control: Control<ListingFormValues, unknown, CreateProductBody>;
  register: UseFormRegister<ListingFormValues>;
  errors: FieldErrors<ListingFormValues>['specs'];
  errorText: (error: FieldError | undefined) => string | undefined;
}

/**
 * The posting form's specifications of the chosen type (issue #19): each number with its unit in the
 * page's language (W/واط, V/فولت, Ah/أمبير ساعة, kWh/كيلوواط ساعة, %), Arabic digits accepted (the shared
 * contract reads them with `parseLocalizedNumber`), required ones marked; a battery's usable energy as
 * the server will compute it; a used battery's age and health.
 */
export function SpecFields({ type, condition, specs, control, register, errors, errorText }: SpecFieldsProps) {
  const { t } = useTranslation('selling');
  const language = getLanguage();
  const voltagesId = useId();
  const kind = specKindOf(type);
  if (!kind) return null;

  const unitText = (unit: Unit) => (unit === 'percent' || unit === 'months' || unit === 'cycles' ? t(`form.specs.units.${unit}`) : SPEC_UNITS[language][unit]);
  const fieldError = (name: keyof SpecFormValues) => (errors as Record<string, FieldError | undefined> | undefined)?.[name];
  const fields = SPEC_FORM_FIELDS[kind].filter((name) => condition === 'New' ? !USED_BATTERY_FIELDS.includes(name) : true);
  // What the whole specification says wrong (a type posted without them), beside the fields' own messages.
  const whole = (errors as FieldError | undefined)?.message ? errorText(errors as FieldError) : errorText((errors as { kind?: FieldError } | undefined)?.kind);
  const gridTie = specs.inverterKind === 'on_grid';

  const usable = (() => {
    if (kind !== 'battery') return null;
    const voltageV = parseLocalizedNumber(specs.voltageV);
    const capacityAh = parseLocalizedNumber(specs.capacityAh);
    const chemistry = BATTERY_CHEMISTRIES.find((c) => c === specs.chemistry) as BatteryChemistry | undefined;
    if (!chemistry || voltageV === null || capacityAh === null || !(voltageV > 0) || !(capacityAh > 0)) return null;
    return formatQuantity(usableKwhOf({ chemistry, voltageV, capacityAh }), 'kWh', language);
  })();

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('form.specs.specsHint')}
      </Typography>
      {whole && (
        <Alert severity="error" role="alert">
          {whole}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map((name) => {
          if (name === 'batteryVoltages') {
            const error = fieldError('batteryVoltages') ?? (errors as { batteryVoltages?: FieldError[] } | undefined)?.batteryVoltages?.find(Boolean);
            return (
              <Box key={name} component="fieldset" aria-describedby={error ? `${voltagesId}-error` : undefined} sx={{ border: 0, m: 0, p: 0, minWidth: 0, gridColumn: '1 / -1' }}>
                <Typography component="legend" variant="body2" sx={{ p: 0, mb: 0.5, color: error ? 'error.main' : 'text.secondary' }}>
                  {t('form.specs.batteryVoltagesLegend')}
                  {!gridTie && ' *'}
                </Typography>
                <Controller
                  control={control}
                  name="specs.batteryVoltages"
                  render={({ field }) => (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                      {SYSTEM_VOLTAGES.map((voltage) => {
                        const value = String(voltage);
                        const checked = field.value.includes(value);
                        return (
                          <FormControlLabel
                            key={value}
                            label={formatQuantity(voltage, 'V', language)}
                            control={
                              <Checkbox
                                checked={checked}
                                onChange={() => field.onChange(checked ? field.value.filter((v) => v !== value) : [...field.value, value])}
                                onBlur={field.onBlur}
                              />
                            }
                          />
                        );
                      })}
                    </Box>
                  )}
                />
                {error && (
                  <FormHelperText id={`${voltagesId}-error`} error>
                    {errorText(error)}
                  </FormHelperText>
                )}
              </Box>
            );
          }
          const spec = FIELD[name];
          const error = fieldError(name);
          const { ref, ...rest } = register(`specs.${name}`);
          const label = t(`products:specs.fields.${name}`);
          if (spec.options) {
            return (
              <TextField
                key={name}
                select
                label={label}
                required={spec.required}
                fullWidth
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                inputRef={ref}
                {...rest}
                error={Boolean(error)}
                helperText={errorText(error)}
              >
                <option value="">{spec.required ? t('form.specs.choose') : t('form.specs.none')}</option>
                {spec.options.map((option) => (
                  <option key={option} value={option}>
                    {t(`products:specs.${spec.optionKey}.${option}`)}
                  </option>
                ))}
              </TextField>
            );
          }
          return (
            <TextField
              key={name}
              label={label}
              required={spec.required}
              fullWidth
              inputRef={ref}
              {...rest}
              error={Boolean(error)}
              helperText={errorText(error) ?? (name === 'capacityAh' && usable ? t('form.specs.usablePreview', { value: usable }) : undefined)}
              slotProps={{
                // A negative coefficient needs the minus sign, which numeric phone keypads may lack.
                htmlInput: { inputMode: name === 'tempCoeffVocPctPerC' ? 'text' : spec.integer ? 'numeric' : 'decimal', dir: 'ltr', maxLength: 12 },
                input: spec.unit ? { endAdornment: <InputAdornment position="end">{unitText(spec.unit)}</InputAdornment> } : undefined,
                inputLabel: { shrink: true },
              }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
