import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, useFormState } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';
import { mirroredInRtl } from '../../../../components/ui/mirrored-in-rtl.ts';
import { ApiError } from '../../../../lib/api-client.ts';

/** The way back from a console form (or its loading state) to its list. */
export function BackToList({ href, label }: { href: string; label: string }) {
  return (
    <Button component={RouterLink} to={href} startIcon={<ArrowBackIcon sx={mirroredInRtl} />} sx={{ mb: 1, alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
}

interface EntryFormFrameProps<V extends FieldValues, B> {
  title: string;
  back: { href: string; label: string };
  form: UseFormReturn<V, unknown, B>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The last save's failure: the server's message, then those that fit no field. */
  failure: string[] | null;
  isUploading: boolean;
  /** Shown above the fields (where the entry comes from). */
  notice?: ReactNode;
  /** Shown under the form, outside it (a part saved on its own, like the entry's owner). */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * A console form's page: heading, way back, the sections, and a save bar that stays at the bottom of
 * the screen while the form scrolls (forms are long on a phone).
 */
export function EntryFormFrame<V extends FieldValues, B>({ title, back, form, onSubmit, failure, isUploading, notice, after, children }: EntryFormFrameProps<V, B>) {
  const { t } = useTranslation('admin-directory');
  const { isSubmitting, isSubmitted, errors } = useFormState({ control: form.control });
  const hasErrors = isSubmitted && Object.keys(errors).length > 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 960 }}>
      <BackToList href={back.href} label={back.label} />
      <PageHeading title={title} />
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: { xs: 2, sm: 3 } }}>
          {notice}
          {children}
          {failure && (
            <Alert severity="error" role="alert">
              {failure.map((message, index) => (
                <div key={index}>{message}</div>
              ))}
            </Alert>
          )}
          <Paper
            elevation={6}
            sx={{
              position: 'sticky',
              bottom: { xs: 8, sm: 16 },
              zIndex: 2,
              p: 1.5,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'flex-end',
              gap: 1,
            }}
          >
            {(isUploading || hasErrors) && (
              <Typography variant="body2" color={hasErrors ? 'error' : 'text.secondary'} role="status" sx={{ flexGrow: 1, flexBasis: { xs: '100%', sm: 0 } }}>
                {isUploading ? t('form.waitForUploads') : t('form.checkFields')}
              </Typography>
            )}
            <Button component={RouterLink} to={back.href}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={isSubmitting} disabled={isUploading}>
              {t('form.save')}
            </Button>
          </Paper>
        </Box>
      </FormProvider>
      {after && <Box sx={{ mt: { xs: 2, sm: 3 } }}>{after}</Box>}
    </Box>
  );
}

interface FormStartStateProps {
  title: string;
  back: { href: string; label: string };
  /** What the form starts from: the entry to edit, or the join request of a new one. */
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  loadingText: string;
  loadErrorTitle: string;
  notFoundText: string;
}

/** A console form's page while what it starts from loads, or when that cannot be loaded. */
export function FormStartState({ title, back, query, loadingText, loadErrorTitle, notFoundText }: FormStartStateProps) {
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 960 }}>
      <BackToList href={back.href} label={back.label} />
      <PageHeading title={title} />
      {query.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{loadingText}</Typography>
        </Box>
      ) : isNotFound ? (
        <Alert severity="warning">{notFoundText}</Alert>
      ) : (
        <ErrorState title={loadErrorTitle} message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />
      )}
    </Box>
  );
}
