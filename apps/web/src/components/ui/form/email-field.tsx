import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { ltrText } from './ltr-text.ts';

/** An e-mail address: the e-mail keyboard, no capitals or spelling marks, left to right on an Arabic page too. */
export function EmailField({ slotProps, sx, ...props }: Omit<TextFieldProps, 'type'>) {
  return <TextField autoComplete="email" {...props} type="email" {...ltrText({ slotProps, sx })} />;
}
