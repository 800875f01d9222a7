import CloseIcon from '@mui/icons-material/Close';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { FieldError, FieldPath, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CreateProductBodySchema } from '@solar/shared/contract/selling';
import type { User } from '@solar/shared/contract/auth';
import type { CreateProductBody } from '@solar/shared/contract/selling';
import { CURRENCIES } from '@solar/shared/reference/catalog';
import { LISTING_FIELDS, type ListingFormSection } from '@solar/shared/contract/listing-fields';
import { GOVERNORATES, findGovernorate } from '@solar/shared/reference/locations';
import { FormSection } from '../../../components/ui/form/form-section.tsx';
import { fieldErrorText } from '../../../components/ui/form/field-error.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { getStoredUser } from '../../../lib/auth-storage.ts';
import { getLanguage } from '../../../lib/i18n.ts';
import { toLatinDigits } from '@solar/shared/domain/latin-digits';
import { useCreateProduct } from '../api/create-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { closePostingDialog, showPostingResult } from '../stores/posting-dialog-store.ts';
import type { PostingForm } from '../stores/posting-dialog-store.ts';
import { clearDraft, isDraftWorthRestoring, loadDraft, newIdempotencyKey, saveDraft } from '../utils/draft-storage.ts';
import { bodyInputOf, changedFields, emptyListingValues, listingValuesOf, withAccountContact } from '../utils/listing-form.ts';
import { latestVersionOf } from '../utils/latest-version.ts';
import { specKindOf } from '@solar/shared/reference/spec-kinds';
import { SpecFields } from './spec-fields.tsx';
import type { ListingFormValues } from '../utils/listing-form.ts';
import { ImagePicker } from './image-picker.tsx';
import { ListingFieldInput } from './listing-field-input.tsx';
import { formValidation } from '../../../lib/form-validation.ts';

// The form holds text as typed; the shared schema (the server's own rules) turns it into the body, with
// the specifications of the chosen type's kind only (listing-form.ts `bodyInputOf`).
const schemaResolver = zodResolver(CreateProductBodySchema) as unknown as Resolver<ListingFormValues, unknown, CreateProductBody>;
const resolver: Resolver<ListingFormValues, unknown, CreateProductBody> = (values, context, options) =>
  schemaResolver(bodyInputOf(values) as unknown as ListingFormValues, context, options);

// Where a field's server-side error lands when the server names it (`specifications.power` etc. too).
const FIELD_NAMES = new Set<string>(Object.keys(emptyListingValues()));

interface StartingPoint {
  values: ListingFormValues;
  idempotencyKey: string;
  isRestored: boolean;
}

/** A new listing's values: empty, but for the contact numbers, which start as the account's phone. */
function freshValues(): ListingFormValues {
  return withAccountContact(emptyListingValues(), getStoredUser<Partial<User>>());
}

function startingPoint(form: PostingForm): StartingPoint {
  // An edit keeps the listing's own numbers, whatever the account's are.
  if (form.mode === 'edit') return { values: listingValuesOf(latestVersionOf(form.product)), idempotencyKey: '', isRestored: false };
  const draft = loadDraft();
  const fresh = freshValues();
  if (draft && isDraftWorthRestoring(draft, fresh)) {
    // A draft from an older form version may lack fields: the defaults fill them.
    const values = { ...fresh, ...draft.values, specifications: { ...fresh.specifications, ...draft.values.specifications }, specs: { ...fresh.specs, ...draft.values.specs } };
    return { values, idempotencyKey: draft.idempotencyKey, isRestored: true };
  }
  return { values: fresh, idempotencyKey: draft?.idempotencyKey ?? newIdempotencyKey(), isRestored: false };
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

interface ProductFormDialogProps {
  form: PostingForm;
  isOpen: boolean;
}

/** The posting dialog: a new listing (with a draft kept in storage) or an edit of an own one. */
export function ProductFormDialog({ form: target, isOpen }: ProductFormDialogProps) {
  const { t } = useTranslation('selling');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const language = getLanguage();
  const titleId = useId();
  const [start, setStart] = useState(() => startingPoint(target));
  const [isUploading, setIsUploading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const isCreate = target.mode === 'create';
  const product = target.mode === 'edit' ? target.product : null;
  const isResubmission = product?.status === 'rejected';
  // An approved listing's edit waits for review beside it (issue #46).
  const isLive = product?.status === 'approved';
  const edit = product?.pendingEdit ?? null;
  const isEditRejected = edit?.status === 'rejected';

  const form = useForm<ListingFormValues, unknown, CreateProductBody>({ resolver, defaultValues: start.values, ...formValidation });
  const { register, control, handleSubmit, formState, setValue, getValues, watch, setError, reset } = form;
  const governorateId = watch('governorate');
  const type = watch('type');
  const condition = watch('condition');
  const specValues = watch('specs');
  const hasSpecs = specKindOf(type) !== null;
  const images = watch('images');
  const governorate = governorateId ? findGovernorate(governorateId) : undefined;

  // Every keystroke is kept, so a reload or a failed network loses nothing.
  useEffect(() => {
    if (!isCreate) return;
    const subscription = watch((values) => saveDraft({ values: values as ListingFormValues, idempotencyKey: start.idempotencyKey }));
    return () => subscription.unsubscribe();
  }, [isCreate, watch, start.idempotencyKey]);

  const errorText = (error: FieldError | undefined): string | undefined => fieldErrorText(t, error);
  const fieldProps = (name: FieldPath<ListingFormValues>, error: FieldError | undefined) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: Boolean(error), helperText: errorText(error) };
  };
  // Digits typed on an Arabic keyboard count as digits.
  const latinDigits = (name: 'price' | 'phone') => ({
    onInput: (event: FormEvent<HTMLDivElement>) => {
      const input = event.target as HTMLInputElement;
      const latin = toLatinDigits(input.value);
      if (latin !== input.value) setValue(name, latin, { shouldDirty: true });
    },
  });

  const handleStartOver = () => {
    const fresh = { values: freshValues(), idempotencyKey: newIdempotencyKey(), isRestored: false };
    setStart(fresh);
    reset(fresh.values);
    // After the reset, which the old draft subscription still saw.
    clearDraft();
  };

  // From the form's current photos, not a render's: uploads finish between renders.
  const handleImagesChange = useCallback(
    (update: (current: readonly string[]) => string[]) => setValue('images', update(getValues('images')), { shouldDirty: true, shouldValidate: true }),
    [getValues, setValue],
  );

  const applyServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const [field, message] of Object.entries(error.errors)) {
      if (FIELD_NAMES.has(field.split('.')[0] ?? '')) setError(field as FieldPath<ListingFormValues>, { type: 'server', message });
    }
  };

  const handleValid = async (body: CreateProductBody) => {
    setNotice(null);
    if (isCreate) {
      try {
        const response = await createProduct.mutateAsync({ body, idempotencyKey: start.idempotencyKey });
        clearDraft();
        showPostingResult({ severity: 'success', title: t('result.sentTitle'), message: response.message || t('messages.sentForReview') }, { closeForm: true });
      } catch (error) {
        applyServerErrors(error);
        showPostingResult(
          { severity: 'error', title: t('result.createFailed'), message: errorMessage(error, 'errors:UNEXPECTED') },
          { closeForm: false },
        );
      }
      return;
    }
    if (!product) return;
    const original = CreateProductBodySchema.safeParse(bodyInputOf(listingValuesOf(latestVersionOf(product))));
    const changes = original.success ? changedFields(original.data, body) : body;
    // A rejected listing (or edit) goes back to review even unchanged; anything else with no change has nothing to send.
    if (!isResubmission && !isEditRejected && Object.keys(changes).length === 0) {
      setNotice(t('form.noChanges'));
      return;
    }
    try {
      // A rejected edit sent again unchanged: any reviewed field in the body resubmits it (the API's rule).
      const sent = isEditRejected && Object.keys(changes).length === 0 ? { name: body.name } : changes;
      const response = await updateProduct.mutateAsync({ id: product._id, body: sent });
      showPostingResult(
        {
          severity: 'success',
          title: t(isResubmission ? 'result.resubmittedTitle' : 'result.savedTitle'),
          message: response.message || t(isResubmission ? 'messages.resubmitted' : 'messages.updated'),
        },
        { closeForm: true },
      );
    } catch (error) {
      applyServerErrors(error);
      showPostingResult(
        {
          severity: 'error',
          title: t(isResubmission ? 'result.resubmitFailed' : 'result.updateFailed'),
          message: errorMessage(error, 'errors:UNEXPECTED'),
        },
        { closeForm: false },
      );
    }
  };

  const isSubmitting = formState.isSubmitting;
  const title = isCreate ? t('form.titleCreate') : isResubmission ? t('form.titleResubmit') : t('form.titleEdit');
  const submitLabel = isCreate ? t('form.submitCreate') : isResubmission ? t('form.submitResubmit') : t('form.submitEdit');
  const { errors } = formState;
  // The described fields of a section, in the descriptor's order (contract/listing-fields.ts).
  const describedInputs = (section: ListingFormSection) =>
    LISTING_FIELDS.filter((field) => field.section === section).map((field) => <ListingFieldInput key={field.name} field={field} />);

  return (
    <Dialog
      open={isOpen}
      onClose={(_, reason) => {
        // A stray click beside the form must not close a half-written listing.
        if (reason !== 'backdropClick') closePostingDialog();
      }}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      scroll="paper"
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {title}
        </Box>
        <IconButton onClick={closePostingDialog} aria-label={t('form.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <FormProvider {...form}>
          <Box component="form" id={`${titleId}-form`} noValidate onSubmit={handleSubmit(handleValid)} sx={{ display: 'grid', gap: 3 }}>
            {isResubmission && product?.rejectionReason && (
              <Alert severity="error" role="note">
                <AlertTitle>{t('form.rejectionTitle')}</AlertTitle>
                <Box dir="auto">{product.rejectionReason}</Box>
                <Box sx={{ mt: 0.5 }}>{t('form.rejectionHint')}</Box>
              </Alert>
            )}
            {start.isRestored && (
              <Alert
                severity="info"
                role="status"
                action={
                  <Button color="inherit" size="small" onClick={handleStartOver}>
                    {t('form.startOver')}
                  </Button>
                }
              >
                {t('form.draftRestored')}
              </Alert>
            )}
            {isCreate && !start.isRestored && <Alert severity="info" role="note">{t('form.reviewNote')}</Alert>}
            {isEditRejected && edit?.rejectionReason && (
              <Alert severity="error" role="note">
                <AlertTitle>{t('form.editRejectedTitle')}</AlertTitle>
                <Box dir="auto">{edit.rejectionReason}</Box>
              </Alert>
            )}
            {edit?.status === 'pending' && <Alert severity="info" role="note">{t('form.editPendingNote')}</Alert>}
            {isLive && <Alert severity="info" role="note">{t('form.liveEditNote')}</Alert>}

            {/* Photos first: buyers look at them first, and a phone's camera is where a listing starts. */}
            <FormSection title={t('form.sections.images')}>
              <ImagePicker images={images} onChange={handleImagesChange} onBusyChange={setIsUploading} error={errorText(errors.images as FieldError | undefined)} />
            </FormSection>

            <FormSection title={t('form.sections.basics')}>
              <Box sx={twoColumns}>{describedInputs('basics')}</Box>
            </FormSection>

            <FormSection title={t('form.sections.price')}>
              <Box sx={twoColumns}>
                <TextField
                  label={t('form.price')}
                  required
                  fullWidth
                  slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
                  {...fieldProps('price', errors.price)}
                  {...latinDigits('price')}
                />
                <TextField select label={t('form.currency')} fullWidth slotProps={{ select: { native: true } }} {...fieldProps('currency', errors.currency)}>
                  {CURRENCIES.map((currency) => (
                    <option key={currency} value={currency}>
                      {t(`common:currency.${currency}`)}
                    </option>
                  ))}
                </TextField>
              </Box>
              <Controller
                control={control}
                name="isNegotiable"
                render={({ field }) => (
                  <FormControlLabel
                    control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} inputRef={field.ref} />}
                    label={t('form.negotiable')}
                  />
                )}
              />
            </FormSection>

            <FormSection title={t('form.sections.location')}>
              <Box sx={twoColumns}>
                <TextField
                  select
                  label={t('form.governorate')}
                  required
                  fullWidth
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  {...fieldProps('governorate', errors.governorate)}
                  // A city belongs to one governorate: changing it starts the city afresh.
                  onChange={(event) => {
                    setValue('governorate', event.target.value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
                    setValue('city', '', { shouldDirty: true });
                  }}
                >
                  <option value="">{t('form.choose')}</option>
                  {GOVERNORATES.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option[language]}
                    </option>
                  ))}
                </TextField>
                <TextField
                  select
                  label={t('form.city')}
                  required
                  fullWidth
                  disabled={!governorate}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  {...fieldProps('city', errors.city)}
                  helperText={errorText(errors.city) ?? (governorate ? undefined : t('form.cityHint'))}
                >
                  <option value="">{t('form.choose')}</option>
                  {governorate?.cities.map((city) => (
                    <option key={city.id} value={city.id}>
                      {city[language]}
                    </option>
                  ))}
                </TextField>
                {describedInputs('location')}
              </Box>
            </FormSection>

            <FormSection title={t('form.sections.contact')}>
              <Box sx={twoColumns}>
                <TextField
                  label={t('form.phone')}
                  required
                  fullWidth
                  type="tel"
                  slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 25, dir: 'ltr', autoComplete: 'tel' } }}
                  {...fieldProps('phone', errors.phone)}
                  helperText={errorText(errors.phone) ?? t('form.phoneHelp')}
                  {...latinDigits('phone')}
                />
                <TextField
                  label={t('form.whatsappPhone')}
                  fullWidth
                  type="tel"
                  slotProps={{ htmlInput: { maxLength: 25, dir: 'ltr' } }}
                  {...fieldProps('whatsappPhone', errors.whatsappPhone)}
                />
              </Box>
            </FormSection>

            {hasSpecs && (
              <FormSection title={t('form.specs.specsSection')}>
                <SpecFields type={type} condition={condition} specs={specValues} control={control} register={register} errors={errors.specs} errorText={errorText} />
              </FormSection>
            )}

            {/* Free text: power, voltage and capacity for types without structured specifications. The warranty is
                asked once, in months (a described field): a second, free-text one was written in the seller's
                language and read so on the English page. */}
            <FormSection title={t('form.sections.specifications')}>
              <Box sx={twoColumns}>
                {(hasSpecs ? ([] as const) : (['power', 'voltage', 'capacity'] as const)).map((key) => (
                  <TextField
                    key={key}
                    label={t(`form.${key}`)}
                    placeholder={t(`form.${key}Placeholder`)}
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: 40, dir: 'auto' }, inputLabel: { shrink: true } }}
                    {...fieldProps(`specifications.${key}`, errors.specifications?.[key])}
                  />
                ))}
                {describedInputs('specifications')}
              </Box>
            </FormSection>


            {notice && <Alert severity="info" role="status">{notice}</Alert>}
          </Box>
        </FormProvider>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        {isUploading && (
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {t('form.waitForUploads')}
          </Typography>
        )}
        <Button onClick={closePostingDialog}>{t('common:actions.cancel')}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={isSubmitting || isUploading}>
          {isSubmitting ? t('form.submitting') : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
