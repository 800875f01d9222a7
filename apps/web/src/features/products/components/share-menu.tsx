import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';

// Its own chunk, fetched when the pointer or focus reaches the button: the menu (and MUI's menus, popovers
// and modals under it) is not part of the listing page's first download.
const ShareMenuPopup = lazyWithPreload(async () => (await import('./share-menu-popup.tsx')).ShareMenuPopup);

/** Share the product: on WhatsApp or by copying its link. */
export function ShareMenu({ name, url }: { name: string; url: string }) {
  const { t } = useTranslation('products');
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<ShareIcon />}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setHasOpened(true);
        }}
        onPointerEnter={ShareMenuPopup.preload}
        onFocus={ShareMenuPopup.preload}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
      >
        {t('share.label')}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <ShareMenuPopup id={menuId} buttonId={buttonId} anchor={anchor} onClose={() => setAnchor(null)} name={name} url={url} />
        </Suspense>
      )}
    </>
  );
}
