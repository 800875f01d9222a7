import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format.ts';
import { toLatinDigits } from '@solar/shared/domain/latin-digits';
import { parseLocalizedNumber } from '@solar/shared/domain/localized-number';
import type { NumberBounds } from '../../utils/schema-bounds.ts';
import { fieldErrorText, firstError } from '../../utils/field-error-text.ts';

// Twelve significant digits hide binary noise (0.07 × 100 = 7.000000000000001) and keep real precision.
const tidy = (value: number) => Number(value.toPrecision(12));

/** Typed text → the form's number: empty is null (an optional value) or undefined (a missing one); junk is NaN. */
function parseNumber(text: string, scale: number, isNullable: boolean): number | null | undefined {
  // Read as every screen reads a number (٣٫٥, 3,5, 1,500, ١٬٦٣٠): one parser, one meaning.
  const value = parseLocalizedNumber(text);
  if (value === null) return isNullable ? null : undefined;
  return Number.isFinite(value) ? tidy(value / scale) : Number.NaN;
}

const textOf = (value: unknown, scale: number) => (typeof value === 'number' && Number.isFinite(value) ? String(tidy(value * scale)) : '');

function parseList(text: string): number[] {
  return toLatinDigits(text)
    .split(/[\s,،؛;]+/)
    .filter(Boolean)
    .map((part) => (Number.isFinite(Number(part)) ? Number(part) : Number.NaN));
}

const listTextOf = (value: unknown) => (Array.isArray(value) ? value.filter((item) => Number.isFinite(item)).join(', ') : '');

interface NumberInputProps {
  value: unknown;
  onChange: (value: unknown) => void;
  toText: (value: unknown) => string;
  parse: (text: string) => unknown;
  render: (text: string, onText: (text: string) => void) => ReactElement;
}

/**
 * Keeps what the admin types ("1.", "٢٥") while the form holds the number it means. The text starts
 * from the value once: react-hook-form answers an emptied field with its default value, so following
 * the value would put back what was just erased. A form that resets gives its fields a new `key`.
 */
function NumberInput({ value, onChange, toText, parse, render }: NumberInputProps) {
  const [text, setText] = useState(() => toText(value));
  const handleText = (next: string) => {
    setText(next);
    onChange(parse(next));
  };
  return render(text, handleText);
}

interface NumberFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** A symbol after the number: %, $, W, V… */
  unit?: string;
  /** Shown × scale: fractions (0.02) as percentages (2) with 100. */
  scale?: number;
  /** Empty means "not set" (null) instead of "missing". */
  isNullable?: boolean;
  /** The schema's limits, shown as a hint in the field's own unit. */
  bounds?: NumberBounds;
  /** A list of numbers, typed with commas. */
  isList?: boolean;
  hint?: string;
  isRequired?: boolean;
}

/** A number of a settings form as text that accepts Arabic digits, with its unit, limits and error. */
export function NumberField<T extends FieldValues>({ control, name, label, unit, scale = 1, isNullable = false, bounds, isList = false, hint, isRequired = !isNullable }: NumberFieldProps<T>) {
  const { t } = useTranslation('admin');
  const range =
    bounds && bounds.min !== null && bounds.max !== null
      ? t('form.range', { min: formatNumber(tidy(bounds.min * scale)), max: formatNumber(tidy(bounds.max * scale)) })
      : undefined;
  const help = [hint, isList ? t('form.listHint') : undefined, isNullable ? t('form.optionalHint') : undefined, range].filter(Boolean).join(' · ') || undefined;

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldErrorText(t, firstError(fieldState.error));
        return (
          <NumberInput
            value={field.value}
            onChange={field.onChange}
            toText={isList ? listTextOf : (value) => textOf(value, scale)}
            parse={isList ? parseList : (text) => parseNumber(text, scale, isNullable)}
            render={(text, onText) => (
              <TextField
                label={label}
                value={text}
                onChange={(event) => onText(event.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
                required={isRequired}
                fullWidth
                error={message !== undefined}
                helperText={message ?? help}
                slotProps={{
                  htmlInput: { inputMode: isList ? 'text' : 'decimal', dir: 'ltr' },
                  input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
                }}
              />
            )}
          />
        );
      }}
    />
  );
}
