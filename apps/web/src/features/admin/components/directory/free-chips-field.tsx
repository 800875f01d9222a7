import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, firstError } from '../../../../components/ui/form/field-error.ts';

interface FreeChipsFieldProps {
  name: string;
  label: string;
  /** Offered as the admin types; any other word can still be added with Enter. */
  suggestions: readonly string[];
  hint?: string;
}

/** A list of short free words (brands) as removable chips, with suggestions. */
export function FreeChipsField({ name, label, suggestions, hint }: FreeChipsFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  const message = fieldErrorText(t, firstError(fieldState.error));

  return (
    <Autocomplete
      multiple
      freeSolo
      options={suggestions as string[]}
      value={(field.value ?? []) as string[]}
      // Typed words are trimmed, and one already in the list is not added twice.
      onChange={(_event, values) => field.onChange([...new Set(values.map((value) => value.trim()).filter(Boolean))])}
      onBlur={field.onBlur}
      filterSelectedOptions
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          error={message !== undefined}
          helperText={message ?? hint}
          inputProps={{ ...params.inputProps, dir: 'auto', maxLength: 60 }}
        />
      )}
    />
  );
}
