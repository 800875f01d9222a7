import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EngineerInputSchema } from '@solar/shared/contract/admin-directory';
import type { EngineerInputParsed } from '@solar/shared/contract/admin-directory';
import { AVAILABILITY_STATUSES, CURRENCIES, ENGINEER_SPECIALIZATIONS, SERVICE_LABELS, WEEK_DAYS } from '@solar/shared/reference/catalog';
import { useDirectoryForm } from '../../hooks/use-directory-form.ts';
import { ENGINEER_FIELDS, emptyEngineerValues, engineerValuesFromRequest, engineerValuesOf } from '../../utils/engineer-form.ts';
import type { EngineerFormValues } from '../../utils/engineer-form.ts';
import { CertificationsField } from './certifications-field.tsx';
import { ChipToggleField } from './chip-toggle-field.tsx';
import { EntryFormFrame } from './entry-form-frame.tsx';
import { EntryFormStart } from './entry-form-start.tsx';
import type { EntryFormProps } from './entry-form-start.tsx';
import { FormSection, twoColumns } from '../../../../components/ui/form/form-section.tsx';
import { FormTextField } from '../../../../components/ui/form/text-field.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { JoinRequestNotice } from './join-request-notice.tsx';
import { NotesSection } from './notes-section.tsx';
import { NumberField } from '../../../../components/ui/form/number-field.tsx';
import { PlaceFields } from './place-fields.tsx';
import { SwitchField } from './switch-field.tsx';

// The form holds what the boxes hold; the shared schema (the server's own rules) makes the body.
const resolver = zodResolver(EngineerInputSchema) as unknown as Resolver<EngineerFormValues, unknown, EngineerInputParsed>;

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
const timeSlots = { inputLabel: { shrink: true } } as const;

/** /admin/engineers/new (optionally from a join request) and /admin/engineers/:id: every field of a engineer, saved as a whole. */
export function EngineerFormScreen() {
  return <EntryFormStart kind="engineers" valuesOf={{ entry: engineerValuesOf, request: engineerValuesFromRequest, empty: emptyEngineerValues }} Form={EngineerForm} />;
}

function EngineerForm(props: EntryFormProps<EngineerFormValues>) {
  const { t } = useTranslation('admin-directory');
  const { uploads, frame } = useDirectoryForm('engineers', props, { resolver, fields: ENGINEER_FIELDS });
  const { request } = props;

  return (
    <EntryFormFrame {...frame} notice={request && <JoinRequestNotice request={request} type="engineer" />}>
      <FormSection variant="card" title={t('form.sections.identity')}>
        <Box sx={twoColumns}>
          <FormTextField name="name" label={t('form.fields.name')} required autoComplete="off" slotProps={{ htmlInput: { dir: 'auto', maxLength: 50 } }} />
          <FormTextField name="phone" type="tel" label={t('form.fields.phone')} required isLatinDigits hint={t('form.fields.phoneHint')} isLtr />
          <FormTextField name="whatsappPhone" type="tel" label={t('form.fields.whatsappPhone')} isLatinDigits isLtr />
          <FormTextField name="email" type="email" label={t('form.fields.email')} isLtr />
        </Box>
      </FormSection>

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
          <FormTextField name="currency" select label={t('engineerForm.fields.currency')} slotProps={nativeSelect}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {t(`common:currency.${currency}`)}
              </option>
            ))}
          </FormTextField>
        </Box>
      </FormSection>

      <FormSection variant="card" title={t('engineerForm.sections.services')}>
        <ChipToggleField name="services" label={t('engineerForm.fields.services')} options={SERVICE_LABELS.map((value) => ({ value, label: t(`directory:service.${value}`) }))} />
        <ChipToggleField
          name="specializations"
          label={t('engineerForm.fields.specializations')}
          options={ENGINEER_SPECIALIZATIONS.map((value) => ({ value, label: t(`directory:specialization.${value}`) }))}
        />
      </FormSection>

      <FormSection variant="card" title={t('engineerForm.sections.availability')}>
        <Box sx={twoColumns}>
          <FormTextField name="availabilityStatus" select label={t('engineerForm.fields.availabilityStatus')} slotProps={nativeSelect}>
            {AVAILABILITY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`directory:availability.${status}`)}
              </option>
            ))}
          </FormTextField>
        </Box>
        <ChipToggleField name="workingDays" label={t('form.fields.workingDays')} options={WEEK_DAYS.map((day) => ({ value: day, label: t(`directory:day.${day}`) }))} />
        <Box sx={twoColumns}>
          <FormTextField name="workingHoursStart" type="time" isLtr label={t('form.fields.opensAt')} slotProps={timeSlots} />
          <FormTextField name="workingHoursEnd" type="time" isLtr label={t('form.fields.closesAt')} slotProps={timeSlots} />
        </Box>
      </FormSection>

      <FormSection variant="card" title={t('engineerForm.sections.certifications')}>
        <CertificationsField />
      </FormSection>

      <FormSection variant="card" title={t('form.sections.pictures')}>
        <ImageUploadField name="profileImage" label={t('engineerForm.fields.profileImage')} onBusyChange={uploads.setFieldBusy} />
        <ImageUploadField name="portfolioImages" label={t('engineerForm.fields.portfolioImages')} multiple onBusyChange={uploads.setFieldBusy} />
      </FormSection>

      <NotesSection />

      <FormSection variant="card" title={t('form.sections.status')}>
        <SwitchField name="isVerified" label={t('form.fields.isVerified')} hint={t('engineerForm.fields.isVerifiedHint')} />
        <SwitchField name="isFeatured" label={t('engineerForm.fields.isFeatured')} hint={t('engineerForm.fields.isFeaturedHint')} />
      </FormSection>
    </EntryFormFrame>
  );
}
