import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { zodResolver } from '@hookform/resolvers/zod';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, get, useForm } from 'react-hook-form';
import type { FieldErrors, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CalculatorSettingsSchema } from '@solar/shared/contract/calculator';
import { APPLIANCE_TYPES, BATTERY_TYPES, PV_LOSS_IDS, SUN_HOUR_BASES } from '@solar/shared/domain/calculator';
import type { CalculatorSettings } from '@solar/shared/domain/calculator';
import { CLIMATE_CLASSES } from '@solar/shared/reference/solar-resource';
import { ApiError } from '../../../../lib/api-client.ts';
import { getLanguage } from '../../../../lib/i18n.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { useUpdateCalculatorSettings } from '../../api/update-calculator-settings.ts';
import { SERVER_ERROR, fieldErrorText } from '../../../../components/ui/form/field-error.ts';
import { numberBoundsAt } from '../../../../components/ui/form/schema-bounds.ts';
import { NumberField } from '../../../../components/ui/form/number-field.tsx';

type FormValues = z.input<typeof CalculatorSettingsSchema>;
type Path = FieldPath<FormValues>;
const resolver = zodResolver(CalculatorSettingsSchema);

type Unit = 'usd' | 'usdPerKw' | 'usdPerHour' | 'percent' | 'percentPerC' | 'hours' | 'watts' | 'volts' | 'ampHours' | 'amps' | 'metres' | 'celsius' | 'wattsPerM2' | 'times' | 'days';

interface NumberSpec {
  path: Path;
  label: string;
  unit?: Unit;
  isNullable?: boolean;
  isList?: boolean;
}

const PERCENT_UNITS = new Set<Unit>(['percent', 'percentPerC']);

/** The sections of the form, by the top-level settings they hold (an error opens its section). */
const SECTION_KEYS = {
  prices: ['prices', 'installation'],
  sun: ['sunHours'],
  equipment: ['panel', 'batteries', 'defaultBatteryType', 'daysOfAutonomy'],
  system: ['systemVoltage', 'inverter', 'conversion'],
  losses: ['pvLosses', 'temperature', 'climateAirC'],
  appliances: ['appliances'],
} as const;
type SectionId = keyof typeof SECTION_KEYS;
const SECTION_IDS = Object.keys(SECTION_KEYS) as SectionId[];

function sectionsWithErrors(errors: FieldErrors<FormValues>): SectionId[] {
  return SECTION_IDS.filter((id) => SECTION_KEYS[id].some((key) => get(errors, key) !== undefined));
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } } as const;

/**
 * The calculator engine's settings, grouped the way an admin thinks of them: today's prices first, the
 * engineering defaults after. The per-governorate sun-hour table is kept as stored (it carries a source
 * per row and is updated from publications, not by hand here).
 */
export function CalculatorSettingsForm({ settings }: { settings: CalculatorSettings }) {
  const { t } = useTranslation('admin');
  const update = useUpdateCalculatorSettings();
  const [expanded, setExpanded] = useState<SectionId[]>(['prices']);
  const [failure, setFailure] = useState<string | null>(null);
  // Bumped after a save, so every number field starts again from the stored value.
  const [generation, setGeneration] = useState(0);
  const form = useForm<FormValues, unknown, CalculatorSettings>({ resolver, defaultValues: settings, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const invalidSections = sectionsWithErrors(errors);

  const unitText = (unit: Unit | undefined) => (unit ? t(`calculatorSettings.units.${unit}`) : undefined);
  const numberField = ({ path, label, unit, isNullable, isList }: NumberSpec) => (
    <NumberField
      key={`${path}-${generation}`}
      control={form.control}
      name={path}
      label={label}
      unit={unitText(unit)}
      scale={unit && PERCENT_UNITS.has(unit) ? 100 : 1}
      isOptionalHint={isNullable}
      required={!isNullable}
      isList={isList}
      bounds={numberBoundsAt(CalculatorSettingsSchema, path)}
    />
  );
  // Controlled: a native select given its value by reference before its options exist would keep the first.
  const selectField = (path: Path, label: string, options: readonly string[], labelOf: (value: string) => string) => (
    <Controller
      control={form.control}
      name={path}
      render={({ field, fieldState }) => {
        const message = fieldErrorText(t, fieldState.error);
        return (
          <TextField
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            select
            label={label}
            fullWidth
            error={message !== undefined}
            helperText={message}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {labelOf(option)}
              </option>
            ))}
          </TextField>
        );
      }}
    />
  );
  const sourceField = () => {
    const { ref, ...field } = form.register('sunHours.national.source');
    const message = fieldErrorText(t, errors.sunHours?.national?.source);
    return (
      <TextField
        {...field}
        inputRef={ref}
        label={t('calculatorSettings.fields.source')}
        required
        fullWidth
        multiline
        minRows={2}
        error={message !== undefined}
        helperText={message ?? t('calculatorSettings.fields.sourceHint')}
        slotProps={{ htmlInput: { maxLength: 500, dir: 'auto' } }}
        sx={{ gridColumn: '1 / -1' }}
      />
    );
  };

  const handleInvalid = (invalid: FieldErrors<FormValues>) => {
    setExpanded((open) => [...new Set([...open, ...sectionsWithErrors(invalid)])]);
  };

  const handleValid = async (values: CalculatorSettings) => {
    setFailure(null);
    try {
      const response = await update.mutateAsync(values);
      form.reset(response.data.settings);
      setGeneration((value) => value + 1);
      toast.success(t('calculatorSettings.saved'));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure(t('errors:UNEXPECTED'));
        return;
      }
      for (const [field, message] of Object.entries(error.errors)) {
        if (SECTION_IDS.some((id) => SECTION_KEYS[id].some((key) => field === key || field.startsWith(`${key}.`)))) {
          form.setError(field as Path, { type: SERVER_ERROR, message });
        }
      }
      setExpanded((open) => [...new Set([...open, ...sectionsWithErrors(form.formState.errors)])]);
      setFailure(error.message);
    }
  };

  const section = (id: SectionId, children: ReactNode) => {
    const hasError = invalidSections.includes(id);
    return (
      <Accordion
        key={id}
        expanded={expanded.includes(id)}
        onChange={(_event, isOpen) => setExpanded((open) => (isOpen ? [...open, id] : open.filter((item) => item !== id)))}
        variant="outlined"
        disableGutters
        slotProps={{ heading: { component: 'h3' } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 56 }}>
          <Box component="span">
            <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
              {t(`calculatorSettings.sections.${id}.title`)}
            </Typography>
            <Typography component="span" variant="body2" color={hasError ? 'error' : 'text.secondary'} sx={{ display: 'block' }}>
              {hasError ? t('calculatorSettings.sectionHasErrors') : t(`calculatorSettings.sections.${id}.intro`)}
            </Typography>
          </Box>
        </AccordionSummary>
        <AccordionDetails>{children}</AccordionDetails>
      </Accordion>
    );
  };
  const f = (key: string) => t(`calculatorSettings.fields.${key}`);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(handleValid, handleInvalid)} sx={{ display: 'grid', gap: 3 }}>
      <Box>
        {section(
          'prices',
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Box sx={grid}>
              {numberField({ path: 'prices.panelUsd', label: f('panelPrice'), unit: 'usd', isNullable: true })}
              {BATTERY_TYPES.map((type) =>
                numberField({ path: `prices.batteryUsd.${type}`, label: t('calculatorSettings.fields.batteryPrice', { type: t(`calculator:batteryTypes.${type}`) }), unit: 'usd', isNullable: true }),
              )}
              {numberField({ path: 'prices.inverterUsdPerKw', label: f('inverterPrice'), unit: 'usdPerKw', isNullable: true })}
              {numberField({ path: 'prices.balanceOfSystemShare', label: f('balanceOfSystem'), unit: 'percent', isNullable: true })}
              {numberField({ path: 'prices.labourUsdPerHour', label: f('labourPrice'), unit: 'usdPerHour', isNullable: true })}
            </Box>
            <Box sx={grid}>
              {numberField({ path: 'installation.baseHours', label: f('baseHours'), unit: 'hours', isNullable: true })}
              {numberField({ path: 'installation.hoursPerPanel', label: f('hoursPerPanel'), unit: 'hours', isNullable: true })}
              {numberField({ path: 'installation.hoursPerBattery', label: f('hoursPerBattery'), unit: 'hours', isNullable: true })}
              {numberField({ path: 'installation.workdayHours', label: f('workdayHours'), unit: 'hours' })}
            </Box>
          </Box>,
        )}
        {section(
          'sun',
          <Box sx={grid}>
            {selectField('sunHours.basis', f('basis'), SUN_HOUR_BASES, (value) => t(`calculator:site.basis.${value}`))}
            {numberField({ path: 'sunHours.national.designPsh', label: f('designPsh'), unit: 'hours' })}
            {numberField({ path: 'sunHours.national.annualPsh', label: f('annualPsh'), unit: 'hours' })}
            {selectField('sunHours.national.climate', f('climate'), CLIMATE_CLASSES, (value) => t(`calculator:climate.${value}`))}
            {sourceField()}
          </Box>,
        )}
        {section(
          'equipment',
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Box sx={grid}>
              {numberField({ path: 'panel.watts', label: f('panelWatts'), unit: 'watts' })}
              {numberField({ path: 'panel.lengthM', label: f('panelLength'), unit: 'metres' })}
              {numberField({ path: 'panel.widthM', label: f('panelWidth'), unit: 'metres' })}
              {selectField('defaultBatteryType', f('defaultBatteryType'), BATTERY_TYPES, (value) => t(`calculator:batteryTypes.${value}`))}
              {numberField({ path: 'daysOfAutonomy', label: f('daysOfAutonomy'), unit: 'days' })}
            </Box>
            {BATTERY_TYPES.map((type) => (
              <Box key={type} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                  {t(`calculator:batteryTypes.${type}`)}
                </Typography>
                <Box sx={grid}>
                  {numberField({ path: `batteries.${type}.unitVoltage`, label: f('unitVoltage'), unit: 'volts' })}
                  {numberField({ path: `batteries.${type}.unitCapacityAh`, label: f('unitCapacity'), unit: 'ampHours' })}
                  {numberField({ path: `batteries.${type}.depthOfDischarge`, label: f('depthOfDischarge'), unit: 'percent' })}
                  {numberField({ path: `batteries.${type}.efficiency`, label: f('batteryEfficiency'), unit: 'percent' })}
                </Box>
              </Box>
            ))}
          </Box>,
        )}
        {section(
          'system',
          <Box sx={grid}>
            {numberField({ path: 'systemVoltage.options', label: f('systemVoltages'), unit: 'volts', isList: true })}
            {numberField({ path: 'systemVoltage.maxDcCurrentA', label: f('maxDcCurrent'), unit: 'amps' })}
            {numberField({ path: 'inverter.standardSizesW', label: f('inverterSizes'), unit: 'watts', isList: true })}
            {numberField({ path: 'inverter.safetyFactor', label: f('safetyFactor'), unit: 'times' })}
            {numberField({ path: 'inverter.surgeRatio', label: f('surgeRatio'), unit: 'times' })}
            {numberField({ path: 'inverter.quickCalcPeakLoadHours', label: f('quickCalcPeakLoadHours'), unit: 'hours' })}
            {numberField({ path: 'conversion.chargeControllerEfficiency', label: f('chargeControllerEfficiency'), unit: 'percent' })}
            {numberField({ path: 'conversion.inverterEfficiency', label: f('inverterEfficiency'), unit: 'percent' })}
          </Box>,
        )}
        {section(
          'losses',
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Box sx={grid}>{PV_LOSS_IDS.map((id) => numberField({ path: `pvLosses.${id}`, label: t(`calculator:loss.${id}`), unit: 'percent' }))}</Box>
            <Box sx={grid}>
              {numberField({ path: 'temperature.coefficientPerC', label: f('temperatureCoefficient'), unit: 'percentPerC' })}
              {numberField({ path: 'temperature.noctC', label: f('noct'), unit: 'celsius' })}
              {numberField({ path: 'temperature.irradianceWm2', label: f('irradiance'), unit: 'wattsPerM2' })}
              {CLIMATE_CLASSES.map((climate) =>
                numberField({ path: `climateAirC.${climate}`, label: t('calculatorSettings.fields.airTemperature', { climate: t(`calculator:climate.${climate}`) }), unit: 'celsius' }),
              )}
            </Box>
          </Box>,
        )}
        {section(
          'appliances',
          <Box sx={{ display: 'grid', gap: 2 }}>
            {APPLIANCE_TYPES.map((type) => (
              <Box key={type} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                  {t(`calculator:applianceTypes.${type}`)}
                </Typography>
                <Box sx={grid}>
                  {numberField({ path: `appliances.${type}.watts`, label: f('applianceWatts'), unit: 'watts' })}
                  {numberField({ path: `appliances.${type}.hoursPerDay`, label: f('applianceHours'), unit: 'hours' })}
                  {numberField({ path: `appliances.${type}.surgeFactor`, label: f('surgeFactor'), unit: 'times' })}
                </Box>
              </Box>
            ))}
          </Box>,
        )}
      </Box>
      {invalidSections.length > 0 && (
        <Alert severity="error" role="alert">
          {t('calculatorSettings.fixErrors', { sections: new Intl.ListFormat(getLanguage()).format(invalidSections.map((id) => t(`calculatorSettings.sections.${id}.title`))) })}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} loading={isSubmitting}>
          {t('calculatorSettings.save')}
        </Button>
      </Box>
    </Box>
  );
}
