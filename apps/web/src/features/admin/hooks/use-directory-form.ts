import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useSaveDirectoryEntry } from '../api/directory-entries.ts';
import type { DirectoryInput, DirectoryKind } from '../api/directory-entries.ts';
import type { AdminJoinRequest } from '@solar/shared/contract/admin-directory';
import { useEntrySave } from './use-entry-save.ts';
import { useUploadTracker } from './use-upload-tracker.ts';

/** Each kind's texts in the admin-directory catalogue: `<form>.titleNew`, `<kind>.backToList`… */
export const FORM_TEXTS = { engineers: 'engineerForm', shops: 'shopForm', ads: 'adForm' } as const;

/** What a directory form starts from: the entry edited, or a join request, or nothing. */
export interface EntryFormProps<V> {
  /** The entry edited; a new one without. */
  id: string | undefined;
  title: string;
  back: { href: string; label: string };
  initialValues: V;
  request: AdminJoinRequest | undefined;
}

interface DirectoryFormOptions<V extends FieldValues, B> {
  /** The shared schema (the server's own rules) turning what the boxes hold into the body. */
  resolver: Resolver<V, unknown, B>;
  /** The form's top-level field names, and those of them that are lists of pictures. */
  fields: { names: readonly string[]; lists?: readonly string[] };
}

/**
 * The form of an engineer, a shop or an ad: its values, its pictures' uploads, and the save (a new entry
 * or the whole entry replaced), after which a toast and the kind's list, or the join-request inbox when
 * the entry was made from a request. Answers the form and the frame's props.
 */
export function useDirectoryForm<K extends DirectoryKind, V extends FieldValues, B>(
  kind: K,
  { id, title, back, initialValues, request }: EntryFormProps<V>,
  { resolver, fields }: DirectoryFormOptions<V, B>,
) {
  const { t } = useTranslation('admin-directory');
  const saving = useSaveDirectoryEntry(kind);
  const uploads = useUploadTracker();
  const form = useForm<V, unknown, B>({ resolver, defaultValues: initialValues as DefaultValues<V>, mode: 'onTouched' });
  const { handleSubmit, failure } = useEntrySave(form, {
    // The schema's output is the contract's input, checked.
    save: (body) => saving.mutateAsync({ id, body: body as unknown as DirectoryInput<K> }),
    savedMessage: id ? t(`${FORM_TEXTS[kind]}.updated`) : t(`${FORM_TEXTS[kind]}.created`),
    // Made from a request: back to the inbox the admin is working through.
    nextHref: request ? paths.admin.joinRequests.getHref() : paths.admin[kind].getHref(),
    fields,
  });
  return { form, uploads, frame: { title, back, form, onSubmit: handleSubmit, failure, isUploading: uploads.isUploading } };
}
