import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import CalculateIcon from '@mui/icons-material/Calculate';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CreateWantedBodySchema, WANTED_OPEN_DAYS } from '@solar/shared/contract/wanted';
import { CURRENCIES, PRODUCT_TYPES, PRODUCT_TYPE_SLUGS } from '@solar/shared/reference/catalog';
import { GOVERNORATES, findGovernorate } from '@solar/shared/reference/locations';
import { applyServerErrors } from '../../../components/ui/form/field-error.ts';
import { NumberField } from '../../../components/ui/form/number-field.tsx';
import { FormSelectField } from '../../../components/ui/form/select-field.tsx';
import { FormTextField } from '../../../components/ui/form/text-field.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formValidation } from '../../../lib/form-validation.ts';
import { useCreateWanted } from '../api/wanted.ts';
import { stripEmpty } from './strip-empty.ts';

const FormSchema = z.preprocess(stripEmpty, CreateWantedBodySchema);
type FormInput = z.input<typeof CreateWantedBodySchema>;
const FIELDS = ['title', 'description', 'items', 'governorate', 'city', 'budget', 'currency', 'installationWanted', 'openDays', 'calculatorCode'];
const emptyItem = { type: 'Panel' as const, quantity: 1 };

/**
 * A new wanted request. From a calculator result (`calculatorCode`) the result's shopping list is the
 * lines (the server sizes it again); otherwise the buyer types each line with its key sizes.
 */
export function WantedForm({ calculatorCode }: { calculatorCode: string | null }) {
  const { t, i18n } = useTranslation(['wanted', 'products', 'common']);
  const language = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const create = useCreateWanted();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput>({
    ...formValidation,
    resolver: zodResolver(FormSchema as unknown as typeof CreateWantedBodySchema),
    defaultValues: {
      title: '', description: '', items: calculatorCode ? [] : [emptyItem], governorate: 'sanaa', city: '', currency: 'YER',
      installationWanted: false, openDays: 14, ...(calculatorCode ? { calculatorCode } : {}),
    },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const governorate = useWatch({ control: form.control, name: 'governorate' });
  const cities = findGovernorate(governorate)?.cities ?? [];

  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const created = await create.mutateAsync(values as z.output<typeof CreateWantedBodySchema>);
      await navigate(paths.wantedRequest.getHref(created.data._id));
    } catch (error) {
      const unplaced = applyServerErrors(error, form.setError, { names: FIELDS, lists: [] });
      setFailure(unplaced[0] ?? errorMessage(error, 'wanted:form.failed'));
    }
  });

  return (
    <>
      <PageHeading title={t('wanted:form.title')} />
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(e) => void handleSubmit(e)} sx={{ maxWidth: 720 }}>
          <Stack spacing={2}>
            {calculatorCode && (
              <Alert severity="info" icon={<CalculateIcon />}>
                {t('wanted:form.fromCalculator')}
              </Alert>
            )}
            <FormTextField name="title" label={t('wanted:form.titleLabel')} hint={t('wanted:form.titleHint')} required />
            {!calculatorCode && (
              <Paper variant="outlined" sx={{ p: 2 }} component="fieldset">
                <legend>{t('wanted:form.items')}</legend>
                <Stack spacing={2}>
                  {items.fields.map((field, index) => (
                    <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                      <FormSelectField
                        name={`items.${index}.type`}
                        label={t('wanted:form.type')}
                        options={PRODUCT_TYPES.map((value) => ({ value, label: t(`products:type.${PRODUCT_TYPE_SLUGS[value]}`) }))}
                      />
                      <NumberField name={`items.${index}.quantity`} label={t('wanted:form.quantity')} sx={{ maxWidth: { sm: 110 } }} />
                      <NumberField name={`items.${index}.powerW`} label={t('wanted:form.powerW')} unit="W" isDecimal sx={{ maxWidth: { sm: 140 } }} />
                      <NumberField name={`items.${index}.kwh`} label={t('wanted:form.kwh')} unit="kWh" isDecimal sx={{ maxWidth: { sm: 140 } }} />
                      <IconButton aria-label={t('wanted:form.removeItem', { number: index + 1 })} onClick={() => items.remove(index)} disabled={items.fields.length === 1}>
                        <DeleteIcon />
                      </IconButton>
                    </Stack>
                  ))}
                  <Button startIcon={<AddIcon />} onClick={() => items.append(emptyItem)} disabled={items.fields.length >= 10} sx={{ alignSelf: 'flex-start' }}>
                    {t('wanted:form.addItem')}
                  </Button>
                </Stack>
              </Paper>
            )}
            <FormTextField name="description" label={t('wanted:form.description')} multiline minRows={3} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSelectField name="governorate" label={t('wanted:form.governorate')} options={GOVERNORATES.map((g) => ({ value: g.id, label: g[language] }))} />
              <FormSelectField name="city" label={t('wanted:form.city')} options={[{ value: '', label: t('wanted:form.chooseCity') }, ...cities.map((c) => ({ value: c.id, label: c[language] }))]} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <NumberField name="budget" label={t('wanted:form.budget')} isDecimal isOptionalHint />
              <FormSelectField name="currency" label={t('wanted:form.currency')} options={CURRENCIES.map((c) => ({ value: c, label: t(`common:currency.${c}`) }))} />
            </Stack>
            <Controller
              name="installationWanted"
              control={form.control}
              render={({ field }) => <FormControlLabel control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />} label={t('wanted:form.installation')} />}
            />
            <Controller
              name="openDays"
              control={form.control}
              render={({ field }) => (
                <FormSelectFieldNumber value={Number(field.value)} onChange={field.onChange} label={t('wanted:form.openDays')} options={WANTED_OPEN_DAYS.map((d) => ({ value: d, label: t('wanted:form.days', { count: d }) }))} />
              )}
            />
            {failure && <Alert severity="error">{failure}</Alert>}
            <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
              {t('wanted:form.submit')}
            </Button>
          </Stack>
        </Box>
      </FormProvider>
    </>
  );
}

/** A native select of a few numbers (the days a request stays open): the phone's own picker. */
function FormSelectFieldNumber({ value, onChange, label, options }: { value: number; onChange: (value: number) => void; label: string; options: { value: number; label: string }[] }) {
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(Number(e.target.value))} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} sx={{ maxWidth: 240 }}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
