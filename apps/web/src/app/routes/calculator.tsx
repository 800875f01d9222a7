import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { CalculatorScreen } from '../../features/calculator/components/calculator-screen.tsx';
import { ShoppingActions } from '../shopping-notify-action.tsx';

/** /calculator: the quick and appliance calculators (docs/product-brief.md section 2), in their own lazy chunk. */
export function CalculatorRoute() {
  const { t } = useTranslation();
  return (
    // A tool reads best as one centred column; the heading stays with it.
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeading title={t('pages.calculator')} />
      <ShoppingActions>
        <CalculatorScreen />
      </ShoppingActions>
    </Box>
  );
}
