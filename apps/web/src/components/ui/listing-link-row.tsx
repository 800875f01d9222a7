import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '@solar/shared/contract/products';
import { paths } from '../../config/paths.ts';
import { formatPrice } from '../../lib/format.ts';
import { getLocationNames } from '../../lib/location-names.ts';
import { langOf } from '../../lib/text-language.ts';

const Thumbnail = styled('img')({ width: 64, height: 64, objectFit: 'cover', display: 'block' });

interface ListingLinkRowProps {
  product: Pick<Product, '_id' | 'name' | 'price' | 'currency' | 'governorate' | 'city' | 'images'>;
  /** Shown in the 64 px square when the listing has no picture. */
  placeholder: ReactNode;
  /** Beside the place, e.g. «في محافظتك». */
  badge?: ReactNode;
  /** Instead of the price in the listing's own currency (the shopping list's, in the buyer's). */
  price?: ReactNode;
  /** Instead of "governorate · city". */
  place?: ReactNode;
  /** Lines under the place, inside the link (the reasons a listing fits). */
  children?: ReactNode;
}

/**
 * A listing as one link, a 44 px target at least (apps/web/e2e/touch-targets.spec.ts): its 64 px picture,
 * name, price in its own currency and place in the page's language. The "works with" lists and the
 * calculator's shopping list show listings this way.
 */
export function ListingLinkRow({ product, placeholder, badge, price, place, children }: ListingLinkRowProps) {
  const { i18n } = useTranslation();
  const names = getLocationNames(product.governorate, product.city, i18n.language === 'en' ? 'en' : 'ar');
  const image = product.images[0];
  return (
    <ListItemButton component={RouterLink} to={paths.product.getHref(product._id)} sx={{ gap: 1.5, alignItems: 'flex-start', px: 1, py: 1, borderRadius: 1 }}>
      <Box sx={{ width: 64, height: 64, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}>
        {image ? <Thumbnail src={image.url} srcSet={image.srcSet} sizes="64px" width={64} height={64} alt="" loading="lazy" decoding="async" /> : placeholder}
      </Box>
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.25 }}>
        <Typography
          variant="body2"
          dir="auto"
          lang={langOf(product.name, i18n.language)}
          sx={{ fontWeight: 600, textAlign: 'start', overflowWrap: 'anywhere', color: 'primary.dark', textDecoration: 'underline' }}
        >
          {product.name}
        </Typography>
        <Typography variant="body2" component="div">
          {price ?? <bdi>{formatPrice(product.price, product.currency)}</bdi>}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {place ?? `${names.governorate} · ${names.city}`}
          {badge}
        </Typography>
        {children}
      </Box>
    </ListItemButton>
  );
}
