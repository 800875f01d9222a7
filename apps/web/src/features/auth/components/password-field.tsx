import { useState } from 'react';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ltrText } from '../../../components/ui/form/ltr-text.ts';

/** A password input with a show/hide toggle; the text stays left to right in Arabic too. */
export function PasswordField({ slotProps, sx, ...props }: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  const ltr = ltrText({ slotProps, sx });
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      sx={ltr.sx}
      slotProps={{
        ...ltr.slotProps,
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
