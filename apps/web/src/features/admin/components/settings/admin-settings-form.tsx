import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { UpdateAdminSettingsBodySchema } from '@solar/shared/contract/admin';
import type { AdminSettings } from '@solar/shared/contract/admin';
import { CURRENCIES } from '@solar/shared/reference/catalog';
import { currencyUnit } from '@solar/shared/domain/price-format';
import { ApiError } from '../../../../lib/api-client.ts';
import { getLanguage } from '../../../../lib/i18n.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { useUpdateAdminSettings } from '../../api/update-admin-settings.ts';
import type { UpdateAdminSettingsBody } from '../../api/update-admin-settings.ts';
import { SERVER_ERROR, fieldErrorText } from '../../../../components/ui/form/field-error.ts';
import { numberBoundsAt } from '../../../../components/ui/form/schema-bounds.ts';
import { NumberField } from '../../../../components/ui/form/number-field.tsx';
import { FormSection } from '../../../../components/ui/form/form-section.tsx';
import { TemplatesEditor } from './templates-editor.tsx';

type FormValues = z.input<typeof UpdateAdminSettingsBodySchema>;
const SECTIONS = ['contact', 'exchangeRates', 'rejectionTemplates'] as const;
const resolver = zodResolver(UpdateAdminSettingsBodySchema);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The stored settings as the form edits them: no WhatsApp number is an empty field. */
const formValuesOf = (settings: AdminSettings): FormValues => ({ ...settings, contact: { ...settings.contact, whatsapp: settings.contact.whatsapp ?? '' } });

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * Contact details, exchange rates and rejection templates. Only the sections that changed are sent:
 * saving the same rates again would re-price every listing for nothing.
 */
export function AdminSettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const update = useUpdateAdminSettings();
  const [notice, setNotice] = useState<{ severity: 'info' | 'error'; message: string } | null>(null);
  // Bumped after a save, so the rate fields start again from the stored values.
  const [generation, setGeneration] = useState(0);
  const form = useForm<FormValues, unknown, UpdateAdminSettingsBody>({ resolver, defaultValues: formValuesOf(settings), mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const textField = (name: 'contact.phone' | 'contact.email' | 'contact.whatsapp') => {
    const { ref, ...field } = form.register(name);
    const message = fieldErrorText(t, errors.contact?.[name === 'contact.phone' ? 'phone' : name === 'contact.email' ? 'email' : 'whatsapp']);
    return { ...field, inputRef: ref, error: message !== undefined, helperText: message };
  };

  const handleValid = async (values: UpdateAdminSettingsBody) => {
    setNotice(null);
    const body: UpdateAdminSettingsBody = {};
    for (const section of SECTIONS) {
      if (values[section] !== undefined && !same(values[section], settings[section])) Object.assign(body, { [section]: values[section] });
    }
    if (Object.keys(body).length === 0) {
      setNotice({ severity: 'info', message: t('form.noChanges') });
      return;
    }
    try {
      const response = await update.mutateAsync(body);
      form.reset(formValuesOf(response.data));
      setGeneration((value) => value + 1);
      toast.success(response.message || t('messages.saved'));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setNotice({ severity: 'error', message: t('errors:UNEXPECTED') });
        return;
      }
      for (const [field, message] of Object.entries(error.errors)) {
        if (SECTIONS.some((section) => field === section || field.startsWith(`${section}.`))) {
          form.setError(field as FieldPath<FormValues>, { type: SERVER_ERROR, message });
        }
      }
      setNotice({ severity: 'error', message: error.message });
    }
  };

  return (
    <Box component="form" id={formId} noValidate onSubmit={form.handleSubmit(handleValid)} sx={{ display: 'grid', gap: 4 }}>
      <FormSection title={t('settings.contact.title')} intro={t('settings.contact.intro')}>
        <Box sx={twoColumns}>
          <TextField
            label={t('settings.contact.phone')}
            type="tel"
            required
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 30, autoComplete: 'off' } }}
            {...textField('contact.phone')}
          />
          <TextField
            label={t('settings.contact.email')}
            type="email"
            required
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 254, autoComplete: 'off', spellCheck: false } }}
            {...textField('contact.email')}
          />
          <TextField
            label={t('settings.contact.whatsapp')}
            type="tel"
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 30, autoComplete: 'off' } }}
            {...textField('contact.whatsapp')}
          />
        </Box>
      </FormSection>

      <FormSection title={t('settings.rates.title')} intro={t('settings.rates.intro')}>
        <Box sx={twoColumns}>
          {CURRENCIES.map((currency) =>
            currency === 'USD' ? (
              <TextField
                key={currency}
                label={t('settings.rates.usd')}
                value="1"
                // Read-only rather than disabled: a disabled field's grey help text is too faint to read.
                fullWidth
                helperText={t('settings.rates.base')}
                slotProps={{ htmlInput: { dir: 'ltr', readOnly: true } }}
              />
            ) : (
              <NumberField
                key={`${currency}-${generation}`}
                control={form.control}
                name={`exchangeRates.${currency}`}
                label={t('settings.rates.label', { currency: t(`common:currency.${currency}`) })}
                unit={currencyUnit(currency, getLanguage())}
                bounds={numberBoundsAt(UpdateAdminSettingsBodySchema, `exchangeRates.${currency}`)}
                required
              />
            ),
          )}
        </Box>
        {errors.exchangeRates?.USD && (
          <Alert severity="error" role="alert">
            {fieldErrorText(t, errors.exchangeRates.USD)}
          </Alert>
        )}
      </FormSection>

      <FormSection title={t('settings.templates.title')} intro={t('settings.templates.intro')}>
        <Controller
          control={form.control}
          name="rejectionTemplates"
          render={({ field }) => (
            <TemplatesEditor value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} errors={errors.rejectionTemplates} />
          )}
        />
        {errors.rejectionTemplates && !Array.isArray(errors.rejectionTemplates) && (
          <Typography role="alert" color="error" variant="body2">
            {fieldErrorText(t, errors.rejectionTemplates)}
          </Typography>
        )}
      </FormSection>

      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.message}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} loading={isSubmitting}>
          {t('settings.save')}
        </Button>
      </Box>
    </Box>
  );
}
