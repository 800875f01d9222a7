import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';
import { useAdminSettings } from '../../api/get-admin-settings.ts';
import { useCalculatorSettings } from '../../api/get-calculator-settings.ts';
import { AdminSettingsForm } from './admin-settings-form.tsx';
import { CalculatorSettingsForm } from './calculator-settings-form.tsx';

function FormSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      <Skeleton width="40%" height={28} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={56} />
        ))}
      </Box>
    </Box>
  );
}

function Panel({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h6">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      {children}
    </Paper>
  );
}

/** The marketplace's settings and the calculator's, each its own form and its own save. */
export function SettingsScreen() {
  const { t } = useTranslation('admin');
  const settings = useAdminSettings();
  const calculator = useCalculatorSettings();

  return (
    <Box>
      <PageHeading title={t('settings.title')} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Panel title={t('settings.marketTitle')} intro={t('settings.marketIntro')}>
          {settings.isPending ? (
            <FormSkeleton label={t('settings.loading')} />
          ) : settings.isError ? (
            <ErrorState title={t('settings.loadError')} message={settings.error.message} onRetry={() => void settings.refetch()} />
          ) : (
            <AdminSettingsForm settings={settings.data} />
          )}
        </Panel>
        <Panel title={t('calculatorSettings.title')} intro={t('calculatorSettings.intro')}>
          {calculator.isPending ? (
            <FormSkeleton label={t('calculatorSettings.loading')} />
          ) : calculator.isError ? (
            <ErrorState title={t('calculatorSettings.loadError')} message={calculator.error.message} onRetry={() => void calculator.refetch()} />
          ) : (
            <CalculatorSettingsForm settings={calculator.data.settings} />
          )}
        </Panel>
      </Box>
    </Box>
  );
}
