import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ALERT_CHANNELS, ALERT_FREQUENCIES, type AlertChannel, type AlertFrequency } from '@solar/shared/contract/saved-searches';

interface FieldProps<T> {
  label?: string;
  value: T;
  onChange: (value: T) => void;
  isDisabled?: boolean;
}

/** How often alerts come: right away, a daily or weekly digest, or never (docs/decisions/023). */
export function FrequencyField({ label, value, onChange, isDisabled = false }: FieldProps<AlertFrequency>) {
  const { t } = useTranslation('alerts');
  return (
    <TextField select size="small" fullWidth label={label ?? t('page.frequencyLabel')} value={value} disabled={isDisabled} onChange={(event) => onChange(event.target.value as AlertFrequency)}>
      {ALERT_FREQUENCIES.map((frequency) => (
        <MenuItem key={frequency} value={frequency}>
          {t(`frequency.${frequency}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Where alerts go: SMS/WhatsApp to the account's phone, or its e-mail. */
export function ChannelField({ label, value, onChange, isDisabled = false }: FieldProps<AlertChannel>) {
  const { t } = useTranslation('alerts');
  return (
    <TextField select size="small" fullWidth label={label ?? t('page.channelLabel')} value={value} disabled={isDisabled} onChange={(event) => onChange(event.target.value as AlertChannel)}>
      {ALERT_CHANNELS.map((channel) => (
        <MenuItem key={channel} value={channel}>
          {t(`channel.${channel}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
