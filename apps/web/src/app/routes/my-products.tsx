import Inventory2Icon from '@mui/icons-material/Inventory2';
import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { openLoginDialog } from '../../features/auth/stores/auth-dialog-store.ts';
import { useSession } from '../../features/auth/stores/session-store.ts';
import { MyProducts } from '../../features/selling/components/my-products.tsx';

/** /my-products: signed in only; a signed-out visitor is asked to log in and then sees their listings. */
export function MyProductsRoute() {
  const { t } = useTranslation('selling');
  const isSignedIn = useSession() !== null;

  if (isSignedIn) return <MyProducts />;
  return (
    <>
      <PageHeading title={t('myProducts.title')} />
      <EmptyState
        Icon={Inventory2Icon}
        title={t('myProducts.signInRequired')}
        body=""
        action={
          <Button variant="contained" startIcon={<LoginIcon />} onClick={() => openLoginDialog({ notice: 'loginRequired' })} aria-haspopup="dialog">
            {t('myProducts.login')}
          </Button>
        }
      />
    </>
  );
}
