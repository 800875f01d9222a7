import type { ComponentType } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { AdminJoinRequest, EntryOwner } from '@solar/shared/contract/admin-directory';
import { paths } from '../../../../config/paths.ts';
import { useDirectoryEntry } from '../../api/directory-entries.ts';
import type { DirectoryEntryResponse, DirectoryKind } from '../../api/directory-entries.ts';
import { useJoinRequest } from '../../api/get-join-request.ts';
import { FORM_TEXTS, useDirectoryForm, type EntryFormProps } from '../../hooks/use-directory-form.ts';
import { EntryFormFrame, FormStartState } from './entry-form-frame.tsx';
import { JoinRequestNotice } from './join-request-notice.tsx';
import { OwnerSection } from './owner-section.tsx';

/** A kind's sections; `onBusyChange` goes to its picture fields, so the save waits for their uploads. */
export interface EntryFieldsProps {
  onBusyChange: (name: string, isBusy: boolean) => void;
}

interface EntryFormStartProps<K extends DirectoryKind, V extends FieldValues, B> {
  kind: K;
  /**
   * The form's values from the entry, or empty; an engineer's or a shop's new form made from a join
   * request starts empty with the request's draft over it (name, contacts, the request's message).
   */
  valuesOf: { entry: (entry: DirectoryEntryResponse<K>['data']) => V; request?: (request: AdminJoinRequest) => Partial<V>; empty: () => V };
  /** The shared schema (the server's own rules) turning what the boxes hold into the body. */
  resolver: Resolver<V, unknown, B>;
  /** The form's top-level field names, and those of them that are lists. */
  fields: { names: readonly string[]; lists?: readonly string[] };
  Fields: ComponentType<EntryFieldsProps>;
}

/**
 * /admin/<kind>/new (an engineer or a shop optionally `?fromRequest=<join request id>`, prefilled from
 * that request) and /admin/<kind>/:id: loads what the form starts from, shows its loading, missing or
 * failed state, then the form itself with its starting values.
 */
export function EntryFormStart<K extends DirectoryKind, V extends FieldValues, B>({ kind, valuesOf, resolver, fields, Fields }: EntryFormStartProps<K, V, B>) {
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
  const values = entry.data ? valuesOf.entry(entry.data.data) : request.data && valuesOf.request ? { ...valuesOf.empty(), ...valuesOf.request(request.data.data) } : valuesOf.empty();
  return (
    <EntryForm
      key={id ?? fromRequest ?? 'new'}
      kind={kind}
      resolver={resolver}
      fields={fields}
      Fields={Fields}
      id={id}
      title={title}
      back={back}
      initialValues={values}
      request={request.data?.data}
      owner={entry.data && 'owner' in entry.data.data ? entry.data.data.owner : null}
    />
  );
}

/** A kind's form from its starting values: the frame (heading, way back, save bar), a join request's notice, the sections. */
function EntryForm<K extends DirectoryKind, V extends FieldValues, B>({
  kind,
  resolver,
  fields,
  Fields,
  owner,
  ...props
}: EntryFormProps<V> & Pick<EntryFormStartProps<K, V, B>, 'kind' | 'resolver' | 'fields' | 'Fields'> & { owner: EntryOwner | null }) {
  const { uploads, frame } = useDirectoryForm(kind, props, { resolver, fields });
  const { request, id } = props;
  // An engineer or a shop already saved may be linked to the account that answers wanted requests as it.
  const after = id && kind !== 'ads' ? <OwnerSection kind={kind} id={id} owner={owner} /> : undefined;
  return (
    <EntryFormFrame {...frame} after={after} notice={request && kind !== 'ads' && <JoinRequestNotice request={request} type={kind === 'engineers' ? 'engineer' : 'shop'} />}>
      <Fields onBusyChange={uploads.setFieldBusy} />
    </EntryFormFrame>
  );
}
