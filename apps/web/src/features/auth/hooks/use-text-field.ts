import { useTranslation } from 'react-i18next';
import { get } from 'react-hook-form';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { fieldErrorText } from '../../../components/ui/form/field-error.ts';

/**
 * Connects a MUI TextField to a react-hook-form field: ref on the input, translated error text as
 * helper (MUI then sets aria-invalid and aria-describedby), or the hint when there is no error.
 */
export function useTextField<T extends FieldValues>(form: UseFormReturn<T>) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (name: Path<T>, { hint, ...options }: RegisterOptions<T, Path<T>> & { hint?: string } = {}) => {
    const { ref, ...field } = form.register(name, options);
    const message = fieldErrorText(t, get(errors, name));
    return { ...field, inputRef: ref, error: message !== undefined, helperText: message ?? hint };
  };
}

/** What `useTextField` gives a field: spread it on a TextField. */
export type BoundTextField = ReturnType<ReturnType<typeof useTextField<FieldValues>>>;
