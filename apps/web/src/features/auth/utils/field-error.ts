import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

/** The server's own messages arrive translated; the schemas' are catalogue keys. */
export const SERVER_ERROR = 'server';

/** The text of a field's error in the active language, or undefined when the field is fine. */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return error ? t('errors:field.invalid') : undefined;
  return error.type === SERVER_ERROR ? error.message : t(error.message);
}
