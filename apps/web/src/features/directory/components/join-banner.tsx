import { Suspense, useCallback, useState } from 'react';
import EngineeringIcon from '@mui/icons-material/Engineering';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';
import type { JoinRequestType } from './join-request-dialog.tsx';

// The dialog and its form library are their own chunk, fetched when the pointer or focus reaches the button.
// With the sign-up texts: the form's name, e-mail and phone rules speak through them.
const JoinRequestDialog = lazyWithPreload(async () => (await import('./join-request-dialog.tsx')).JoinRequestDialog, ['auth']);

/** "Join as an engineer" / "Register your shop": the banner above a directory list, opening the request dialog. */
export function JoinBanner({ type }: { type: JoinRequestType }) {
  const { t } = useTranslation('directory');
  const [isOpen, setIsOpen] = useState(false);
  // A new key on every opening gives an empty form, whatever happened the last time.
  const [openCount, setOpenCount] = useState(0);
  const Icon = type === 'engineer' ? EngineeringIcon : StorefrontIcon;
  const handleClose = useCallback(() => setIsOpen(false), []);

  const handleOpen = () => {
    setOpenCount((count) => count + 1);
    setIsOpen(true);
  };

  return (
    <>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 2.5 },
          mb: 3,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 2,
          background: 'linear-gradient(135deg, #e8f5e9 0%, #fffde7 100%)',
          borderColor: 'primary.light',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexGrow: 1 }}>
          <Icon color="primary" sx={{ fontSize: 44, flexShrink: 0 }} />
          <div>
            <Typography component="h2" variant="h6" sx={{ fontSize: '1.1rem' }}>
              {t(`join.banner.${type}.title`)}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {t(`join.banner.${type}.body`)}
            </Typography>
          </div>
        </Box>
        <Button
          variant="contained"
          size="large"
          onClick={handleOpen}
          onPointerEnter={() => void JoinRequestDialog.preload()}
          onFocus={() => void JoinRequestDialog.preload()}
          sx={{ flexShrink: 0 }}
        >
          {t(`join.banner.${type}.action`)}
        </Button>
      </Paper>
      {openCount > 0 && (
        <Suspense fallback={null}>
          <JoinRequestDialog key={openCount} open={isOpen} initialType={type} onClose={handleClose} />
        </Suspense>
      )}
    </>
  );
}
