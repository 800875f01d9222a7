import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatorResult } from '@solar/shared/domain/calculator';
import { EstimateLine } from './estimate-line.tsx';

interface CalculatorFormProps {
  title: string;
  /** The engine's answer in the browser for what is typed so far, shown above the button. */
  estimate: CalculatorResult | null;
  canCalculate: boolean;
  isPending: boolean;
  submitLabel: string;
  /** The button or Enter: the browser sends nothing itself. */
  onSubmit: () => void;
  children: ReactNode;
}

/** A calculator's form: its title, its fields, the estimate and the button that asks the server. */
export function CalculatorForm({ title, estimate, canCalculate, isPending, submitLabel, onSubmit, children }: CalculatorFormProps) {
  const { t } = useTranslation('calculator');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
      <EstimateLine estimate={estimate} />
      <Button type="submit" variant="contained" size="large" disabled={!canCalculate} loading={isPending} loadingPosition="start">
        {isPending ? t('quick.calculating') : submitLabel}
      </Button>
    </Box>
  );
}
