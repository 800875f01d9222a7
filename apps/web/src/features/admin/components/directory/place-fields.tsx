import Box from '@mui/material/Box';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GOVERNORATES, findGovernorate } from '@solar/shared/reference/locations';
import { getLanguage } from '../../../../lib/i18n.ts';
import { FormTextField } from '../../../../components/ui/form/text-field.tsx';
import { twoColumns } from '../../../../components/ui/form/form-section.tsx';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Governorate and city (`governorate`, `city` of the form): the cities follow the governorate chosen. */
export function PlaceFields() {
  const { t } = useTranslation('admin-directory');
  const language = getLanguage();
  const { setValue } = useFormContext<{ governorate: string; city: string }>();
  const { isSubmitted } = useFormState();
  const governorate = findGovernorate(useWatch({ name: 'governorate' }) as string);

  return (
    <Box sx={twoColumns}>
      <FormTextField
        name="governorate"
        select
        label={t('directory:filters.governorate')}
        required
        slotProps={nativeSelect}
        // A city belongs to one governorate: another governorate starts the city afresh.
        onValueChange={() => setValue('city', '', { shouldDirty: true, shouldValidate: isSubmitted })}
      >
        <option value="">{t('form.choose')}</option>
        {GOVERNORATES.map((option) => (
          <option key={option.id} value={option.id}>
            {option[language]}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        name="city"
        select
        label={t('directory:filters.city')}
        required
        disabled={!governorate}
        hint={governorate ? undefined : t('directory:filters.chooseGovernorateFirst')}
        slotProps={nativeSelect}
      >
        <option value="">{t('form.choose')}</option>
        {governorate?.cities.map((city) => (
          <option key={city.id} value={city.id}>
            {city[language]}
          </option>
        ))}
      </FormTextField>
    </Box>
  );
}
