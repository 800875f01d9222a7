import { Suspense, useId, useState } from 'react';
import type { MouseEvent } from 'react';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';
import { usePublicSettings } from '../../../api/get-public-settings.ts';

// Its own chunk, fetched when the pointer or focus reaches the button: only a click shows it.
const ContactMenuPopup = lazyWithPreload(async () => (await import('./contact-menu-popup.tsx')).ContactMenuPopup);

/** The header's contact button; its menu offers to call or e-mail the marketplace's support. */
export function ContactMenu() {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const isOpen = anchor !== null;
  // Asked for now, so the menu has its entries when it opens.
  usePublicSettings();

  const handleOpen = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setHasOpened(true);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('header.contact.label')}
        aria-haspopup="menu"
        aria-controls={isOpen ? menuId : undefined}
        aria-expanded={isOpen}
        onClick={handleOpen}
        onPointerEnter={ContactMenuPopup.preload}
        onFocus={ContactMenuPopup.preload}
      >
        <SupportAgentIcon />
      </IconButton>
      {hasOpened && (
        <Suspense fallback={null}>
          <ContactMenuPopup id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
