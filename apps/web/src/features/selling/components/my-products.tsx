import AddIcon from '@mui/icons-material/Add';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OwnProduct } from '@solar/shared/contract/selling';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useUserProducts } from '../api/get-user-products.ts';
import { useRenewProduct } from '../api/renew-product.ts';
import { openPostingDialog } from '../stores/posting-dialog-store.ts';
import { DeleteProductDialog } from './delete-product-dialog.tsx';
import { preloadPostingDialog } from './posting-dialogs.tsx';
import { OwnProductCard } from './own-product-card.tsx';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' } } as const;

function SkeletonGrid() {
  const { t } = useTranslation('selling');
  return (
    <Box sx={grid} aria-busy="true" aria-label={t('myProducts.loading')} role="status">
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index} variant="outlined">
          <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          <CardContent>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
            <Skeleton />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** The signed-in seller's listings with their review status (the route asks signed-out visitors to log in). */
export function MyProducts() {
  const { t } = useTranslation('selling');
  const query = useUserProducts({ isEnabled: true });
  const deleteProduct = useDeleteProduct();
  const renewProduct = useRenewProduct();
  const [toDelete, setToDelete] = useState<OwnProduct | null>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  const products = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  // /my-products?edit={id} (the product page's "Edit" for its owner) opens that listing's edit form,
  // reading further pages of the list until it is found; the parameter goes once handled, so going back
  // or reloading does not open the form again.
  const [searchParams, setSearchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  const toEdit = editId ? products.find((product) => product._id === editId) : undefined;
  const isEditSearchOver = query.isError || (query.isSuccess && !query.hasNextPage);
  const shouldLoadMoreForEdit = Boolean(editId) && !toEdit && query.isSuccess && query.hasNextPage && !query.isFetchingNextPage;
  const { fetchNextPage } = query;
  useEffect(() => {
    if (shouldLoadMoreForEdit) void fetchNextPage();
  }, [shouldLoadMoreForEdit, fetchNextPage]);
  useEffect(() => {
    if (!editId || (!toEdit && !isEditSearchOver)) return;
    if (toEdit) openPostingDialog({ mode: 'edit', product: toEdit });
    setSearchParams(
      (params) => {
        params.delete('edit');
        return params;
      },
      { replace: true },
    );
  }, [editId, toEdit, isEditSearchOver, setSearchParams]);

  const handleAdd = () => openPostingDialog({ mode: 'create' });
  const handleEdit = (product: OwnProduct) => openPostingDialog({ mode: 'edit', product });
  const handleAskDelete = (product: OwnProduct) => {
    setToDelete(product);
    setIsDeleteOpen(true);
  };
  const handleConfirmDelete = () => {
    if (!toDelete) return;
    deleteProduct.mutate(toDelete._id, {
      onSuccess: () => {
        setIsDeleteOpen(false);
        toast.success(t('messages.deleted'));
      },
      onError: () => {
        setIsDeleteOpen(false);
        toast.error(t('myProducts.deleteFailed'));
      },
    });
  };
  const handleRenew = (product: OwnProduct) =>
    renewProduct.mutate(product._id, {
      onSuccess: (response) => toast.success(response.message || t('messages.renewed')),
      onError: (error) => toast.error(errorMessage(error, 'selling:myProducts.renewFailed')),
    });

  const addButton = (label: string) => (
    <Button variant="contained" startIcon={<AddIcon />} onClick={handleAdd} onPointerEnter={preloadPostingDialog} onFocus={preloadPostingDialog} aria-haspopup="dialog">
      {label}
    </Button>
  );

  let body;
  if (query.isPending) body = <SkeletonGrid />;
  else if (query.isError) {
    body = <ErrorState title={t('myProducts.loadError')} message={query.error.message} onRetry={() => void query.refetch()} />;
  } else if (products.length === 0) {
    body = <EmptyState Icon={Inventory2Icon} title={t('myProducts.emptyTitle')} body={t('myProducts.emptyBody')} action={addButton(t('myProducts.addFirst'))} />;
  } else {
    body = (
      <>
        <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
          {products.map((product) => (
            <Box component="li" key={product._id}>
              <OwnProductCard
                product={product}
                onEdit={handleEdit}
                onDelete={handleAskDelete}
                onRenew={handleRenew}
                isRenewing={renewProduct.isPending && renewProduct.variables === product._id}
              />
            </Box>
          ))}
        </Box>
        {query.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Button variant="outlined" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {t('myProducts.loadMore')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3, '& h1': { mb: 0.5 } }}>
        <Box sx={{ flexGrow: 1 }}>
          <PageHeading title={t('myProducts.title')} />
          {query.isSuccess && (
            <Typography color="text.secondary" role="status">
              {t('myProducts.count', { count: total })}
            </Typography>
          )}
        </Box>
        {addButton(t('myProducts.add'))}
      </Box>
      {body}
      <DeleteProductDialog
        isOpen={isDeleteOpen}
        productName={toDelete?.name ?? ''}
        isDeleting={deleteProduct.isPending}
        onConfirm={handleConfirmDelete}
        onClose={() => setIsDeleteOpen(false)}
      />
    </Box>
  );
}
