import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdInputSchema } from '@solar/shared/contract/admin-directory';
import type { AdInputParsed } from '@solar/shared/contract/admin-directory';
import { paths } from '../../../../config/paths.ts';
import { useCreateAd } from '../../api/create-ad.ts';
import { useAdminAd } from '../../api/get-admin-ad.ts';
import { useUpdateAd } from '../../api/update-ad.ts';
import { useEntrySave } from '../../hooks/use-entry-save.ts';
import { useUploadTracker } from '../../hooks/use-upload-tracker.ts';
import { AD_FIELDS, adValuesOf, emptyAdValues } from '../../utils/ad-form.ts';
import type { AdFormValues } from '../../utils/ad-form.ts';
import { EntryFormFrame, FormStartState } from './entry-form-frame.tsx';
import { FormSection, twoColumns } from './form-section.tsx';
import { FormTextField } from './form-text-field.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { SwitchField } from './switch-field.tsx';

// The form holds what the boxes hold; the shared schema (the server's own rules) makes the body.
const resolver = zodResolver(AdInputSchema) as unknown as Resolver<AdFormValues, unknown, AdInputParsed>;


/** /admin/ads/new and /admin/ads/:id: a shop ad's text, picture, link and whether it runs. */
export function AdFormScreen() {
  const { t } = useTranslation('admin-directory');
  const { id } = useParams();
  const entry = useAdminAd(id);
  const title = id ? t('adForm.titleEdit') : t('adForm.titleNew');
  const back = { href: paths.admin.ads.getHref(), label: t('ads.backToList') };

  if (id && !entry.data) {
    return (
      <FormStartState
        title={title}
        back={back}
        query={entry}
        loadingText={t('adForm.loading')}
        loadErrorTitle={t('adForm.loadError')}
        notFoundText={t('adForm.notFound')}
      />
    );
  }
  return <AdForm key={id ?? 'new'} id={id} title={title} back={back} initialValues={entry.data ? adValuesOf(entry.data.data) : emptyAdValues()} />;
}

interface AdFormProps {
  /** The ad edited; a new one without. */
  id: string | undefined;
  title: string;
  back: { href: string; label: string };
  initialValues: AdFormValues;
}

function AdForm({ id, title, back, initialValues }: AdFormProps) {
  const { t } = useTranslation('admin-directory');
  const create = useCreateAd();
  const update = useUpdateAd();
  const uploads = useUploadTracker();
  const form = useForm<AdFormValues, unknown, AdInputParsed>({ resolver, defaultValues: initialValues, mode: 'onTouched' });
  const { handleSubmit, failure } = useEntrySave(form, {
    save: (body) => (id ? update.mutateAsync({ id, body }) : create.mutateAsync(body)),
    savedMessage: id ? t('adForm.updated') : t('adForm.created'),
    nextHref: paths.admin.ads.getHref(),
    fields: AD_FIELDS,
  });

  return (
    <EntryFormFrame title={title} back={back} form={form} onSubmit={handleSubmit} failure={failure} isUploading={uploads.isUploading}>
      <FormSection title={t('adForm.sections.content')}>
        <FormTextField name="title" label={t('adForm.fields.title')} required slotProps={{ htmlInput: { dir: 'auto', maxLength: 120 } }} />
        <FormTextField name="description" label={t('adForm.fields.description')} multiline minRows={3} slotProps={{ htmlInput: { dir: 'auto', maxLength: 1000 } }} />
        <Box sx={twoColumns}>
          <FormTextField name="link" type="url" label={t('adForm.fields.link')} hint={t('form.fields.urlHint')} isLtr />
          <FormTextField name="phone" type="tel" label={t('form.fields.phone')} isLatinDigits hint={t('form.optional')} isLtr />
        </Box>
      </FormSection>

      <FormSection title={t('adForm.sections.picture')}>
        <ImageUploadField name="image" label={t('adForm.fields.image')} onBusyChange={uploads.setFieldBusy} />
      </FormSection>

      <FormSection title={t('form.sections.status')}>
        <SwitchField name="active" label={t('adForm.fields.active')} hint={t('adForm.fields.activeHint')} />
        <SwitchField name="limitedOffer" label={t('adForm.fields.limitedOffer')} hint={t('adForm.fields.limitedOfferHint')} />
      </FormSection>
    </EntryFormFrame>
  );
}
