import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ShopInputSchema } from '@solar/shared/contract/admin-directory';
import type { ShopInputParsed } from '@solar/shared/contract/admin-directory';
import { BRANDS, PAYMENT_OPTIONS, PRODUCT_TYPES, PRODUCT_TYPE_SLUGS, SHOP_SERVICES, WEEK_DAYS } from '@solar/shared/reference/catalog';
import { useDirectoryForm } from '../../hooks/use-directory-form.ts';
import { SHOP_FIELDS, emptyShopValues, shopValuesFromRequest, shopValuesOf } from '../../utils/shop-form.ts';
import type { ShopFormValues } from '../../utils/shop-form.ts';
import { ChipToggleField } from './chip-toggle-field.tsx';
import { EntryFormFrame } from './entry-form-frame.tsx';
import { EntryFormStart } from './entry-form-start.tsx';
import type { EntryFormProps } from './entry-form-start.tsx';
import { FormSection, twoColumns } from '../../../../components/ui/form/form-section.tsx';
import { FormTextField } from '../../../../components/ui/form/text-field.tsx';
import { FreeChipsField } from './free-chips-field.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { JoinRequestNotice } from './join-request-notice.tsx';
import { NotesSection } from './notes-section.tsx';
import { NumberField } from '../../../../components/ui/form/number-field.tsx';
import { PlaceFields } from './place-fields.tsx';
import { SwitchField } from './switch-field.tsx';

// The form holds what the boxes hold; the shared schema (the server's own rules) makes the body.
const resolver = zodResolver(ShopInputSchema) as unknown as Resolver<ShopFormValues, unknown, ShopInputParsed>;

const timeSlots = { inputLabel: { shrink: true } } as const;
const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter'] as const;

/** /admin/shops/new (optionally from a join request) and /admin/shops/:id: every field of a shop, saved as a whole. */
export function ShopFormScreen() {
  return <EntryFormStart kind="shops" valuesOf={{ entry: shopValuesOf, request: shopValuesFromRequest, empty: emptyShopValues }} Form={ShopForm} />;
}

function ShopForm(props: EntryFormProps<ShopFormValues>) {
  const { t } = useTranslation('admin-directory');
  const { uploads, frame } = useDirectoryForm('shops', props, { resolver, fields: SHOP_FIELDS });
  const { request } = props;

  return (
    <EntryFormFrame {...frame} notice={request && <JoinRequestNotice request={request} type="shop" />}>
      <FormSection variant="card" title={t('form.sections.identity')}>
        <Box sx={twoColumns}>
          <FormTextField name="name" label={t('shopForm.fields.name')} required autoComplete="off" slotProps={{ htmlInput: { dir: 'auto', maxLength: 50 } }} />
          <FormTextField name="phone" type="tel" label={t('form.fields.phone')} isLatinDigits hint={t('form.fields.phoneHint')} isLtr />
          <FormTextField name="whatsappPhone" type="tel" label={t('form.fields.whatsappPhone')} isLatinDigits isLtr />
          <FormTextField name="email" type="email" label={t('form.fields.email')} isLtr />
          <FormTextField name="website" type="url" label={t('shopForm.fields.website')} hint={t('form.fields.urlHint')} isLtr />
        </Box>
      </FormSection>

      <FormSection variant="card" title={t('form.sections.place')}>
        <PlaceFields />
        <FormTextField name="address" label={t('shopForm.fields.address')} slotProps={{ htmlInput: { dir: 'auto', maxLength: 200 } }} />
        <Box sx={twoColumns}>
          <NumberField name="latitude" label={t('shopForm.fields.latitude')} hint={t('shopForm.fields.latitudeHint')} />
          <NumberField name="longitude" label={t('shopForm.fields.longitude')} hint={t('shopForm.fields.longitudeHint')} />
        </Box>
      </FormSection>

      <FormSection variant="card" title={t('shopForm.sections.about')}>
        <FormTextField name="description" label={t('shopForm.fields.description')} multiline minRows={3} slotProps={{ htmlInput: { dir: 'auto', maxLength: 2000 } }} />
        <Box sx={twoColumns}>
          <NumberField isDecimal={false} name="establishedYear" label={t('shopForm.fields.establishedYear')} hint={t('form.optional')} />
          <FormTextField name="licenseNumber" label={t('shopForm.fields.licenseNumber')} isLtr slotProps={{ htmlInput: { maxLength: 60 } }} />
        </Box>
      </FormSection>

      <FormSection variant="card" title={t('shopForm.sections.offer')}>
        <ChipToggleField name="services" label={t('shopForm.fields.services')} options={SHOP_SERVICES.map((value) => ({ value, label: t(`directory:shopService.${value}`) }))} />
        <ChipToggleField
          name="productCategories"
          label={t('shopForm.fields.productCategories')}
          options={PRODUCT_TYPES.map((value) => ({ value, label: t(`products:type.${PRODUCT_TYPE_SLUGS[value]}`) }))}
        />
        <FreeChipsField name="brands" label={t('shopForm.fields.brands')} suggestions={BRANDS} hint={t('shopForm.fields.brandsHint')} />
        <ChipToggleField name="paymentOptions" label={t('shopForm.fields.paymentOptions')} options={PAYMENT_OPTIONS.map((value) => ({ value, label: t(`directory:payment.${value}`) }))} />
      </FormSection>

      <FormSection variant="card" title={t('shopForm.sections.hours')}>
        <ChipToggleField name="workingDays" label={t('form.fields.workingDays')} options={WEEK_DAYS.map((day) => ({ value: day, label: t(`directory:day.${day}`) }))} />
        <Box sx={twoColumns}>
          <FormTextField name="openTime" type="time" isLtr label={t('form.fields.opensAt')} slotProps={timeSlots} />
          <FormTextField name="closeTime" type="time" isLtr label={t('form.fields.closesAt')} slotProps={timeSlots} />
        </Box>
      </FormSection>

      <FormSection variant="card" title={t('shopForm.sections.social')}>
        <Box sx={twoColumns}>
          {SOCIAL_NETWORKS.map((network) => (
            <FormTextField key={network} name={`socialMedia.${network}`} type="url" label={t(`directory:shop.social.${network}`)} hint={t('form.fields.urlHint')} isLtr />
          ))}
        </Box>
      </FormSection>

      <FormSection variant="card" title={t('form.sections.pictures')}>
        <ImageUploadField name="logo" label={t('shopForm.fields.logo')} onBusyChange={uploads.setFieldBusy} />
        <ImageUploadField name="images" label={t('shopForm.fields.images')} multiple onBusyChange={uploads.setFieldBusy} />
      </FormSection>

      <NotesSection />

      <FormSection variant="card" title={t('form.sections.status')}>
        <SwitchField name="isVerified" label={t('form.fields.isVerified')} hint={t('shopForm.fields.isVerifiedHint')} />
      </FormSection>
    </EntryFormFrame>
  );
}
