import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalcBodySchema } from '@solar/shared/contract/calculator';
import { APPLIANCE_TYPES, CALCULATOR_LIMITS, DEFAULT_CALCULATOR_SETTINGS, calculateFromAppliances, summarizeAppliances } from '@solar/shared/domain/calculator';
import type { ApplianceInput, ApplianceType, BatteryType, CalculatorSettings } from '@solar/shared/domain/calculator';
import type { Currency } from '@solar/shared/reference/catalog';
import { useCalculatorFormat } from '../hooks/use-calculator-format.ts';
import { newApplianceRow, readApplianceRow, rowFromAppliance } from '../utils/appliance-rows.ts';
import type { ApplianceRow } from '../utils/appliance-rows.ts';
import { APPLIANCE_ICONS } from './appliance-icons.ts';
import { ApplianceRowFields } from './appliance-row-fields.tsx';
import { CalculatorForm } from './calculator-form.tsx';
import { FactList } from './fact-list.tsx';

interface ApplianceCalculatorProps {
  initialAppliances?: ApplianceInput[];
  settings: CalculatorSettings | undefined;
  ratesPerUsd: Record<Currency, number> | undefined;
  governorate: string | null;
  batteryType: BatteryType;
  isPending: boolean;
  onCalculate: (appliances: ApplianceInput[]) => void;
}

// A typical first home system: lights, a fan and a refrigerator, for the visitor to edit.
const STARTER: [ApplianceType, number][] = [
  ['ledLight', 4],
  ['fan', 1],
  ['refrigerator', 1],
];

/** The appliance calculator: rows with presets, live totals, and the same sizing as the quick one. */
export function ApplianceCalculator({ initialAppliances, settings, ratesPerUsd, governorate, batteryType, isPending, onCalculate }: ApplianceCalculatorProps) {
  const { t } = useTranslation('calculator');
  const format = useCalculatorFormat();
  const menuId = useId();
  // Presets and motor factors: the server's once loaded; the defaults until then, for the live totals.
  const activeSettings = settings ?? DEFAULT_CALCULATOR_SETTINGS;
  const [rows, setRows] = useState<ApplianceRow[]>(() =>
    initialAppliances?.length
      ? initialAppliances.map(rowFromAppliance)
      : STARTER.map(([type, quantity]) => newApplianceRow(type, DEFAULT_CALCULATOR_SETTINGS, quantity)),
  );
  const [touched, setTouched] = useState<Set<number>>(() => new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

  const readRows = useMemo(() => rows.map((row) => ({ row, ...readApplianceRow(row) })), [rows]);
  const appliances = useMemo(() => readRows.flatMap((read) => (read.appliance ? [read.appliance] : [])), [readRows]);
  const isEveryRowValid = appliances.length === rows.length && rows.length > 0;
  const isWithinRange = isEveryRowValid && CalcBodySchema.safeParse({ appliances }).success;
  const loads = useMemo(() => (appliances.length ? summarizeAppliances(appliances, activeSettings) : null), [appliances, activeSettings]);
  const estimate = useMemo(
    () => (settings && ratesPerUsd && isWithinRange ? calculateFromAppliances({ appliances, governorate, batteryType }, settings, ratesPerUsd) : null),
    [settings, ratesPerUsd, isWithinRange, appliances, governorate, batteryType],
  );
  const canCalculate = isWithinRange && !isPending;

  const handleChange = (next: ApplianceRow) => {
    setRows((current) => current.map((row) => (row.id === next.id ? next : row)));
    setTouched((current) => new Set(current).add(next.id));
  };
  const handleAdd = (type: ApplianceType) => {
    setMenuAnchor(null);
    setRows((current) => [...current, newApplianceRow(type, activeSettings)]);
  };
  const handleSubmit = () => {
    setIsSubmitted(true);
    if (canCalculate) onCalculate(appliances);
  };

  return (
    <CalculatorForm
      title={t('appliances.title')}
      estimate={estimate}
      canCalculate={canCalculate}
      isPending={isPending}
      submitLabel={t('appliances.submit')}
      onSubmit={handleSubmit}
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('appliances.empty')}</Typography>
      ) : (
        <Box>
          {readRows.map(({ row, appliance, errors }, index) => (
            <ApplianceRowFields
              key={row.id}
              row={row}
              index={index}
              errors={isSubmitted || touched.has(row.id) ? errors : {}}
              dailyEnergyKwh={appliance ? (appliance.quantity * appliance.watts * appliance.hoursPerDay) / 1000 : null}
              onChange={handleChange}
              onRemove={() => setRows((current) => current.filter((candidate) => candidate.id !== row.id))}
            />
          ))}
        </Box>
      )}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={menuAnchor ? true : undefined}
          disabled={rows.length >= CALCULATOR_LIMITS.maxAppliances}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          {t('appliances.add')}
        </Button>
        {rows.length >= CALCULATOR_LIMITS.maxAppliances && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('appliances.maxReached', { max: format.number(CALCULATOR_LIMITS.maxAppliances, 0) })}
          </Typography>
        )}
        <Menu id={menuId} anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)} aria-label={t('appliances.addMenu')}>
          {APPLIANCE_TYPES.map((type) => {
            const Icon = APPLIANCE_ICONS[type];
            const preset = activeSettings.appliances[type];
            return (
              <MenuItem key={type} onClick={() => handleAdd(type)}>
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(`applianceTypes.${type}`)} secondary={`${format.watts(preset.watts)} · ${format.hours(preset.hoursPerDay)}`} />
              </MenuItem>
            );
          })}
        </Menu>
      </Box>
      <Box aria-live="polite">
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('appliances.totals')}
        </Typography>
        <FactList
          dense
          items={[
            { label: t('loads.dailyEnergy'), value: loads ? format.kwhPerDay(loads.dailyEnergyKwh) : '—' },
            { label: t('loads.peakLoad'), value: loads ? format.watts(loads.peakLoadW) : '—' },
            { label: t('loads.surgeLoad'), value: loads ? format.watts(loads.surgeLoadW) : '—' },
          ]}
        />
        {isEveryRowValid && !isWithinRange && (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {t('appliances.tooMuch')}
          </Typography>
        )}
      </Box>
    </CalculatorForm>
  );
}
