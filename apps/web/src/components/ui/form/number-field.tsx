import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toLatinDigits } from '@solar/shared/domain/latin-digits';
import { parseLocalizedNumber } from '@solar/shared/domain/localized-number';
import { formatNumber } from '../../../lib/format.ts';
import { SERVER_ERROR, fieldErrorText, firstError } from './field-error.ts';
import type { NumberBounds } from './schema-bounds.ts';

// Twelve significant digits hide binary noise (0.07 × 100 = 7.000000000000001) and keep real precision.
const tidy = (value: number) => Number(value.toPrecision(12));

/**
 * Typed text → the form's number, read as every screen reads one (docs/decisions/027-numbers-people-type.md:
 * ٣٫٥, 3,5, 1,500, ١٬٦٣٠): empty is null (the schema says whether that is allowed), junk is NaN.
 */
function parseNumber(text: string, scale: number): number | null {
  const value = parseLocalizedNumber(text);
  if (value === null) return null;
  return Number.isFinite(value) ? tidy(value / scale) : Number.NaN;
}

/** A list of whole numbers typed with commas («١٢، ٢٤، ٤٨»): here a comma separates the items. */
function parseList(text: string): number[] {
  return toLatinDigits(text)
    .split(/[\s,،؛;]+/)
    .filter(Boolean)
    .map((part) => (Number.isFinite(Number(part)) ? Number(part) : Number.NaN));
}

const textOf = (value: unknown, scale: number) => (typeof value === 'number' && Number.isFinite(value) ? String(tidy(value * scale)) : '');
const listTextOf = (value: unknown) => (Array.isArray(value) ? value.filter((item) => Number.isFinite(item)).join(', ') : '');

/** Typed text as the box keeps it: Arabic-Indic digits as ASCII ones, the Arabic decimal separator as a point. */
const shownText = (text: string) => toLatinDigits(text).replace(/\u066b/g, '.');

export type NumberFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'helperText' | 'type'> & {
  name: FieldPath<T>;
  /** The form's control; without it, the form of the surrounding FormProvider. */
  control?: Control<T>;
  label: string;
  /** A symbol after the number: %, $, W, V… */
  unit?: string;
  /** Shown × scale: fractions (0.02) as percentages (2) with 100. */
  scale?: number;
  /** The schema's limits (`numberBoundsAt`), shown as a hint in the field's own unit. */
  bounds?: NumberBounds;
  /** A list of whole numbers, typed with commas. */
  isList?: boolean;
  /** Says under the field that an empty box means "not set". */
  isOptionalHint?: boolean;
  /** Allows a fraction (a rating, a price, coordinates); the phone keyboard shows a separator. */
  isDecimal?: boolean;
  hint?: string;
};

/**
 * A number typed as text, on any form: the form holds the number (null when the box is empty, NaN when it
 * is not a number, so the shared schema decides), the box holds what was typed with Arabic-Indic digits
 * turned into ASCII ones as they come, the unit after it, the schema's limits and the error under it.
 */
export function NumberField<T extends FieldValues>({
  name,
  control,
  label,
  unit,
  scale = 1,
  bounds,
  isList = false,
  isOptionalHint = false,
  isDecimal = true,
  hint,
  slotProps,
  sx,
  ...props
}: NumberFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const toText = (value: unknown) => (isList ? listTextOf(value) : textOf(value, scale));
  const [text, setText] = useState(() => toText(field.value));
  const [shownValue, setShownValue] = useState<unknown>(field.value);

  // A value set from outside (a reset, a prefill) replaces what the box shows; the box's own changes do not.
  if (!Object.is(field.value, shownValue)) {
    setShownValue(field.value);
    setText(toText(field.value));
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = isList ? event.target.value : shownText(event.target.value);
    const next = isList ? parseList(typed) : parseNumber(typed, scale);
    setText(typed);
    setShownValue(next);
    field.onChange(next);
  };

  const range =
    bounds && bounds.min !== null && bounds.max !== null
      ? t('common:form.range', { min: formatNumber(tidy(bounds.min * scale)), max: formatNumber(tidy(bounds.max * scale)) })
      : undefined;
  const help = [hint, isList ? t('common:form.listHint') : undefined, isOptionalHint ? t('common:form.optionalHint') : undefined, range].filter(Boolean).join(' · ') || undefined;

  // An empty box is a missing value and text that is no number is not a number, whatever the rule's words.
  const error = firstError(fieldState.error);
  const message = !error
    ? undefined
    : text.trim() === '' && error.type !== SERVER_ERROR
      ? t('errors:field.required')
      : !isList && Number.isNaN(field.value)
        ? t('errors:field.notANumber')
        : fieldErrorText(t, error);

  return (
    <TextField
      fullWidth
      {...props}
      label={label}
      name={field.name}
      value={text}
      onChange={handleChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={message !== undefined}
      helperText={message ?? help}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: isList ? 'text' : isDecimal ? 'decimal' : 'numeric', dir: 'ltr', autoComplete: 'off' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
      // Digits run left to right, aligned like the page's other fields (the RTL style cache flips "left").
      sx={[{ '& input': { textAlign: 'left' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
