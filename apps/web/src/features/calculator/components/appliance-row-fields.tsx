import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCalculatorFormat } from '../hooks/use-calculator-format.ts';
import type { ApplianceField, ApplianceRow } from '../utils/appliance-rows.ts';
import { APPLIANCE_ICONS } from './appliance-icons.ts';

interface ApplianceRowFieldsProps {
  row: ApplianceRow;
  index: number;
  /** Message keys of the wrong fields, shown once the field has been left or the form submitted. */
  errors: Partial<Record<ApplianceField, string>>;
  dailyEnergyKwh: number | null;
  onChange: (row: ApplianceRow) => void;
  onRemove: () => void;
}

const numberInput = { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' } as const;

/** One appliance: its type (a name for "other"), quantity, running watts and hours a day, and its daily energy. */
export function ApplianceRowFields({ row, index, errors, dailyEnergyKwh, onChange, onRemove }: ApplianceRowFieldsProps) {
  const { t } = useTranslation('calculator');
  const format = useCalculatorFormat();
  const Icon = APPLIANCE_ICONS[row.type];
  const typeLabel = t(`applianceTypes.${row.type}`);
  const label = row.type === 'other' && row.name.trim() ? row.name.trim() : typeLabel;
  const errorText = (field: ApplianceField) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <Box
      role="group"
      aria-label={`${t('appliances.row', { index: format.number(index + 1, 0) })}: ${label}`}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr)) auto', md: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr)) minmax(0, 1.2fr) auto' },
        gridTemplateAreas: {
          xs: '"name name name remove" "quantity watts hours hours" "energy energy energy energy"',
          md: '"name quantity watts hours energy remove"',
        },
      }}
    >
      <Box sx={{ gridArea: 'name', display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}>
        <Icon color="primary" />
        {row.type === 'other' ? (
          <TextField
            size="small"
            label={t('appliances.name')}
            placeholder={typeLabel}
            value={row.name}
            onChange={(event) => onChange({ ...row, name: event.target.value })}
            error={Boolean(errors.name)}
            helperText={errorText('name')}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
        ) : (
          <Typography sx={{ fontWeight: 500 }}>{typeLabel}</Typography>
        )}
      </Box>
      <TextField
        size="small"
        label={t('appliances.quantity')}
        value={row.quantity}
        onChange={(event) => onChange({ ...row, quantity: event.target.value })}
        error={Boolean(errors.quantity)}
        helperText={errorText('quantity')}
        slotProps={{ htmlInput: { ...numberInput, inputMode: 'numeric' } }}
        sx={{ gridArea: 'quantity' }}
      />
      <TextField
        size="small"
        label={t('appliances.watts')}
        value={row.watts}
        onChange={(event) => onChange({ ...row, watts: event.target.value })}
        error={Boolean(errors.watts)}
        helperText={errorText('watts')}
        slotProps={{ htmlInput: numberInput }}
        sx={{ gridArea: 'watts' }}
      />
      <TextField
        size="small"
        label={t('appliances.hours')}
        value={row.hours}
        onChange={(event) => onChange({ ...row, hours: event.target.value })}
        error={Boolean(errors.hoursPerDay)}
        helperText={errorText('hoursPerDay') ?? t('appliances.hoursHelper')}
        slotProps={{ htmlInput: numberInput }}
        sx={{ gridArea: 'hours' }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ gridArea: 'energy', alignSelf: 'center' }}>
        {dailyEnergyKwh === null ? '—' : t('appliances.energy', { value: format.number(dailyEnergyKwh, 3) })}
      </Typography>
      <IconButton onClick={onRemove} aria-label={t('appliances.remove', { name: label })} sx={{ gridArea: 'remove', alignSelf: 'center' }}>
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}
