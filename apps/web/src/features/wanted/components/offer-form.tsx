import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
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
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OfferBodySchema, type Offer, type WantedRequest } from '@solar/shared/contract/wanted';
import { CURRENCIES, PRODUCT_TYPES, PRODUCT_TYPE_SLUGS } from '@solar/shared/reference/catalog';
import { applyServerErrors } from '../../../components/ui/form/field-error.ts';
import { NumberField } from '../../../components/ui/form/number-field.tsx';
import { FormSelectField } from '../../../components/ui/form/select-field.tsx';
import { FormTextField } from '../../../components/ui/form/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formValidation } from '../../../lib/form-validation.ts';
import { toast } from '../../../lib/toast-store.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useMyEntries, useMyPublicListings, useSendOffer, type OwnListing } from '../api/wanted.ts';
import { stripEmpty } from './strip-empty.ts';

const FormSchema = z.preprocess(stripEmpty, OfferBodySchema);
type FormInput = z.input<typeof OfferBodySchema>;
const FIELDS = ['lines', 'currency', 'delivery', 'installation', 'validUntil', 'message'];

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The one size a line's type is compared by: a battery's kWh, the watts of a panel or a charging device;
 * none for the rest. Switching the type drops the size the other type had.
 */
function LineSize({ index }: { index: number }) {
  const { t } = useTranslation('wanted');
  const { setValue } = useFormContext<FormInput>();
  const type = useWatch<FormInput, `lines.${number}.type`>({ name: `lines.${index}.type` });
  const size = type === 'Battery' ? 'kwh' : type === 'Panel' || type === 'Charging Devices' ? 'powerW' : null;
  useEffect(() => {
    if (size !== 'kwh') setValue(`lines.${index}.kwh`, undefined);
    if (size !== 'powerW') setValue(`lines.${index}.powerW`, undefined);
  }, [size, index, setValue]);
  if (size === 'kwh') return <NumberField name={`lines.${index}.kwh`} label={t('offerForm.kwh')} unit="kWh" isDecimal sx={{ maxWidth: { md: 150 } }} />;
  if (size === 'powerW') return <NumberField name={`lines.${index}.powerW`} label={t('offerForm.powerW')} unit="W" isDecimal sx={{ maxWidth: { md: 150 } }} />;
  return null;
}

/**
 * Where a line comes from: one of the answerer's own public listings of the line's type (the server then
 * reads its name and size from the listing), or a free line they describe. Picking a listing in the
 * offer's currency fills in its price.
 */
function LineSource({ index, listings }: { index: number; listings: OwnListing[] }) {
  const { t } = useTranslation('wanted');
  const { setValue, getValues } = useFormContext<FormInput>();
  const type = useWatch<FormInput, `lines.${number}.type`>({ name: `lines.${index}.type` });
  const productId = useWatch<FormInput, `lines.${number}.productId`>({ name: `lines.${index}.productId` });
  const fitting = listings.filter((l) => l.type === type);
  useEffect(() => {
    // A listing of another type no longer fits the line once its type changes.
    if (productId && !fitting.some((l) => l._id === productId)) setValue(`lines.${index}.productId`, '');
  }, [productId, fitting, index, setValue]);
  if (!fitting.length) return null;
  return (
    <FormTextField
      name={`lines.${index}.productId`}
      select
      label={t('offerForm.source')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      onValueChange={(value) => {
        const listing = fitting.find((l) => l._id === value);
        if (listing) {
          setValue(`lines.${index}.name`, listing.name);
          if (listing.currency === getValues('currency')) setValue(`lines.${index}.unitPrice`, listing.price);
        }
      }}
    >
      <option value="">{t('offerForm.freeLine')}</option>
      {fitting.map((l) => (
        <option key={l._id} value={l._id}>
          {`${l.name} · ${formatPrice(l.price, l.currency)}`}
        </option>
      ))}
    </FormTextField>
  );
}

/** A line's own fields: a listing brings its name and size, so only a free line asks for them. */
function LineFields({ index }: { index: number }) {
  const { t } = useTranslation('wanted');
  const productId = useWatch<FormInput, `lines.${number}.productId`>({ name: `lines.${index}.productId` });
  if (productId) return null;
  return (
    <>
      <FormTextField name={`lines.${index}.name`} label={t('offerForm.name')} />
      <LineSize index={index} />
    </>
  );
}

/** The answerer's offer on a request: new, or their own to edit until the buyer accepts one. Lines start from what was asked. */
export function OfferForm({ request, offer }: { request: WantedRequest; offer: Offer | null }) {
  const { t } = useTranslation(['wanted', 'products', 'common']);
  const send = useSendOffer(request._id);
  const entries = useMyEntries({ isEnabled: true }).data?.data ?? [];
  const listings = useMyPublicListings({ isEnabled: true }).data ?? [];
  const [answerAs, setAnswerAs] = useState(offer?.entry ? `${offer.entry.kind}:${offer.entry._id}` : '');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput>({
    ...formValidation,
    resolver: zodResolver(FormSchema as unknown as typeof OfferBodySchema),
    defaultValues: offer
      ? {
          lines: offer.lines.map((l) => ({ ...(l.productId ? { productId: l.productId } : {}), type: l.type, name: l.name, quantity: l.quantity, unitPrice: l.unitPrice, ...(l.kwh ? { kwh: l.kwh } : {}), ...(l.powerW ? { powerW: l.powerW } : {}) })),
          currency: offer.currency, delivery: offer.delivery, installation: offer.installation, validUntil: offer.validUntil, message: offer.message ?? '',
        }
      : {
          lines: request.items.map((item) => ({ type: item.type, name: '', quantity: item.quantity, ...(item.kwh ? { kwh: item.kwh } : {}), ...(item.powerW ? { powerW: item.powerW } : {}) })) as FormInput['lines'],
          currency: request.currency, delivery: true, installation: request.installationWanted, validUntil: inDays(7), message: '',
        },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });

  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const [kind, id] = answerAs.split(':') as ['shop' | 'engineer', string];
      const body = { ...(values as z.output<typeof OfferBodySchema>), ...(answerAs ? { asEntry: { kind, id } } : {}) };
      const saved = await send.mutateAsync({ offerId: offer?._id ?? null, body });
      if ('message' in saved && typeof saved.message === 'string') toast.success(saved.message);
    } catch (error) {
      const unplaced = applyServerErrors(error, form.setError, { names: FIELDS, lists: [] });
      setFailure(unplaced[0] ?? errorMessage(error, 'wanted:form.failed'));
    }
  });

  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-labelledby="offer-form-heading">
      <Typography id="offer-form-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {offer ? t('wanted:offerForm.editTitle') : t('wanted:offerForm.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('wanted:offerForm.intro')}
      </Typography>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(e) => void handleSubmit(e)}>
          <Stack spacing={2}>
            {entries.length > 0 && (
              // Not a field of the body's schema: the choice becomes `asEntry` when the offer is sent.
              <TextField
                select
                label={t('wanted:offerForm.answerAs')}
                value={answerAs}
                onChange={(event) => setAnswerAs(event.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('wanted:offerForm.asMyself')}</option>
                {entries.map((entry) => (
                  <option key={entry._id} value={`${entry.kind}:${entry._id}`}>
                    {t(`wanted:offerForm.as.${entry.kind}`, { name: entry.name })}
                  </option>
                ))}
              </TextField>
            )}
            {lines.fields.map((field, index) => (
              <Stack key={field.id} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }}>
                <FormSelectField
                  name={`lines.${index}.type`}
                  label={t('wanted:form.type')}
                  options={PRODUCT_TYPES.map((value) => ({ value, label: t(`products:type.${PRODUCT_TYPE_SLUGS[value]}`) }))}
                />
                <LineSource index={index} listings={listings} />
                <LineFields index={index} />
                <NumberField name={`lines.${index}.quantity`} label={t('wanted:form.quantity')} sx={{ maxWidth: { md: 100 } }} />
                <NumberField name={`lines.${index}.unitPrice`} label={t('wanted:offerForm.unitPrice')} isDecimal sx={{ maxWidth: { md: 150 } }} />
                <IconButton aria-label={t('wanted:form.removeItem', { number: index + 1 })} onClick={() => lines.remove(index)} disabled={lines.fields.length === 1}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <Button startIcon={<AddIcon />} onClick={() => lines.append({ type: 'Accessory', name: '', quantity: 1 } as FormInput['lines'][number])} disabled={lines.fields.length >= 10} sx={{ alignSelf: 'flex-start' }}>
              {t('wanted:offerForm.addLine')}
            </Button>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSelectField name="currency" label={t('wanted:form.currency')} options={CURRENCIES.map((c) => ({ value: c, label: t(`common:currency.${c}`) }))} />
              <FormTextField name="validUntil" label={t('wanted:offerForm.validUntil')} type="date" isLtr slotProps={{ inputLabel: { shrink: true } }} />
            </Stack>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {(['delivery', 'installation'] as const).map((name) => (
                <Controller
                  key={name}
                  name={name}
                  control={form.control}
                  render={({ field }) => <FormControlLabel control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />} label={t(`wanted:offerForm.${name}`)} />}
                />
              ))}
            </Stack>
            <FormTextField name="message" label={t('wanted:offerForm.message')} multiline minRows={2} />
            {failure && <Alert severity="error">{failure}</Alert>}
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
              {offer ? t('wanted:offerForm.update') : t('wanted:offerForm.send')}
            </Button>
          </Stack>
        </Box>
      </FormProvider>
    </Paper>
  );
}
