import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { AdminJoinRequest } from '@solar/shared/contract/admin-directory';
import { paths } from '../../../../config/paths.ts';
import { useDirectoryEntry } from '../../api/directory-entries.ts';
import type { DirectoryEntryResponse, DirectoryKind } from '../../api/directory-entries.ts';
import { useJoinRequest } from '../../api/get-join-request.ts';
import { FormStartState } from './entry-form-frame.tsx';

/** What a directory form starts from: the entry edited, or a join request, or nothing. */
export interface EntryFormProps<V> {
  /** The entry edited; a new one without. */
  id: string | undefined;
  title: string;
  back: { href: string; label: string };
  initialValues: V;
  request: AdminJoinRequest | undefined;
}

interface EntryFormStartProps<K extends DirectoryKind, V> {
  kind: K;
  /** The form's values from the entry, from a join request (engineers and shops), or empty. */
  valuesOf: { entry: (entry: DirectoryEntryResponse<K>['data']) => V; request?: (request: AdminJoinRequest) => V; empty: () => V };
  Form: ComponentType<EntryFormProps<V>>;
}

/** Each kind's texts in the admin-directory catalogue: `<form>.titleNew`, `<kind>.backToList`… */
export const FORM_TEXTS = { engineers: 'engineerForm', shops: 'shopForm', ads: 'adForm' } as const;

/**
 * /admin/<kind>/new (an engineer or a shop optionally `?fromRequest=<join request id>`, prefilled from
 * that request) and /admin/<kind>/:id: loads what the form starts from, shows its loading, missing or
 * failed state, then the form itself with its starting values.
 */
export function EntryFormStart<K extends DirectoryKind, V>({ kind, valuesOf, Form }: EntryFormStartProps<K, V>) {
  const { t } = useTranslation('admin-directory');
  const { id } = useParams();
  const [params] = useSearchParams();
  const fromRequest = id || !valuesOf.request ? undefined : (params.get('fromRequest') ?? undefined);
  const entry = useDirectoryEntry(kind, id);
  const request = useJoinRequest(fromRequest);
  const form = FORM_TEXTS[kind];
  const title = id ? t(`${form}.titleEdit`) : t(`${form}.titleNew`);
  const back = { href: paths.admin[kind].getHref(), label: t(`${kind}.backToList`) };

  const source = id ? entry : fromRequest ? request : undefined;
  if (source && !source.data) {
    return (
      <FormStartState
        title={title}
        back={back}
        query={source}
        loadingText={id ? t(`${form}.loading`) : t('form.requestLoading')}
        loadErrorTitle={id ? t(`${form}.loadError`) : t('form.requestLoadError')}
        notFoundText={id ? t(`${form}.notFound`) : t('form.requestNotFound')}
      />
    );
  }
  const values = entry.data ? valuesOf.entry(entry.data.data) : request.data && valuesOf.request ? valuesOf.request(request.data.data) : valuesOf.empty();
  return <Form key={id ?? fromRequest ?? 'new'} id={id} title={title} back={back} initialValues={values} request={request.data?.data} />;
}
