import CloseIcon from '@mui/icons-material/Close';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
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
import type { Theme } from '@mui/material/styles';
import { useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import type { ApplianceLoads, CalculatorResult, CalculatorSettings } from '@solar/shared/domain/calculator';
import type { Currency } from '@solar/shared/reference/catalog';
import { useShoppingList } from '../hooks/use-shopping-list.ts';
import { ResultSections } from './result-sections.tsx';
import { ShareActions } from './share-actions.tsx';
import { ShoppingListSection } from './shopping-list-section.tsx';

/** What a calculation ended with: a result, or the spec's empty-result text with the reason when there is one. */
export type ResultState =
  | { status: 'success'; result: CalculatorResult; loads?: ApplianceLoads; shareUrl: string }
  | { status: 'error'; message?: string };

interface ResultDialogProps {
  state: ResultState | null;
  settings: CalculatorSettings | undefined;
  ratesPerUsd: Partial<Record<Currency, number>> | undefined;
  /**
   * The result of the page's own link, which the server rendered with the page (a shared `/c/…` link):
   * drawn where it stands and already open, so the page shows it before the app starts and the app adopts
   * it as it is, with no opening animation.
   */
  isInPage?: boolean;
  onClose: () => void;
}

/**
 * Full screen on phones by the page's own CSS, not by measuring the screen: the server cannot measure it.
 * The box takes focus as it opens, before any tap on a rendered page, which browsers then ring: it is
 * not a control (its buttons keep their rings).
 */
const paperStyles = (theme: Theme) => ({
  '&:focus-visible': { outline: 'none' },
  [theme.breakpoints.down('sm')]: { m: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 },
});

/** The shopping list and the share actions of one result: both read the same list. */
function ResultActions({ result, shareUrl, ratesPerUsd }: { result: CalculatorResult; shareUrl: string; ratesPerUsd: ResultDialogProps['ratesPerUsd'] }) {
  const shopping = useShoppingList(result, ratesPerUsd);
  return (
    <>
      <ShoppingListSection state={shopping} />
      <Divider />
      <ShareActions result={result} url={shareUrl} list={shopping.list} />
      <RequestOffersButton shareUrl={shareUrl} />
    </>
  );
}

/** "Ask sellers for offers on this": a wanted request whose lines are this result's shopping list (its short link's code). */
function RequestOffersButton({ shareUrl }: { shareUrl: string }) {
  const { t } = useTranslation('calculator');
  const code = decodeURIComponent(new URL(shareUrl, 'http://x').pathname.split('/c/')[1] ?? '');
  if (!code) return null;
  return (
    <Box sx={{ px: 3, pb: 2 }}>
      <Button component={RouterLink} to={paths.wantedNew.getHref(code)} variant="contained" startIcon={<RequestQuoteIcon />}>
        {t('requestOffers')}
      </Button>
    </Box>
  );
}

/** The results dialog of docs/product-brief.md §2: full screen on phones, every section, the shopping list and sharing. */
export function ResultDialog({ state, settings, ratesPerUsd, isInPage = false, onClose }: ResultDialogProps) {
  const { t } = useTranslation('calculator');
  const titleId = useId();
  // A dialog in the page (not moved to the end of <body>) would have the app's root, its own parent,
  // hidden from assistive technology by the modal: its container is this wrapper instead.
  const wrapper = useRef<HTMLDivElement>(null);

  return (
    <div ref={wrapper}>
      <Dialog
        open={state !== null}
        onClose={onClose}
        fullWidth
        maxWidth="md"
        scroll="paper"
        aria-labelledby={titleId}
        disablePortal={isInPage}
        container={isInPage ? () => wrapper.current : undefined}
        slotProps={{ paper: { sx: paperStyles }, transition: { appear: !isInPage }, backdrop: { appear: !isInPage } }}
      >
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
    </div>
  );
}
