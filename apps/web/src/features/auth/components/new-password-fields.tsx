import { useId } from 'react';
import type { BoundTextField } from '../hooks/use-text-field.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordField } from './password-field.tsx';

interface NewPasswordFieldsProps {
  /** The new password, bound by `useTextField`. */
  password: BoundTextField;
  /** Its confirmation, bound the same way. */
  confirm: BoundTextField;
  /** The password as typed, which the checklist reads. */
  value: string;
  labels: { password: string; confirm: string };
  autoFocus?: boolean;
}

/** A new password (sign-up, reset): the field, its checklist, which describes it after its error, and the confirmation. */
export function NewPasswordFields({ password, confirm, value, labels, autoFocus = false }: NewPasswordFieldsProps) {
  const ids = { password: useId(), checklist: useId() };
  const describedBy = [password.error ? `${ids.password}-helper-text` : '', ids.checklist].join(' ').trim();
  return (
    <>
      <PasswordField
        {...password}
        id={ids.password}
        label={labels.password}
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        fullWidth
        slotProps={{ htmlInput: { 'aria-describedby': describedBy } }}
      />
      <PasswordChecklist id={ids.checklist} password={value} />
      <PasswordField {...confirm} label={labels.confirm} autoComplete="new-password" required fullWidth />
    </>
  );
}
