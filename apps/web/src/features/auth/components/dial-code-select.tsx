import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DIAL_CODES } from '../config/dial-codes.ts';

/** The country dial code of the sign-up phone; countries are named by the browser in the active language. */
export function DialCodeSelect({ id, value, onChange }: { id: string; value: string; onChange: (code: string) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const countryNames = useMemo(() => new Intl.DisplayNames([language], { type: 'region' }), [language]);

  return (
    <TextField
      id={id}
      select
      label={t('auth:signup.dialCode')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: 112, sm: 128 }, flexShrink: 0 }}
      slotProps={{
        select: {
          renderValue: (code) => <bdi dir="ltr">{`+${String(code)}`}</bdi>,
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {DIAL_CODES.map(({ region, code }) => (
        <MenuItem key={region} value={code} sx={{ justifyContent: 'space-between', gap: 2 }}>
          <span>{countryNames.of(region) ?? region}</span>
          <bdi dir="ltr">{`+${code}`}</bdi>
        </MenuItem>
      ))}
    </TextField>
  );
}
