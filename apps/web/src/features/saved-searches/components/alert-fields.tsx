import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ALERT_CHANNELS, ALERT_FREQUENCIES, type AlertChannel, type AlertFrequency } from '@solar/shared/contract/saved-searches';
import type { SavedSearchList } from '../api/saved-searches.ts';

/** Where each channel's alerts go, masked (`destinations` of the saved-search list). */
export type AlertDestinations = SavedSearchList['data']['destinations'];

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

/**
 * A channel as it comes: "Text message (SMS) to +967 ••• ••• 456". The phone or address is isolated left
 * to right, so an Arabic sentence keeps its "+" and digits in order, and never broken across lines.
 */
export function channelText(t: TFunction, channel: AlertChannel, destinations?: AlertDestinations): string {
  return destinations ? t(`channel.${channel}To`, { to: `\u2066${destinations[channel].replace(/ /g, '\u00a0')}\u2069` }) : t(`channel.${channel}`);
}

/**
 * Where alerts go: a text message (SMS, never WhatsApp) to the account's phone, or its e-mail, each named
 * with where it lands once the list has said (`destinations`).
 */
export function ChannelField({ label, value, onChange, isDisabled = false, destinations }: FieldProps<AlertChannel> & { destinations?: AlertDestinations }) {
  const { t } = useTranslation('alerts');
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label ?? t('page.channelLabel')}
      value={value}
      disabled={isDisabled}
      onChange={(event) => onChange(event.target.value as AlertChannel)}
      helperText={value === 'sms' ? t('channel.smsHelp') : undefined}
    >
      {ALERT_CHANNELS.map((channel) => (
        <MenuItem key={channel} value={channel}>
          {channelText(t, channel, destinations)}
        </MenuItem>
      ))}
    </TextField>
  );
}
