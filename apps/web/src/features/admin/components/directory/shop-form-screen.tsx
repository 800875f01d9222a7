import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ShopInputSchema, shopDraftFromJoinRequest } from '@solar/shared/contract/admin-directory';
import type { ShopInputParsed } from '@solar/shared/contract/admin-directory';
import { BRANDS, PAYMENT_OPTIONS, PRODUCT_TYPES, PRODUCT_TYPE_SLUGS, SHOP_SERVICES } from '@solar/shared/reference/catalog';
import { SHOP_FIELDS, emptyShopValues, shopValuesOf } from '../../utils/shop-form.ts';
import type { ShopFormValues } from '../../utils/shop-form.ts';
import { ChipToggleField } from './chip-toggle-field.tsx';
import { EntryFormStart } from './entry-form-start.tsx';
import type { EntryFieldsProps } from './entry-form-start.tsx';
import { IdentitySection, PicturesSection, StatusSection, WorkingTimeFields } from './entry-sections.tsx';
import { FormSection, twoColumns } from '../../../../components/ui/form/form-section.tsx';
import { FormTextField } from '../../../../components/ui/form/text-field.tsx';
import { FreeChipsField } from './free-chips-field.tsx';
import { NotesSection } from './notes-section.tsx';
import { NumberField } from '../../../../components/ui/form/number-field.tsx';
import { PlaceFields } from './place-fields.tsx';

// The form holds what the boxes hold; the shared schema (the server's own rules) makes the body.
const resolver = zodResolver(ShopInputSchema) as unknown as Resolver<ShopFormValues, unknown, ShopInputParsed>;

const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter'] as const;

/** A shop's sections: identity, place, about, offer, hours, social pages, pictures, notes, status. */
function ShopFields({ onBusyChange }: EntryFieldsProps) {
  const { t } = useTranslation('admin-directory');

  return (
    <>
      <IdentitySection nameLabel={t('shopForm.fields.name')} isPhoneRequired={false}>
        <FormTextField name="website" type="url" label={t('shopForm.fields.website')} hint={t('form.fields.urlHint')} isLtr />
      </IdentitySection>

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
        <ChipToggleField name="services" label={t('shopForm.fields.services')} values={SHOP_SERVICES} labelOf={(value) => t(`directory:shopService.${value}`)} />
        <ChipToggleField name="productCategories" label={t('shopForm.fields.productCategories')} values={PRODUCT_TYPES} labelOf={(value) => t(`products:type.${PRODUCT_TYPE_SLUGS[value]}`)} />
        <FreeChipsField name="brands" label={t('shopForm.fields.brands')} suggestions={BRANDS} hint={t('shopForm.fields.brandsHint')} />
        <ChipToggleField name="paymentOptions" label={t('shopForm.fields.paymentOptions')} values={PAYMENT_OPTIONS} labelOf={(value) => t(`directory:payment.${value}`)} />
      </FormSection>

      <FormSection variant="card" title={t('shopForm.sections.hours')}>
        <WorkingTimeFields opens="openTime" closes="closeTime" />
      </FormSection>

      <FormSection variant="card" title={t('shopForm.sections.social')}>
        <Box sx={twoColumns}>
          {SOCIAL_NETWORKS.map((network) => (
            <FormTextField key={network} name={`socialMedia.${network}`} type="url" label={t(`directory:shop.social.${network}`)} hint={t('form.fields.urlHint')} isLtr />
          ))}
        </Box>
      </FormSection>

      <PicturesSection single={{ name: 'logo', label: t('shopForm.fields.logo') }} several={{ name: 'images', label: t('shopForm.fields.images') }} onBusyChange={onBusyChange} />

      <NotesSection />

      <StatusSection form="shopForm" names={['isVerified']} />
    </>
  );
}

/** /admin/shops/new (optionally from a join request) and /admin/shops/:id: every field of a shop, saved as a whole. */
export function ShopFormScreen() {
  const valuesOf = { entry: shopValuesOf, request: shopDraftFromJoinRequest, empty: emptyShopValues };
  return <EntryFormStart kind="shops" valuesOf={valuesOf} resolver={resolver} fields={SHOP_FIELDS} Fields={ShopFields} />;
}
