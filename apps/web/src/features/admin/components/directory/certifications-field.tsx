import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FormHelperText from '@mui/material/FormHelperText';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, firstError } from '../../../../components/ui/form/field-error.ts';
import { FormTextField } from '../../../../components/ui/form/text-field.tsx';
import { twoColumns } from '../../../../components/ui/form/form-section.tsx';

/** Most certifications an engineer may list (the shared schema's limit). */
const MAX_CERTIFICATIONS = 20;

const dateSlots = { inputLabel: { shrink: true } } as const;

/** An engineer's certifications (`certifications` of the form), added and removed one by one. */
export function CertificationsField() {
  const { t } = useTranslation('admin-directory');
  const { fields, append, remove } = useFieldArray({ name: 'certifications' });
  // An error about the list as a whole (too many); each certification's own show on its fields.
  const { errors } = useFormState({ name: 'certifications' });
  const listError = fieldErrorText(t, firstError(errors.certifications));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {fields.length === 0 && <Typography color="text.secondary">{t('certifications.none')}</Typography>}
      {fields.map((item, index) => (
        <Paper key={item.id} variant="outlined" component="fieldset" sx={{ m: 0, p: 2, display: 'grid', gap: 2, minWidth: 0, bgcolor: 'grey.50' }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {t('certifications.item', { index: index + 1 })}
          </Typography>
          <Box sx={twoColumns}>
            <FormTextField name={`certifications.${index}.name`} label={t('certifications.name')} required slotProps={{ htmlInput: { dir: 'auto', maxLength: 120 } }} />
            <FormTextField name={`certifications.${index}.issuedBy`} label={t('certifications.issuedBy')} required slotProps={{ htmlInput: { dir: 'auto', maxLength: 120 } }} />
            <FormTextField name={`certifications.${index}.issuedDate`} type="date" isLtr label={t('certifications.issuedDate')} required slotProps={dateSlots} />
            <FormTextField name={`certifications.${index}.expiryDate`} type="date" isLtr label={t('certifications.expiryDate')} hint={t('certifications.expiryHint')} slotProps={dateSlots} />
          </Box>
          <Box>
            <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => remove(index)}>
              {t('certifications.remove', { index: index + 1 })}
            </Button>
          </Box>
        </Paper>
      ))}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={fields.length >= MAX_CERTIFICATIONS}
          onClick={() => append({ name: '', issuedBy: '', issuedDate: '', expiryDate: '' })}
        >
          {t('certifications.add')}
        </Button>
      </Box>
    </Box>
  );
}
