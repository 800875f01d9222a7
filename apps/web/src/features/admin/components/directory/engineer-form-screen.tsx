import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EngineerInputSchema, engineerDraftFromJoinRequest } from '@solar/shared/contract/admin-directory';
import type { EngineerInputParsed } from '@solar/shared/contract/admin-directory';
import { AVAILABILITY_STATUSES, CURRENCIES, ENGINEER_SPECIALIZATIONS, SERVICE_LABELS } from '@solar/shared/reference/catalog';
import { ENGINEER_FIELDS, emptyEngineerValues, engineerValuesOf } from '../../utils/engineer-form.ts';
import type { EngineerFormValues } from '../../utils/engineer-form.ts';
import { CertificationsField } from './certifications-field.tsx';
import { ChipToggleField } from './chip-toggle-field.tsx';
import { EntryFormStart } from './entry-form-start.tsx';
import type { EntryFieldsProps } from './entry-form-start.tsx';
import { IdentitySection, PicturesSection, StatusSection, WorkingTimeFields } from './entry-sections.tsx';
import { FormSection, twoColumns } from '../../../../components/ui/form/form-section.tsx';
import { FormSelectField } from '../../../../components/ui/form/select-field.tsx';
import { FormTextField } from '../../../../components/ui/form/text-field.tsx';
import { NotesSection } from './notes-section.tsx';
import { NumberField } from '../../../../components/ui/form/number-field.tsx';
import { PlaceFields } from './place-fields.tsx';

// The form holds what the boxes hold; the shared schema (the server's own rules) makes the body.
const resolver = zodResolver(EngineerInputSchema) as unknown as Resolver<EngineerFormValues, unknown, EngineerInputParsed>;

/** An engineer's sections: identity, place, experience and prices, services, availability, certifications, pictures, notes, status. */
function EngineerFields({ onBusyChange }: EntryFieldsProps) {
  const { t } = useTranslation('admin-directory');

  return (
    <>
      <IdentitySection nameLabel={t('form.fields.name')} isPhoneRequired />

      <FormSection variant="card" title={t('form.sections.place')}>
        <PlaceFields />
      </FormSection>

      <FormSection variant="card" title={t('engineerForm.sections.experience')}>
        <Box sx={twoColumns}>
          <NumberField isDecimal={false} name="experienceYears" label={t('engineerForm.fields.experienceYears')} required />
          <NumberField isDecimal={false} name="projectsCount" label={t('engineerForm.fields.projectsCount')} required />
          <NumberField isDecimal={false} name="teamSize" label={t('engineerForm.fields.teamSize')} hint={t('form.optional')} />
          <NumberField isDecimal={false} name="responseTimeHours" label={t('engineerForm.fields.responseTimeHours')} hint={t('form.optional')} />
          <NumberField name="rating" label={t('engineerForm.fields.rating')} required hint={t('engineerForm.fields.ratingHint')} />
        </Box>
        <FormTextField
          name="experienceDescription"
          label={t('engineerForm.fields.experienceDescription')}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { dir: 'auto', maxLength: 1000 } }}
        />
        <Box sx={twoColumns}>
          <NumberField name="hourlyRate" label={t('engineerForm.fields.hourlyRate')} hint={t('engineerForm.fields.priceHint')} />
          <NumberField name="minimumCharge" label={t('engineerForm.fields.minimumCharge')} hint={t('engineerForm.fields.priceHint')} />
          <FormSelectField name="currency" label={t('engineerForm.fields.currency')} options={CURRENCIES.map((value) => ({ value, label: t(`common:currency.${value}`) }))} />
        </Box>
      </FormSection>

      <FormSection variant="card" title={t('engineerForm.sections.services')}>
        <ChipToggleField name="services" label={t('engineerForm.fields.services')} values={SERVICE_LABELS} labelOf={(value) => t(`directory:service.${value}`)} />
        <ChipToggleField name="specializations" label={t('engineerForm.fields.specializations')} values={ENGINEER_SPECIALIZATIONS} labelOf={(value) => t(`directory:specialization.${value}`)} />
      </FormSection>

      <FormSection variant="card" title={t('engineerForm.sections.availability')}>
        <Box sx={twoColumns}>
          <FormSelectField
            name="availabilityStatus"
            label={t('engineerForm.fields.availabilityStatus')}
            options={AVAILABILITY_STATUSES.map((value) => ({ value, label: t(`directory:availability.${value}`) }))}
          />
        </Box>
        <WorkingTimeFields opens="workingHoursStart" closes="workingHoursEnd" />
      </FormSection>

      <FormSection variant="card" title={t('engineerForm.sections.certifications')}>
        <CertificationsField />
      </FormSection>

      <PicturesSection
        single={{ name: 'profileImage', label: t('engineerForm.fields.profileImage') }}
        several={{ name: 'portfolioImages', label: t('engineerForm.fields.portfolioImages') }}
        onBusyChange={onBusyChange}
      />

      <NotesSection />

      <StatusSection form="engineerForm" names={['isVerified', 'isFeatured']} />
    </>
  );
}

/** /admin/engineers/new (optionally from a join request) and /admin/engineers/:id: every field of an engineer, saved as a whole. */
export function EngineerFormScreen() {
  const valuesOf = { entry: engineerValuesOf, request: engineerDraftFromJoinRequest, empty: emptyEngineerValues };
  return <EntryFormStart kind="engineers" valuesOf={valuesOf} resolver={resolver} fields={ENGINEER_FIELDS} Fields={EngineerFields} />;
}
