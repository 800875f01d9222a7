import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../utils/field-error-text.ts';
import { normalizeNumericText, numericText, parseNumericText } from '../../utils/numeric-text.ts';

type NumberFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'helperText' | 'type' | 'slotProps' | 'sx'> & {
  name: string;
  hint?: string;
  /** Allows a fraction (rating, price, coordinates); whole numbers otherwise. */
  isDecimal?: boolean;
};

/**
 * A number typed as text: the form holds the number (null when the box is empty, NaN when it is not a
 * number, so the shared schema decides), the box holds what was typed, with Arabic-Indic digits turned
 * into ASCII ones as they come.
 */
export function NumberField({ name, hint, isDecimal = false, ...props }: NumberFieldProps) {
  const { t } = useTranslation('admin-directory');
  const { field, fieldState } = useController({ name });
  const value = field.value as number | null;
  const [text, setText] = useState(() => numericText(value));
  const [shownValue, setShownValue] = useState<number | null>(value);

  // A value set from outside (a reset, a prefill) replaces what the box shows.
  if (!Object.is(value, shownValue)) {
    setShownValue(value);
    setText(numericText(value));
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = normalizeNumericText(event.target.value);
    const next = parseNumericText(typed);
    setText(typed);
    setShownValue(next);
    field.onChange(next);
  };

  // An empty box is a missing value and text that is no number is not a number, whatever the rule's words.
  const error = fieldState.error;
  const message = !error ? undefined : text === '' && error.type !== 'server' ? t('errors:field.required') : Number.isNaN(value) ? t('form.notANumber') : fieldErrorText(t, error);

  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={text}
      onChange={handleChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={message !== undefined}
      helperText={message ?? hint}
      slotProps={{ htmlInput: { inputMode: isDecimal ? 'decimal' : 'numeric', dir: 'ltr', autoComplete: 'off' } }}
      // Digits run left to right, aligned like the page's other fields (the RTL style cache flips "left").
      sx={{ '& input': { textAlign: 'left' } }}
    />
  );
}
