import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/system';
import { useTranslation } from 'react-i18next';
import { initI18n, loadNamespaces } from '../lib/i18n.ts';
import { getEmotionCache } from './providers.tsx';
import { appTheme } from './theme.ts';
import { readMemory, remember, type InstallOffer, type InvitationMemory } from './install-offer.ts';

/** The invitation: what installing gives, "Install" (the browser's own prompt) and "Not now". */
export function InstallInvitation({ offer, onClose }: { offer: Pick<InstallOffer, 'prompt' | 'userChoice'>; onClose: () => void }) {
  const { t } = useTranslation('offline');
  const [isOpen, setIsOpen] = useState(true);
  const close = (declined: boolean) => {
    if (declined) remember({ ...readMemory(), declinedAt: Date.now() });
    setIsOpen(false);
  };
  const handleInstall = async () => {
    await offer.prompt();
    // Installed, or refused in the browser's own prompt: either way, asking again soon would only nag.
    await offer.userChoice;
    close(true);
  };
  return (
    <Snackbar
      open={isOpen}
      // On a phone the bottom holds what the visitor taps next (a listing's call bar): under the app bar there.
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 64 } }}
      slotProps={{ transition: { onExited: onClose } }}
    >
      <Paper component="section" role="region" aria-labelledby="install-invitation-title" elevation={6} sx={{ p: 2, maxWidth: 420 }}>
        <Typography id="install-invitation-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('install.title')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('install.body')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, mt: 1.5, justifyContent: 'flex-end' }}>
          <Button onClick={() => close(true)} sx={{ minHeight: 44 }}>
            {t('install.dismiss')}
          </Button>
          <Button variant="contained" onClick={() => void handleInstall()} sx={{ minHeight: 44 }}>
            {t('install.accept')}
          </Button>
        </Stack>
      </Paper>
    </Snackbar>
  );
}

/** Shows the invitation in a root of its own, beside the app's (install-offer.ts decided this visit qualifies). */
export async function showInstallInvitation(offer: InstallOffer, memory: InvitationMemory): Promise<void> {
  remember({ ...memory, shownAt: Date.now() });
  await initI18n();
  await loadNamespaces(['offline']);
  const direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  // After the closing transition's own render, not inside it.
  const close = () =>
    setTimeout(() => {
      root.unmount();
      host.remove();
    }, 0);
  root.render(
    <CacheProvider value={getEmotionCache(direction)}>
      <ThemeProvider theme={appTheme(direction)}>
        <InstallInvitation offer={offer} onClose={close} />
      </ThemeProvider>
    </CacheProvider>,
  );
}
