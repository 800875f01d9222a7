import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toLatinDigits } from '@solar/shared/domain/latin-digits';
import { fieldErrorText } from './field-error.ts';
import { ltrText } from './ltr-text.ts';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'error' | 'helperText' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> & {
  /** The form's field, dotted for nested ones (`certifications.0.name`). */
  name: string;
  /** Shown under the field while it has no error. */
  hint?: string;
  /** Reads Arabic-Indic digits as ASCII as they are typed (phones). */
  isLatinDigits?: boolean;
  /**
   * Left-to-right text (phones, e-mails, links, dates, times): written left to right even on an Arabic
   * page, yet aligned like the page's other fields (the RTL style cache flips "left").
   */
  isLtr?: boolean;
  /** After the form has taken the new value. */
  onValueChange?: (value: string) => void;
};

/**
 * A text box or native select of a console form, bound to the form of the surrounding FormProvider,
 * its error translated under it (MUI ties the text to the field with aria-describedby). Controlled, so
 * what shows is always the form's value (a native select filled before its options exist included).
 */
export function FormTextField({ name, hint, isLatinDigits = false, isLtr = false, onValueChange, slotProps, sx, ...props }: FormTextFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  const message = fieldErrorText(t, fieldState.error);

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = isLatinDigits ? toLatinDigits(event.target.value) : event.target.value;
    field.onChange(value);
    onValueChange?.(value);
  };

  return (
    <TextField
      fullWidth
      {...props}
      {...(isLtr ? ltrText({ slotProps, sx }) : { slotProps, sx })}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={handleChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={message !== undefined}
      helperText={message ?? hint}
    />
  );
}
