import type { ComponentType } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { AdminJoinRequest } from '@solar/shared/contract/admin-directory';
import { paths } from '../../../../config/paths.ts';
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

interface EntryFormStartProps<E, V> {
  kind: 'engineer' | 'shop';
  useEntry: (id: string | undefined) => UseQueryResult<{ data: E }>;
  valuesOf: { entry: (entry: E) => V; request: (request: AdminJoinRequest) => V; empty: () => V };
  Form: ComponentType<EntryFormProps<V>>;
}

/**
 * /admin/<kind>s/new (optionally `?fromRequest=<join request id>`, prefilled from that request) and
 * /admin/<kind>s/:id: loads what the form starts from, shows its loading, missing or failed state, then
 * the form itself with its starting values.
 */
export function EntryFormStart<E, V>({ kind, useEntry, valuesOf, Form }: EntryFormStartProps<E, V>) {
  const { t } = useTranslation('admin-directory');
  const { id } = useParams();
  const [params] = useSearchParams();
  const fromRequest = id ? undefined : (params.get('fromRequest') ?? undefined);
  const entry = useEntry(id);
  const request = useJoinRequest(fromRequest);
  const title = id ? t(`${kind}Form.titleEdit`) : t(`${kind}Form.titleNew`);
  const back = { href: (kind === 'engineer' ? paths.admin.engineers : paths.admin.shops).getHref(), label: t(`${kind}s.backToList`) };

  const source = id ? entry : fromRequest ? request : undefined;
  if (source && !source.data) {
    return (
      <FormStartState
        title={title}
        back={back}
        query={source}
        loadingText={id ? t(`${kind}Form.loading`) : t('form.requestLoading')}
        loadErrorTitle={id ? t(`${kind}Form.loadError`) : t('form.requestLoadError')}
        notFoundText={id ? t(`${kind}Form.notFound`) : t('form.requestNotFound')}
      />
    );
  }
  const values = entry.data ? valuesOf.entry(entry.data.data) : request.data ? valuesOf.request(request.data.data) : valuesOf.empty();
  return <Form key={id ?? fromRequest ?? 'new'} id={id} title={title} back={back} initialValues={values} request={request.data?.data} />;
}
