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

/** Chromium's install offer (not in TypeScript's DOM types: it is not a standard). */
export interface InstallOffer extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the browser remembers of past invitations. */
export interface InvitationMemory {
  /** Visits on which the browser offered the install. */
  offers: number;
  /** When the visitor last said "not now", or installed (ms since 1970). */
  declinedAt?: number;
  /** When the invitation was last shown (ms since 1970). */
  shownAt?: number;
}

const STORAGE_KEY = 'solar:install-invitation';
const DAY_MS = 86_400_000;
/** "Not now" holds this long; after that the visitor who still comes back is asked once more. */
export const DECLINED_FOR_MS = 90 * DAY_MS;
/** Shown at most once in this time, so a daily visitor is not asked on every visit. */
export const AT_MOST_EVERY_MS = 7 * DAY_MS;

/**
 * Whether to invite on this visit: not on the first one the browser offers it (a visitor from a shared link
 * has not decided they will come back), not within a week of the last invitation, and not for three months
 * after "not now".
 */
export function shouldInvite(memory: InvitationMemory, now: number): boolean {
  if (memory.offers < 2) return false;
  if (memory.declinedAt !== undefined && now - memory.declinedAt < DECLINED_FOR_MS) return false;
  if (memory.shownAt !== undefined && now - memory.shownAt < AT_MOST_EVERY_MS) return false;
  return true;
}

export function readMemory(): InvitationMemory {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<InvitationMemory>;
    return { offers: Number(stored.offers) || 0, declinedAt: stored.declinedAt, shownAt: stored.shownAt };
  } catch {
    return { offers: 0 };
  }
}

function remember(memory: InvitationMemory) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Storage disabled: the browser will ask again on a later visit, which is all that is lost.
  }
}

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

/**
 * Called by main.tsx when the browser offers to install the app: counts the offer, and on a visit that
 * qualifies (`shouldInvite`) shows the invitation in a root of its own, beside the app's.
 */
export async function inviteToInstall(offer: InstallOffer): Promise<void> {
  const memory = { ...readMemory(), offers: readMemory().offers + 1 };
  remember(memory);
  if (!shouldInvite(memory, Date.now())) return;
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
