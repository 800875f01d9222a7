import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { SavedSearchFilters } from '@solar/shared/contract/saved-searches';
import { openLoginDialog } from '../features/auth/stores/auth-dialog-store.ts';
import { useSession } from '../features/auth/stores/session-store.ts';
import type { ProductFilters } from '../features/products/utils/product-filters.ts';
import { hasActiveFilters } from '../features/products/utils/product-filters.ts';
import { lazyWithPreload } from '../lib/lazy-with-preload.ts';

// Its own chunk: most visitors never save a search.
const SaveSearchDialog = lazyWithPreload(async () => (await import('../features/saved-searches/components/save-search-dialog.tsx')).SaveSearchDialog);

/** The URL parameter a visitor comes back with after signing in to save: the dialog opens again. */
const SAVE_PARAM = 'save';

/**
 * "Save search" on the product list, once a filter narrows it: signed in, the save dialog; signed out,
 * the login dialog, which brings the visitor back to the same search with the save dialog open.
 * Composes the products, auth and saved-searches features (docs/decisions/023-saved-searches-and-alerts.md).
 */
export function SaveSearchAction({ filters }: { filters: ProductFilters }) {
  const { t } = useTranslation('alerts');
  const isSignedIn = useSession() !== null;
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isOpen, setIsOpen] = useState(false);
  const { sort: _sort, ...saved } = filters;

  useEffect(() => {
    if (!searchParams.has(SAVE_PARAM) || !isSignedIn) return;
    setIsOpen(true);
    const next = new URLSearchParams(searchParams);
    next.delete(SAVE_PARAM);
    setSearchParams(next, { replace: true });
  }, [isSignedIn, searchParams, setSearchParams]);

  if (!hasActiveFilters(filters)) return null;

  const handleClick = () => {
    if (isSignedIn) {
      setIsOpen(true);
      return;
    }
    const back = new URLSearchParams(location.search);
    back.set(SAVE_PARAM, '1');
    openLoginDialog({ notice: 'loginRequired', redirectTo: `${location.pathname}?${back.toString()}` });
  };

  return (
    <>
      <Button
        variant="outlined"
        color="primary"
        onClick={handleClick}
        onPointerEnter={SaveSearchDialog.preload}
        onFocus={SaveSearchDialog.preload}
        aria-haspopup="dialog"
        startIcon={<BookmarkAddOutlinedIcon />}
        sx={{ bgcolor: 'background.paper', flexShrink: 0 }}
      >
        {t('save.button')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            isOpen
            filters={saved as SavedSearchFilters}
            onClose={() => setIsOpen(false)}
            // The buyer stays on the results; the dialog's toast says where the search is kept.
            onSaved={() => setIsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
