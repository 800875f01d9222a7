import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';

/** Marks an error that came from the server: its message is already in the reader's language. */
export const SERVER_ERROR = 'server';

// Rules whose schema gives no catalogue key (a brand's length, for one) read as the API's own fallback
// for that kind of issue, so no English sentence of zod's reaches the page.
const ISSUE_MESSAGES: Record<string, string> = {
  invalid_type: 'errors:field.invalidType',
  too_small: 'errors:field.tooSmall',
  too_big: 'errors:field.tooBig',
  invalid_value: 'errors:field.invalidOption',
  invalid_format: 'errors:field.invalid',
};
const CATALOGUE_KEY = /^[a-z-]+:[\w.]+$/i;

/** A field's error in the active language: the shared schemas give catalogue keys, the server sentences. */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.type === SERVER_ERROR && error.message) return error.message;
  if (error.message && CATALOGUE_KEY.test(error.message)) return t(error.message);
  return t(ISSUE_MESSAGES[error.type] ?? 'errors:field.invalid');
}

/**
 * Puts a refused save's per-field messages (`errors` of a 400 or 422) on the form's fields. `fields` are
 * the form's top-level names; a message about one picture of a list (`images.3`) lands on the list.
 * Answers the messages that fit no field, to show with the failure.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: { names: readonly string[]; lists?: readonly string[] },
): string[] {
  if (!(error instanceof ApiError)) return [];
  const unplaced: string[] = [];
  let isFirst = true;
  for (const [path, message] of Object.entries(error.errors)) {
    const root = path.split('.')[0] ?? '';
    if (!fields.names.includes(root)) {
      unplaced.push(message);
      continue;
    }
    const target = fields.lists?.includes(root) ? root : path;
    setError(target as Path<T>, { type: SERVER_ERROR, message }, { shouldFocus: isFirst });
    isFirst = false;
  }
  return unplaced;
}

/**
 * The error of a list field (chips, pictures): the list's own, or its first item's (`brands.2`), since
 * react-hook-form keeps item errors under the list.
 */
export function listFieldError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const candidate = error as Partial<FieldError> & { root?: FieldError } & Record<string, unknown>;
  if (typeof candidate.message === 'string' || typeof candidate.type === 'string') return candidate as FieldError;
  if (candidate.root) return candidate.root;
  return Object.values(candidate).find((item): item is FieldError => Boolean(item && typeof item === 'object' && 'message' in item));
}
