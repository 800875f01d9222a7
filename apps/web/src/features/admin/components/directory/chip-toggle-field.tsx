import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, firstError } from '../../../../components/ui/form/field-error.ts';

interface ChipToggleFieldProps<T extends string> {
  name: string;
  label: string;
  /** The catalogue's values, in the order shown. */
  values: readonly T[];
  /** A value's text on its chip. */
  labelOf: (value: T) => string;
  hint?: string;
}

/**
 * A set of options as toggle chips (services, days, payment options): each a button that says whether
 * it is pressed. A stored value the catalogue no longer knows stays shown, so it can be seen and removed.
 */
export function ChipToggleField<T extends string>({ name, label, values, labelOf, hint }: ChipToggleFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  const helpId = useId();
  const selected = (field.value ?? []) as string[];
  const unknown = selected.filter((value) => !(values as readonly string[]).includes(value));
  const shown = [...values.map((value) => ({ value: value as string, label: labelOf(value) })), ...unknown.map((value) => ({ value, label: value }))];
  const message = fieldErrorText(t, firstError(fieldState.error));
  const help = message ?? hint;

  const toggle = (value: string) => field.onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);

  return (
    <Box component="fieldset" aria-describedby={help ? helpId : undefined} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, p: 0 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {shown.map((option, index) => {
          const isOn = selected.includes(option.value);
          return (
            <Chip
              key={option.value}
              component="button"
              type="button"
              ref={index === 0 ? field.ref : undefined}
              label={option.label}
              onClick={() => toggle(option.value)}
              onBlur={field.onBlur}
              aria-pressed={isOn}
              color={isOn ? 'primary' : 'default'}
              variant={isOn ? 'filled' : 'outlined'}
              icon={isOn ? <CheckIcon /> : undefined}
              clickable
            />
          );
        })}
      </Box>
      {help && (
        <FormHelperText id={helpId} error={message !== undefined}>
          {help}
        </FormHelperText>
      )}
    </Box>
  );
}
