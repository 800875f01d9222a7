import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@solar/shared/contract/products';
import { paths } from '../../../config/paths.ts';
import { useNearViewport } from '../../../hooks/use-near-viewport.ts';
import { formatPrice } from '../../../lib/format.ts';
import { otherListingsQueryOptions } from '../api/get-seller.ts';
import { ProductImagePlaceholder } from './product-image-placeholder.tsx';

const TileImage = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** A small card of a listing: picture, name and price, all one link. */
function ListingTile({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const image = product.images[0];
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={paths.product.getHref(product._id)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100', overflow: 'hidden' }}>
          {image ? (
            <TileImage src={image.url} srcSet={image.srcSet} sizes="(min-width: 900px) 200px, 50vw" width={image.width} height={image.height} alt="" loading="lazy" decoding="async" />
          ) : (
            <ProductImagePlaceholder label={t('card.noImage')} type={product.type} />
          )}
        </Box>
        <Box sx={{ p: 1.25, flexGrow: 1 }}>
          <Typography
            component="h3"
            variant="body2"
            dir="auto"
            sx={{ fontWeight: 700, textAlign: 'start', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
          >
            {product.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'primary.dark', fontWeight: 700, mt: 0.5 }}>
            {formatPrice(product.price, product.currency)}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/**
 * Up to six other public listings of the same seller, with a link to all of them on the seller's page.
 * A rendered page has them already (the server fetched them: prefetch-product-page.ts), and they hydrate
 * with it. Reached by a link in the app, the page asks for them when the reader scrolls within a screen
 * of them, not while it draws the listing. Nothing while they load or when there are none: the page is
 * complete without it.
 */
export function SellerOtherListings({ sellerId, productId }: { sellerId: string; productId: string }) {
  const queryClient = useQueryClient();
  const [inCache] = useState(() => queryClient.getQueryData(otherListingsQueryOptions(sellerId, productId).queryKey) !== undefined);
  const [placeholder, near] = useNearViewport<HTMLDivElement>();
  return inCache || near ? <OtherListings sellerId={sellerId} productId={productId} /> : <div ref={placeholder} />;
}

function OtherListings({ sellerId, productId }: { sellerId: string; productId: string }) {
  const { t } = useTranslation('products');
  const headingId = useId();
  const { data } = useQuery(otherListingsQueryOptions(sellerId, productId));
  if (!data || data.data.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('detail.seller.otherListings')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' } }}>
        {data.data.map((product) => (
          <li key={product._id}>
            <ListingTile product={product} />
          </li>
        ))}
      </Box>
      <Button component={RouterLink} to={paths.seller.getHref(sellerId)} sx={{ mt: 1.5, minHeight: 44 }}>
        {t('detail.seller.allListings')}
      </Button>
    </Paper>
  );
}
