import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSeller, useSellerProducts } from '../api/get-seller.ts';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import { ProductCard } from './product-card.tsx';
import { MemberSince, SellerBadges } from './seller-badges.tsx';
import { CatalogueNotFound } from './product-detail.tsx';

/** Listings per page of a seller's page. */
export const SELLER_PAGE_SIZE = 12;

const grid = { display: 'grid', gap: { xs: 2, md: 2.5 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' } } as const;

function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The seller's public listings, newest first, in numbered pages kept in the URL (`?page=`). */
function SellerListings({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation('products');
  const headingId = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const { data, error, isPending, isPlaceholderData, refetch } = useSellerProducts(sellerId, { page, limit: SELLER_PAGE_SIZE });

  useEffect(() => {
    if (!isPlaceholderData) window.scrollTo(0, 0);
  }, [page, isPlaceholderData]);

  let body;
  if (data && data.data.length > 0) {
    body = (
      <>
        <Box component="ul" sx={{ ...grid, listStyle: 'none', m: 0, p: 0 }} aria-busy={isPlaceholderData || undefined}>
          {data.data.map((product, index) => (
            <li key={product._id}>
              <ProductCard product={product} isPriority={index === 0} />
            </li>
          ))}
        </Box>
        <PagePagination page={page} totalPages={data.totalPages} label={t('sellerPage.pages')} onChange={(next) => void navigate(paths.seller.getHref(sellerId, next))} />
      </>
    );
  } else if (data) {
    body = <Typography color="text.secondary">{t('sellerPage.empty')}</Typography>;
  } else if (isPending) {
    body = (
      <Box sx={grid} aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </Box>
    );
  } else {
    body = <ErrorState title={t('sellerPage.loadError')} message={error?.message ?? ''} onRetry={() => void refetch()} />;
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('sellerPage.listings')}
      </Typography>
      {body}
    </Box>
  );
}

/** /seller/{id}: who the seller is (name, trust marks, member since) and their public listings. */
export function SellerPage({ id }: { id: string }) {
  const { t } = useTranslation('products');
  const { data, error, isPending, refetch } = useSeller(id);
  const isNotFound = !data && error instanceof ApiError && error.status === 404;
  useDocumentTitle(data ? data.data.name : isNotFound ? t('sellerPage.notFoundTitle') : t('common:pages.seller'));

  if (isNotFound) {
    return <CatalogueNotFound Icon={PersonOffOutlinedIcon} title={t('sellerPage.notFoundTitle')} body={t('sellerPage.notFoundBody')} />;
  }
  if (!data && !isPending) {
    return (
      <>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {t('common:pages.seller')}
        </Typography>
        <ErrorState title={t('sellerPage.loadError')} message={error?.message ?? ''} onRetry={() => void refetch()} />
      </>
    );
  }

  const seller = data?.data;
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        {seller ? (
          <>
            <Avatar src={seller.profileImageUrl ?? undefined} alt="" sx={{ width: 64, height: 64, bgcolor: 'primary.light', fontSize: '1.5rem' }}>
              {seller.name.trim().charAt(0)}
            </Avatar>
            <Stack sx={{ gap: 0.75, minWidth: 0 }}>
              <Typography component="h1" variant="h5" dir="auto" sx={{ fontWeight: 700, overflowWrap: 'anywhere', textAlign: 'start' }}>
                {seller.name}
              </Typography>
              <SellerBadges seller={seller} />
              <MemberSince date={seller.memberSince} />
              <Typography variant="body2" color="text.secondary">
                {t('sellerPage.count', { count: seller.listingsCount })}
              </Typography>
            </Stack>
          </>
        ) : (
          <Box sx={{ flexGrow: 1 }} aria-busy="true">
            <Typography component="h1" sx={visuallyHidden}>
              {t('common:pages.seller')}
            </Typography>
            <Typography role="status" sx={visuallyHidden}>
              {t('sellerPage.loading')}
            </Typography>
            <Skeleton width="50%" height={40} />
            <Skeleton width="30%" />
          </Box>
        )}
      </Paper>
      <SellerListings sellerId={id} />
    </>
  );
}
