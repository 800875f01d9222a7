import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEK_DAYS } from '@solar/shared/reference/catalog';
import { FormSection, twoColumns } from '../../../../components/ui/form/form-section.tsx';
import { FormTextField } from '../../../../components/ui/form/text-field.tsx';
import { ChipToggleField } from './chip-toggle-field.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { SwitchField } from './switch-field.tsx';

// The sections the console's forms share: who an engineer or a shop is and how to reach them, when they
// work, their pictures; the switches of every entry's status.

const timeSlots = { inputLabel: { shrink: true } } as const;

/** Name, phone, WhatsApp and e-mail (`children`: more of the same section, a shop's website). */
export function IdentitySection({ nameLabel, isPhoneRequired, children }: { nameLabel: string; isPhoneRequired: boolean; children?: ReactNode }) {
  const { t } = useTranslation('admin-directory');
  return (
    <FormSection variant="card" title={t('form.sections.identity')}>
      <Box sx={twoColumns}>
        <FormTextField name="name" label={nameLabel} required autoComplete="off" slotProps={{ htmlInput: { dir: 'auto', maxLength: 50 } }} />
        <FormTextField name="phone" type="tel" label={t('form.fields.phone')} required={isPhoneRequired} isLatinDigits hint={t('form.fields.phoneHint')} isLtr />
        <FormTextField name="whatsappPhone" type="tel" label={t('form.fields.whatsappPhone')} isLatinDigits isLtr />
        <FormTextField name="email" type="email" label={t('form.fields.email')} isLtr />
        {children}
      </Box>
    </FormSection>
  );
}

/** The working days (`workingDays`), then the hours of the day, from `opens` to `closes` (field names). */
export function WorkingTimeFields({ opens, closes }: { opens: string; closes: string }) {
  const { t } = useTranslation('admin-directory');
  return (
    <>
      <ChipToggleField name="workingDays" label={t('form.fields.workingDays')} values={WEEK_DAYS} labelOf={(day) => t(`directory:day.${day}`)} />
      <Box sx={twoColumns}>
        <FormTextField name={opens} type="time" isLtr label={t('form.fields.opensAt')} slotProps={timeSlots} />
        <FormTextField name={closes} type="time" isLtr label={t('form.fields.closesAt')} slotProps={timeSlots} />
      </Box>
    </>
  );
}

type PictureField = { name: string; label: string };

/** One picture (a photo, a logo) and a set of them (a portfolio, a gallery); the save waits for their uploads. */
export function PicturesSection({ single, several, onBusyChange }: { single: PictureField; several: PictureField; onBusyChange: (name: string, isBusy: boolean) => void }) {
  const { t } = useTranslation('admin-directory');
  return (
    <FormSection variant="card" title={t('form.sections.pictures')}>
      <ImageUploadField name={single.name} label={single.label} onBusyChange={onBusyChange} />
      <ImageUploadField name={several.name} label={several.label} multiple onBusyChange={onBusyChange} />
    </FormSection>
  );
}

/**
 * The entry's status switches (verified, featured, running), each with what it does: label and hint under
 * `<form>.fields.<name>` and `<name>Hint` of the catalogue, the verified switch's label shared by all.
 */
export function StatusSection({ form, names }: { form: 'engineerForm' | 'shopForm' | 'adForm'; names: readonly string[] }) {
  const { t } = useTranslation('admin-directory');
  return (
    <FormSection variant="card" title={t('form.sections.status')}>
      {names.map((name) => (
        <SwitchField key={name} name={name} label={t(name === 'isVerified' ? 'form.fields.isVerified' : `${form}.fields.${name}`)} hint={t(`${form}.fields.${name}Hint`)} />
      ))}
    </FormSection>
  );
}
