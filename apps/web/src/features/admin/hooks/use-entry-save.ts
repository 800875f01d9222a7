import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { applyServerErrors } from '../../../components/ui/form/field-error.ts';

interface EntrySaveOptions<B> {
  /** Sends the valid body (a create or an update). */
  save: (body: B) => Promise<{ message?: string }>;
  /** The toast when the server says nothing of its own. */
  savedMessage: string;
  /** Where the admin goes after a save. */
  nextHref: string;
  /** The form's top-level field names, and those of them that are lists of pictures. */
  fields: { names: readonly string[]; lists?: readonly string[] };
}

/**
 * The save of a console form: the body the shared schema produced is sent; success is a toast and the
 * way on, a refusal puts the server's messages on their fields and the rest in `failure`.
 */
export function useEntrySave<V extends FieldValues, B>(form: UseFormReturn<V, unknown, B>, { save, savedMessage, nextHref, fields }: EntrySaveOptions<B>) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string[] | null>(null);

  const handleSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    let message: string | undefined;
    try {
      ({ message } = await save(body));
    } catch (error) {
      const unplaced = applyServerErrors(error, form.setError, fields);
      // The server often repeats its message on the field it is about (`joinRequestId`): said once.
      setFailure([...new Set([errorMessage(error, 'errors:UNEXPECTED'), ...unplaced])]);
      return;
    }
    toast.success(message || savedMessage);
    void navigate(nextHref);
  });

  return { handleSubmit, failure };
}
