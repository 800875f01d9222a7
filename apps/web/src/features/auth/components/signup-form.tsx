import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { EmailSchema, NameSchema, NewPasswordSchema } from '@solar/shared/contract/auth';
import { toLatinDigits } from '@solar/shared/domain/latin-digits';
import { parsePhone } from '@solar/shared/domain/phone';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useRegisterUser } from '../api/register-user.ts';
import { DEFAULT_DIAL_CODE } from '../config/dial-codes.ts';
import { useTextField } from '../hooks/use-text-field.ts';
import { openLoginDialog } from '../stores/auth-dialog-store.ts';
import { EmailField } from '../../../components/ui/form/email-field.tsx';
import { SERVER_ERROR } from '../../../components/ui/form/field-error.ts';
import { ltrText } from '../../../components/ui/form/ltr-text.ts';
import { toInternationalPhone } from '../utils/international-phone.ts';
import { DialCodeSelect } from './dial-code-select.tsx';
import { FormFailure } from './form-failure.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { formValidation } from '../../../lib/form-validation.ts';

// After the success toast, the code screen follows after 1 s (docs/product-brief.md §9).
const REDIRECT_DELAY_MS = 1000;

const hasText = (value: unknown, key: string) => {
  const field = (value as Record<string, unknown> | null)?.[key];
  return typeof field === 'string' && field.trim() !== '';
};

/**
 * The sign-up page's rules: the contract's rules for each field (the same the server applies), the
 * shared phone parser applied to the number as sent (the local field read in the dial code's country),
 * and the confirmation.
 */
const SignupFormSchema = z
  .object({
    name: NameSchema,
    dialCode: z.string(),
    phone: z.string().trim().min(1, { message: 'auth:errors.phoneRequired' }),
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string().min(1, { message: 'auth:errors.passwordRequired' }),
  })
  .refine((values) => toInternationalPhone(values.dialCode, values.phone) !== null, {
    path: ['phone'],
    message: 'auth:errors.phoneInvalid',
    when: ({ value }) => hasText(value, 'phone'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth:errors.passwordMismatch',
    when: ({ value }) => hasText(value, 'confirmPassword'),
  });

type SignupValues = z.input<typeof SignupFormSchema>;
type SignupField = keyof SignupValues;

/** What the code screen receives from sign-up (also in ?identifier=, so a reload still works). */
export interface VerifyOtpLocationState {
  email?: string;
  phone?: string;
}

/** What the login dialog passes on: the identifier the person had typed. */
export interface SignupLocationState {
  identifier?: string;
}

/** Prefills e-mail or phone from what was typed into the login dialog: a Yemeni number without its dial code. */
function prefill(identifier: string | undefined): Pick<SignupValues, 'email' | 'phone'> {
  if (!identifier) return { email: '', phone: '' };
  if (identifier.includes('@')) return { email: identifier, phone: '' };
  const phone = parsePhone(identifier);
  if (!phone) return { email: '', phone: sanitizePhone(identifier) };
  return { email: '', phone: phone.e164Digits.startsWith(DEFAULT_DIAL_CODE) ? phone.e164Digits.slice(DEFAULT_DIAL_CODE.length) : phone.e164 };
}

/** What the phone field keeps of a keystroke or a paste: digits (Arabic-Indic ones converted) and a leading '+'. */
function sanitizePhone(value: string): string {
  return toLatinDigits(value).replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '').slice(0, 16);
}

const FIELDS: readonly SignupField[] = ['name', 'phone', 'email', 'password', 'confirmPassword'];

/** The sign-up page's form (docs/product-brief.md §2): on success, a toast, then the code screen. */
export function SignupForm({ initialIdentifier }: { initialIdentifier?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegisterUser();
  const ids = { phone: useId(), failure: useId() };
  const [failure, setFailure] = useState<{ message: string; canLogIn?: boolean } | null>(null);
  const [hasSucceeded, setHasSucceeded] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const form = useForm<SignupValues>({
    resolver: zodResolver(SignupFormSchema),
    ...formValidation,
    defaultValues: { name: '', dialCode: DEFAULT_DIAL_CODE, confirmPassword: '', password: '', ...prefill(initialIdentifier) },
  });
  const textField = useTextField(form);
  const password = form.watch('password');

  const handleFailure = (error: unknown) => {
    const apiError = error instanceof ApiError ? error : undefined;
    const message = apiError?.message ?? t('errors:UNEXPECTED');
    toast.error(t('auth:signup.failed', { message }));
    if (!apiError || apiError.type === 'network') {
      setFailure({ message });
      return;
    }
    let hasFieldError = false;
    for (const [field, text] of Object.entries(apiError.errors)) {
      if ((FIELDS as readonly string[]).includes(field)) {
        form.setError(field as SignupField, { type: SERVER_ERROR, message: text }, { shouldFocus: !hasFieldError });
        hasFieldError = true;
      }
    }
    if (apiError.status === 409) setFailure({ message: t('auth:signup.alreadyRegistered'), canLogIn: true });
    else if (!hasFieldError) setFailure({ message });
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    // The form's rule has already read the number; the server reads it again with the same parser.
    const body = { name: values.name, phone: toInternationalPhone(values.dialCode, values.phone) ?? values.phone, email: values.email, password: values.password };
    try {
      const response = await register.mutateAsync(body);
      setHasSucceeded(true);
      toast.success(response.message ?? t('auth:messages.codeSent'));
      const state: VerifyOtpLocationState = { email: response.data.email, phone: response.data.phone };
      redirectTimer.current = setTimeout(() => void navigate(paths.verifyOtp.getHref(response.data.email), { state }), REDIRECT_DELAY_MS);
    } catch (error) {
      handleFailure(error);
    }
  });

  // Spaces, dashes and brackets are dropped as they are typed; a '+' stays, so a number typed with its own
  // country code keeps it. The input takes 25 characters so that a pasted (+967) 777 123 456 arrives whole.
  // Registered in the order they show: on a wrong send the first field in this order takes the focus.
  const nameField = textField('name');
  const phoneField = textField('phone', { hint: t('auth:signup.phoneHint') });
  const handlePhoneChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = sanitizePhone(event.target.value);
    void phoneField.onChange(event);
  };

  return (
    <Box component="form" method="post" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField {...nameField} label={t('auth:signup.name')} autoComplete="name" required fullWidth autoFocus />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Controller
          control={form.control}
          name="dialCode"
          render={({ field }) => <DialCodeSelect id={`${ids.phone}-dial`} value={field.value} onChange={field.onChange} />}
        />
        <TextField
          {...phoneField}
          id={ids.phone}
          onChange={handlePhoneChange}
          label={t('auth:signup.phone')}
          autoComplete="tel-national"
          type="tel"
          required
          fullWidth
          {...ltrText({ slotProps: { htmlInput: { inputMode: 'tel', maxLength: 25 } } })}
        />
      </Box>
      <EmailField {...textField('email')} label={t('auth:signup.email')} required fullWidth />
      <NewPasswordFields
        password={textField('password')}
        confirm={textField('confirmPassword')}
        value={password}
        labels={{ password: t('auth:signup.password'), confirm: t('auth:signup.confirmPassword') }}
      />
      {failure && (
        <FormFailure
          id={ids.failure}
          message={failure.message}
          action={failure.canLogIn ? { label: t('auth:signup.goToLogin'), onClick: () => openLoginDialog({ identifier: form.getValues('email') }) } : undefined}
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={register.isPending || hasSucceeded} loading={register.isPending}>
        {t('auth:signup.submit')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('auth:signup.haveAccount')}{' '}
        <Link component="button" type="button" variant="body2" onClick={() => openLoginDialog()} sx={{ fontWeight: 700, verticalAlign: 'baseline' }}>
          {t('auth:signup.login')}
        </Link>
      </Typography>
    </Box>
  );
}
