import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';

/** How a server-side error is marked on a field: its message arrives already translated. */
export const SERVER_ERROR = 'server';

// The API's own fallbacks (plugins/error-handler.ts) for a rule whose schema names no catalogue key,
// so a field reads the same message in the browser as the server would send.
const ISSUE_MESSAGES: Record<string, string> = {
  invalid_type: 'errors:field.invalidType',
  too_small: 'errors:field.tooSmall',
  too_big: 'errors:field.tooBig',
  invalid_value: 'errors:field.invalidOption',
  invalid_format: 'errors:field.invalid',
};

const CATALOGUE_KEY = /^[a-z-]+:[\w.]+$/i;

interface ErrorLike {
  type?: string;
  message?: string;
}

/** The text of a field's error in the active language, or undefined when there is none. */
export function fieldErrorText(t: TFunction, error: ErrorLike | undefined): string | undefined {
  if (!error) return undefined;
  if (error.type === SERVER_ERROR && error.message) return error.message;
  if (error.message && CATALOGUE_KEY.test(error.message)) return t(error.message);
  return t(ISSUE_MESSAGES[error.type ?? ''] ?? 'errors:field.invalid');
}

/**
 * The first error under a form path: a field's own, or for a list (pictures, sizes) the list's or its
 * first item's.
 */
export function firstError(error: unknown): ErrorLike | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const candidate = error as ErrorLike & { root?: unknown };
  if (typeof candidate.message === 'string' || typeof candidate.type === 'string') return candidate;
  if (candidate.root) return firstError(candidate.root);
  for (const value of Object.values(error)) {
    const found = firstError(value);
    if (found) return found;
  }
  return undefined;
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
