import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoginBodySchema } from '@solar/shared/contract/auth';
import type { LoginBody } from '@solar/shared/contract/auth';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { getProfileQueryOptions } from '../api/get-profile.ts';
import { useLoginUser } from '../api/login-user.ts';
import { signIn } from '../stores/session-store.ts';
import { fieldErrorText } from '../../../components/ui/form/field-error.ts';
import { normalizeIdentifier } from '../utils/normalize-identifier.ts';
import { FormFailure } from './form-failure.tsx';
import { PasswordField } from './password-field.tsx';
import { formValidation } from '../../../lib/form-validation.ts';

type LoginField = keyof LoginBody;

interface Failure {
  message: string;
  /** Fields the failure is about: marked invalid and described by the message. */
  fields: LoginField[];
  /** 404: the account does not exist, so offer to create one. */
  canSignUp?: boolean;
}

interface LoginFormProps {
  initialIdentifier?: string;
  /** Called after the session is stored. */
  onSuccess: () => void;
  /** Leaves the dialog for another screen (sign-up, code verification). */
  onLeave: () => void;
  onForgotPassword: (identifier: string) => void;
}

/** Login by e-mail or phone and password, with the answers of docs/product-brief.md §8 per status. */
export function LoginForm({ initialIdentifier = '', onSuccess, onLeave, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLoginUser();
  const failureId = useId();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [hasTyped, setHasTyped] = useState(false);
  const form = useForm<LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    ...formValidation,
    defaultValues: { identifier: initialIdentifier, password: '' },
  });
  const { errors } = form.formState;
  const identifier = form.watch('identifier');
  const password = form.watch('password');
  const isFilled = identifier.trim() !== '' && password !== '';

  const handleFailure = (error: unknown, values: LoginBody) => {
    if (!(error instanceof ApiError)) {
      setFailure({ message: t('errors:UNEXPECTED'), fields: [] });
      return;
    }
    if (error.type === 'network') {
      setFailure({ message: error.message, fields: [] });
      return;
    }
    const status = error.status ?? 0;
    if (status === 403 && error.code === 'ACCOUNT_NOT_VERIFIED') {
      // The server has sent a new code: finish the sign-up on the code screen.
      toast.info(error.message);
      onLeave();
      void navigate(paths.verifyOtp.getHref(values.identifier));
    } else if (status === 401) {
      setFailure({ message: error.errors.password ?? error.message, fields: ['identifier', 'password'] });
    } else if (status === 404) {
      setFailure({ message: error.message, fields: ['identifier'], canSignUp: true });
    } else if (status === 422 && Object.keys(error.errors).length > 0) {
      for (const [field, message] of Object.entries(error.errors)) {
        if (field === 'identifier' || field === 'password') form.setError(field, { type: 'server', message });
      }
      setFailure({ message: error.message, fields: [] });
    } else if (status >= 500) {
      setFailure({ message: t('auth:login.serverError'), fields: [] });
    } else {
      setFailure({ message: error.message, fields: [] });
    }
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const response = await login.mutateAsync(values);
      signIn(response.data.token, response.data.user);
      queryClient.setQueryData(getProfileQueryOptions().queryKey, { status: 'success', data: response.data.user });
      toast.success(response.message ?? t('auth:messages.loginSuccess'));
      onSuccess();
    } catch (error) {
      handleFailure(error, values);
    }
  });

  const handleEdit = () => {
    setHasTyped(true);
    if (failure) setFailure(null);
  };

  const identifierField = form.register('identifier');
  const handleIdentifierChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = normalizeIdentifier(event.target.value);
    handleEdit();
    void identifierField.onChange(event);
  };
  const passwordField = form.register('password', { onChange: handleEdit });

  const handleSignUp = () => {
    onLeave();
    void navigate(paths.signup.getHref(), { state: { identifier: form.getValues('identifier') } });
  };

  /** Error state and description of a field, from its own rule or from the failed submission. */
  const fieldProps = (name: LoginField) => {
    const message = fieldErrorText(t, errors[name]);
    const isMarked = failure?.fields.includes(name) ?? false;
    return {
      error: message !== undefined || isMarked,
      helperText: message,
      describedBy: message === undefined && isMarked ? failureId : undefined,
    };
  };
  const identifierProps = fieldProps('identifier');
  const passwordProps = fieldProps('password');

  return (
    <Box component="form" method="post" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <Typography color="text.secondary">{t('auth:login.intro')}</Typography>
      <TextField
        {...identifierField}
        onChange={handleIdentifierChange}
        inputRef={identifierField.ref}
        label={t('auth:login.identifier')}
        autoComplete="username"
        autoFocus={!initialIdentifier}
        required
        fullWidth
        error={identifierProps.error}
        helperText={identifierProps.helperText}
        slotProps={{
          htmlInput: {
            dir: 'ltr',
            autoCapitalize: 'none',
            spellCheck: false,
            'aria-describedby': identifierProps.describedBy,
          },
        }}
        sx={{ '& input': { textAlign: 'left' } }}
      />
      <PasswordField
        {...passwordField}
        inputRef={passwordField.ref}
        label={t('auth:login.password')}
        autoComplete="current-password"
        autoFocus={Boolean(initialIdentifier)}
        required
        fullWidth
        error={passwordProps.error}
        helperText={passwordProps.helperText}
        slotProps={{ htmlInput: { 'aria-describedby': passwordProps.describedBy } }}
      />
      {hasTyped && !identifier && !password && (
        <Typography role="status" color="error" variant="body2">
          {t('auth:login.fillAllFields')}
        </Typography>
      )}
      {failure && (
        <FormFailure
          id={failureId}
          message={failure.message}
          action={failure.canSignUp ? { label: t('auth:login.createAccount'), onClick: handleSignUp } : undefined}
        />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-start', mt: -1 }}>
        <Link component="button" type="button" variant="body2" onClick={() => onForgotPassword(form.getValues('identifier'))}>
          {t('auth:login.forgotPassword')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={!isFilled || login.isPending} loading={login.isPending}>
        {t('auth:login.submit')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('auth:login.noAccount')}{' '}
        <Link component="button" type="button" variant="body2" onClick={handleSignUp} sx={{ fontWeight: 700, verticalAlign: 'baseline' }}>
          {t('auth:login.createAccount')}
        </Link>
      </Typography>
    </Box>
  );
}
