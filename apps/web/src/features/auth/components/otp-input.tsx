import { useRef } from 'react';
import type { ChangeEvent, ClipboardEvent, KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useTranslation } from 'react-i18next';
import { toLatinDigits } from '@solar/shared/domain/latin-digits';

const EMPTY = ' ';

/** The boxes' digits from the value, where a space stands for an empty box. */
function toDigits(value: string, length: number): string[] {
  return Array.from({ length }, (_, index) => {
    const char = value.charAt(index);
    return /\d/.test(char) ? char : '';
  });
}

const fromDigits = (digits: string[]) => digits.map((digit) => digit || EMPTY).join('').trimEnd();

/** True when every box has a digit. */
export const isOtpComplete = (value: string, length: number) => new RegExp(`^\\d{${length}}$`).test(value);

interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  length: number;
  /** The id of the visible label of the whole code. */
  labelledBy: string;
  describedBy?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
}

/**
 * One box per digit: typing moves to the next box, Backspace on an empty box steps back, pasting (or
 * the phone's one-time-code autofill) fills every box, and Arabic-Indic digits become ASCII ones.
 * The boxes read left to right in Arabic too, like the code in the message.
 */
export function OtpInput({ value, onChange, length, labelledBy, describedBy, isInvalid = false, isDisabled = false, autoFocus = false }: OtpInputProps) {
  const { t } = useTranslation();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = toDigits(value, length);

  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(length - 1, index))];
    input?.focus();
    input?.select();
  };

  /** Writes digits from box `index` on, then moves to the box after the last one written. */
  const fillFrom = (index: number, incoming: string) => {
    const next = [...digits];
    const chars = incoming.slice(0, length - index).split('');
    chars.forEach((char, offset) => (next[index + offset] = char));
    onChange(fromDigits(next));
    focusBox(index + chars.length);
  };

  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const typed = toLatinDigits(input.value).replace(/\D/g, '');
    if (!typed) {
      const next = [...digits];
      next[index] = '';
      onChange(fromDigits(next));
      return;
    }
    if (digits[index] && typed.length === 2) {
      // A digit typed beside the one already there replaces it: keep the new one, found left of the caret.
      const caret = input.selectionStart ?? typed.length;
      fillFrom(index, typed.charAt(Math.max(0, Math.min(typed.length, caret) - 1)));
      return;
    }
    // A whole code (autofill) goes in from the first box; anything else from this one.
    fillFrom(typed.length === length ? 0 : index, typed);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = toLatinDigits(event.clipboardData.getData('text')).replace(/\D/g, '');
    if (pasted) fillFrom(pasted.length >= length ? 0 : index, pasted);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(fromDigits(next));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      dir="ltr"
      sx={{ display: 'flex', justifyContent: 'center', gap: { xs: 0.75, sm: 1 } }}
    >
      {digits.map((digit, index) => (
        <OutlinedInput
          // The boxes never reorder.
          key={index}
          value={digit}
          onChange={(event: ChangeEvent<HTMLInputElement>) => handleChange(index, event)}
          onFocus={(event) => (event.target as HTMLInputElement).select()}
          disabled={isDisabled}
          error={isInvalid}
          autoFocus={autoFocus && index === 0}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current[index] = element;
          }}
          inputProps={{
            'aria-label': t('auth:verify.digit', { index: index + 1, count: length }),
            'aria-invalid': isInvalid,
            inputMode: 'numeric',
            pattern: '[0-9]*',
            autoComplete: index === 0 ? 'one-time-code' : 'off',
            onPaste: (event: ClipboardEvent<HTMLInputElement>) => handlePaste(index, event),
            onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, event),
          }}
          sx={{
            width: { xs: 44, sm: 52 },
            height: { xs: 52, sm: 58 },
            '& input': { textAlign: 'center', fontSize: '1.5rem', fontWeight: 700, p: 0, height: '100%' },
          }}
        />
      ))}
    </Box>
  );
}
