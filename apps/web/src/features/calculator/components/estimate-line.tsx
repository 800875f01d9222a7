import BoltIcon from '@mui/icons-material/Bolt';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CalculatorResult } from '@solar/shared/domain/calculator';
import { useCalculatorFormat } from '../hooks/use-calculator-format.ts';

/** The engine's answer computed in the browser as the visitor types: no round trip. */
export function EstimateLine({ estimate }: { estimate: CalculatorResult | null }) {
  const { t } = useTranslation('calculator');
  const format = useCalculatorFormat();
  return (
    <Stack
      direction="row"
      aria-live="polite"
      sx={{ gap: 1, alignItems: 'center', bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1, minHeight: 44 }}
    >
      <BoltIcon fontSize="small" color="secondary" />
      <Typography variant="body2">
        {/* One text, as the server sends it: two would be one text node in the page, split while hydrating. */}
        <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
          {`${t('estimate.title')}: `}
        </Typography>
        {estimate
          ? t('estimate.line', {
              panels: format.number(estimate.pv.panelsCount, 0),
              panelW: format.number(estimate.pv.recommendedPanelW, 0),
              batteries: format.number(estimate.battery.totalBatteries, 0),
              inverterW: format.number(estimate.inverter.recommendedW, 0),
            })
          : t('estimate.empty')}
      </Typography>
    </Stack>
  );
}
