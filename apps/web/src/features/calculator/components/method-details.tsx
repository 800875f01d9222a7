import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * «كيف حسبنا؟»: the engineering method behind the plain-language answer, one tap away and closed by
 * default. Households read the answer; an engineer opens this to check it.
 */
export function MethodDetails({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('calculator');
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }} sx={{ '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('method.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 1.5 }}>
        {children}
        <Typography variant="body2" color="text.secondary">
          {t('method.text')}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
