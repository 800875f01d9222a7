import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FitLevel, FitReason, FitValue } from '@solar/shared/domain/solar-compatibility';
import { formatNumber } from '../../lib/format.ts';

const ICONS: Record<FitLevel, typeof CheckCircleOutlineIcon> = {
  fit: CheckCircleOutlineIcon,
  caution: WarningAmberIcon,
  unfit: CancelOutlinedIcon,
  unknown: HelpOutlineIcon,
};
const COLORS: Record<FitLevel, 'success' | 'warning' | 'error' | 'disabled'> = { fit: 'success', caution: 'warning', unfit: 'error', unknown: 'disabled' };

/** Volts to a tenth, watts and amperes whole; a list of voltages as "24/48". */
function formatValue(name: string, value: FitValue): string {
  if (Array.isArray(value)) return value.map((v) => formatNumber(v)).join('/');
  return formatNumber(value as number, { maximumFractionDigits: /V$/.test(name) ? 1 : 0 });
}

/**
 * A compatibility reason (shared/domain/solar-compatibility.ts) as a sentence of the active language,
 * its numbers written as every number of the app: «يعمل مع بطارية 48 فولت», "3 in series: 158.1 V ≤ 450 V".
 */
export function useFitReasonText() {
  const { t } = useTranslation('compatibility');
  return useCallback(
    (reason: FitReason) =>
      t(`reason.${reason.code}`, Object.fromEntries(Object.entries(reason.values).map(([name, value]) => [name, formatValue(name, value)]))),
    [t],
  );
}

/** One reason with the icon of its level, whose name assistive technology reads first. */
export function FitReasonLine({ reason, variant = 'body2' }: { reason: FitReason; variant?: TypographyProps['variant'] }) {
  const { t } = useTranslation('compatibility');
  const text = useFitReasonText();
  const Icon = ICONS[reason.level];
  return (
    <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }}>
      <Icon fontSize="small" color={COLORS[reason.level]} titleAccess={t(`level.${reason.level}`)} sx={{ mt: '2px', flexShrink: 0 }} />
      <Typography variant={variant} component="span" sx={{ textAlign: 'start' }}>
        {text(reason)}
      </Typography>
    </Box>
  );
}
