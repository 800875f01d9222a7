import { useState } from 'react';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** A password input with a show/hide toggle; the text stays left to right in Arabic too. */
export function PasswordField({ slotProps, sx, ...props }: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      // Written left, so the RTL cache puts it on the label's side in Arabic too.
      sx={[{ '& input': { textAlign: 'left' } }, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
      slotProps={{
        ...slotProps,
        htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false, ...slotProps?.htmlInput },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => setIsVisible((visible) => !visible)}
                aria-label={t(isVisible ? 'auth:password.hide' : 'auth:password.show')}
                aria-pressed={isVisible}
              >
                {isVisible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
