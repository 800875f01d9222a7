import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useController } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isRequiredField, type ListingFieldDescriptor, type TextFieldDescriptor } from '@solar/shared/contract/listing-fields';
import { fieldErrorText } from '../../../components/ui/form/field-error.ts';
import { NumberField } from '../../../components/ui/form/number-field.tsx';
import { FormTextField } from '../../../components/ui/form/text-field.tsx';
import type { ListingFormValues } from '../utils/listing-form.ts';


/** A free text with the values it suggests as the seller types (the brand: the makers the filter knows). */
function SuggestingTextField({ field, label, sx }: { field: TextFieldDescriptor; label: string; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('selling');
  const { field: input, fieldState } = useController<ListingFormValues>({ name: field.name as FieldPath<ListingFormValues> });
  const value = typeof input.value === 'string' ? input.value : '';
  return (
    <Autocomplete
      freeSolo
      options={field.suggestions ?? []}
      value={value}
      onChange={(_, next) => input.onChange(next ?? '')}
      inputValue={value}
      onInputChange={(_, next) => input.onChange(next)}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={input.ref}
          onBlur={input.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldErrorText(t, fieldState.error) ?? (field.hint ? t(field.hint) : undefined)}
        />
      )}
    />
  );
}

/**
 * The posting form's input of one described field (contract/listing-fields.ts): a text box, a native
 * select or a number box (read by `parseLocalizedNumber`, «١٢» too), with its label, limits and error,
 * half or all of its section's grid. Inside the form's FormProvider.
 */
export function ListingFieldInput({ field }: { field: ListingFieldDescriptor }) {
  const { t } = useTranslation('selling');
  const label = t(field.formLabel ?? field.label);
  const isRequired = isRequiredField(field);
  const hint = field.hint ? t(field.hint) : undefined;
  const sx = field.isWide ? { gridColumn: '1 / -1' } : undefined;
  const name = field.name as FieldPath<ListingFormValues>;
  switch (field.kind) {
    case 'number':
      return (
        <NumberField<ListingFormValues>
          name={name}
          label={label}
          required={isRequired}
          bounds={{ min: field.min, max: field.max }}
          isDecimal={!field.isInteger}
          isOptionalHint={!isRequired}
          hint={hint}
          sx={sx}
        />
      );
    case 'select':
      return (
        <FormTextField
          name={name}
          select
          label={label}
          required={isRequired}
          hint={hint}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={sx}
        >
          <option value="">{t('form.choose')}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {t(field.optionLabel(option))}
            </option>
          ))}
        </FormTextField>
      );
    case 'text':
      if (field.suggestions) return <SuggestingTextField field={field} label={label} sx={sx} />;
      return (
        <FormTextField
          name={name}
          label={label}
          required={isRequired}
          hint={hint}
          multiline={field.isMultiline}
          minRows={field.isMultiline ? 3 : undefined}
          slotProps={{ htmlInput: { maxLength: field.rules.max, dir: 'auto' } }}
          sx={sx}
        />
      );
  }
}
