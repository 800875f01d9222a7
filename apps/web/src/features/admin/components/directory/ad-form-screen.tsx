import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdInputSchema } from '@solar/shared/contract/admin-directory';
import type { AdInputParsed } from '@solar/shared/contract/admin-directory';
import { AD_FIELDS, adValuesOf, emptyAdValues } from '../../utils/ad-form.ts';
import type { AdFormValues } from '../../utils/ad-form.ts';
import { EntryFormStart } from './entry-form-start.tsx';
import type { EntryFieldsProps } from './entry-form-start.tsx';
import { FormSection, twoColumns } from '../../../../components/ui/form/form-section.tsx';
import { FormTextField } from '../../../../components/ui/form/text-field.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { StatusSection } from './entry-sections.tsx';

// The form holds what the boxes hold; the shared schema (the server's own rules) makes the body.
const resolver = zodResolver(AdInputSchema) as unknown as Resolver<AdFormValues, unknown, AdInputParsed>;

/** An ad's sections: its text, link and phone, its picture, and whether it runs. */
function AdFields({ onBusyChange }: EntryFieldsProps) {
  const { t } = useTranslation('admin-directory');

  return (
    <>
      <FormSection variant="card" title={t('adForm.sections.content')}>
        <FormTextField name="title" label={t('adForm.fields.title')} required slotProps={{ htmlInput: { dir: 'auto', maxLength: 120 } }} />
        <FormTextField name="description" label={t('adForm.fields.description')} multiline minRows={3} slotProps={{ htmlInput: { dir: 'auto', maxLength: 1000 } }} />
        <Box sx={twoColumns}>
          <FormTextField name="link" type="url" label={t('adForm.fields.link')} hint={t('form.fields.urlHint')} isLtr />
          <FormTextField name="phone" type="tel" label={t('form.fields.phone')} isLatinDigits hint={t('form.optional')} isLtr />
        </Box>
      </FormSection>

      <FormSection variant="card" title={t('adForm.sections.picture')}>
        <ImageUploadField name="image" label={t('adForm.fields.image')} onBusyChange={onBusyChange} />
      </FormSection>

      <StatusSection form="adForm" names={['active', 'limitedOffer']} />
    </>
  );
}

/** /admin/ads/new and /admin/ads/:id: a shop ad's text, picture, link and whether it runs. */
export function AdFormScreen() {
  return <EntryFormStart kind="ads" valuesOf={{ entry: adValuesOf, empty: emptyAdValues }} resolver={resolver} fields={AD_FIELDS} Fields={AdFields} />;
}
