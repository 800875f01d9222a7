import CloseIcon from '@mui/icons-material/Close';
import SolarPowerIcon from '@mui/icons-material/SolarPower';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplianceLoads, CalculatorResult, CalculatorSettings } from '@solar/shared/domain/calculator';
import type { Currency } from '@solar/shared/reference/catalog';
import { useShoppingList } from '../hooks/use-shopping-list.ts';
import { ResultSections } from './result-sections.tsx';
import { ShareActions } from './share-actions.tsx';
import { ShoppingListSection } from './shopping-list.tsx';

/** What a calculation ended with: a result, or the spec's empty-result text with the reason when there is one. */
export type ResultState =
  | { status: 'success'; result: CalculatorResult; loads?: ApplianceLoads; shareUrl: string }
  | { status: 'error'; message?: string };

interface ResultDialogProps {
  state: ResultState | null;
  settings: CalculatorSettings | undefined;
  ratesPerUsd: Partial<Record<Currency, number>> | undefined;
  onClose: () => void;
}

/** The shopping list and the share actions of one result: both read the same list. */
function ResultActions({ result, shareUrl, ratesPerUsd }: { result: CalculatorResult; shareUrl: string; ratesPerUsd: ResultDialogProps['ratesPerUsd'] }) {
  const shopping = useShoppingList(result, ratesPerUsd);
  return (
    <>
      <ShoppingListSection state={shopping} />
      <Divider />
      <ShareActions result={result} url={shareUrl} list={shopping.list} />
    </>
  );
}

/** The results dialog of docs/product-brief.md §2: full screen on phones, every section, the shopping list and sharing. */
export function ResultDialog({ state, settings, ratesPerUsd, onClose }: ResultDialogProps) {
  const { t } = useTranslation('calculator');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();

  return (
    <Dialog open={state !== null} onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="md" scroll="paper" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pe: 7 }}>
        <SolarPowerIcon color="primary" />
        {t('result.title')}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t('result.close')} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ display: 'grid', gap: 3, bgcolor: 'grey.50' }}>
        {state?.status === 'success' ? (
          <>
            <ResultSections result={state.result} loads={state.loads} settings={settings} />
            <Divider />
            <ResultActions result={state.result} shareUrl={state.shareUrl} ratesPerUsd={ratesPerUsd} />
          </>
        ) : (
          <Box sx={{ py: 2 }}>
            <Alert severity="warning" variant="outlined">
              {t('result.empty')}
              {state?.status === 'error' && state.message ? <Box sx={{ mt: 1 }}>{state.message}</Box> : null}
            </Alert>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('result.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
