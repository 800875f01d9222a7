import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALCULATOR_LIMITS, calculateFromDailyEnergy } from '@solar/shared/domain/calculator';
import type { BatteryType, CalculatorSettings } from '@solar/shared/domain/calculator';
import type { Currency } from '@solar/shared/reference/catalog';
import { useCalculatorFormat } from '../hooks/use-calculator-format.ts';
import { parseAmount } from '../utils/parse-amount.ts';
import { CalculatorForm } from './calculator-form.tsx';

interface QuickCalculatorProps {
  initialKwh?: number;
  settings: CalculatorSettings | undefined;
  ratesPerUsd: Record<Currency, number> | undefined;
  governorate: string | null;
  batteryType: BatteryType;
  isPending: boolean;
  onCalculate: (dailyEnergyKwh: number) => void;
}

/** The spec's one-field calculator: daily energy in kWh, enabled above 0 and while not loading. */
export function QuickCalculator({ initialKwh, settings, ratesPerUsd, governorate, batteryType, isPending, onCalculate }: QuickCalculatorProps) {
  const { t } = useTranslation('calculator');
  const format = useCalculatorFormat();
  const [text, setText] = useState(initialKwh === undefined ? '' : String(initialKwh));
  const value = parseAmount(text);
  const isTooBig = value > CALCULATOR_LIMITS.maxDailyEnergyKwh;
  const canCalculate = value > 0 && !isTooBig && !isPending;

  const estimate = useMemo(
    () =>
      settings && ratesPerUsd && value > 0 && !isTooBig
        ? calculateFromDailyEnergy({ dailyEnergyKwh: value, governorate, batteryType }, settings, ratesPerUsd)
        : null,
    [settings, ratesPerUsd, value, isTooBig, governorate, batteryType],
  );

  const handleSubmit = () => {
    if (canCalculate) onCalculate(value);
  };

  return (
    <CalculatorForm
      title={t('quick.title')}
      estimate={estimate}
      canCalculate={canCalculate}
      isPending={isPending}
      submitLabel={t('quick.submit')}
      onSubmit={handleSubmit}
    >
      <TextField
        label={t('quick.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={isTooBig}
        helperText={isTooBig ? t('quick.tooBig', { max: format.number(CALCULATOR_LIMITS.maxDailyEnergyKwh) }) : t('quick.helper')}
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' },
        }}
        sx={{ '& input': { textAlign: 'left' } }}
      />
    </CalculatorForm>
  );
}
