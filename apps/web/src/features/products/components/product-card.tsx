import CallIcon from '@mui/icons-material/Call';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '@solar/shared/contract/products';
import { CONDITION_SLUGS, PRODUCT_TYPE_SLUGS } from '@solar/shared/reference/catalog';
import { externalLinks, paths } from '../../../config/paths.ts';
import { formatPrice, formatRelativeTime } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/i18n.ts';
import { getLocationNames } from '../../../lib/location-names.ts';
import { toWhatsAppNumber } from '@solar/shared/domain/phone-links';
import { usePageOrigin } from '../../../lib/page-origin.ts';
import { useProductActions } from './product-actions.tsx';
import { ProductImagePlaceholder } from './product-image-placeholder.tsx';

// Matches the grid of ProductList: one column on phones, then columns of 240–480 px (about 360 at most widths).
const IMAGE_SIZES = '(min-width: 600px) 360px, 100vw';

// Not Box: Box would read `width` and `height` as style props, and the browser needs them as
// attributes to reserve the photo's space before it loads.
const CardImage = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** A thumb-sized target (WCAG 2.5.5: 44 × 44 px at least). */
const TOUCH_TARGET = { minHeight: 44, minWidth: 44 } as const;

interface ProductCardProps {
  product: Product;
  /** Loads the photo at once and with high priority: for the first card, visible without scrolling. */
  isPriority?: boolean;
}

export function ProductCard({ product, isPriority = false }: ProductCardProps) {
  const { t } = useTranslation('products');
  const image = product.images[0];
  const location = getLocationNames(product.governorate, product.city, getLanguage());
  const whatsappNumber = product.contactInfo.whatsapp ? toWhatsAppNumber(product.contactInfo.whatsapp) : null;
  const phone = product.contactInfo.phone;
  const productUrl = new URL(paths.product.getHref(product._id), usePageOrigin()).toString();
  const { renderLike } = useProductActions();
  const postedAt = product.postedAt ?? product.createdAt;

  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100', overflow: 'hidden' }}>
        {image ? (
          <CardImage
            src={image.url}
            srcSet={image.srcSet}
            sizes={IMAGE_SIZES}
            width={image.width}
            height={image.height}
            alt={product.name}
            loading={isPriority ? 'eager' : 'lazy'}
            fetchPriority={isPriority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <ProductImagePlaceholder label={t('card.noImage')} />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {/* Sellers write in either language: dir="auto" keeps an Arabic name whole on an English page; the
            alignment stays with the page (the RTL cache flips "left" to "right" in Arabic). */}
        <Typography component="h2" variant="subtitle1" dir="auto" sx={{ fontWeight: 700, lineHeight: 1.4, textAlign: 'left' }}>
          <Link component={RouterLink} to={paths.product.getHref(product._id)} color="inherit" underline="hover" sx={{ display: 'block', minHeight: TOUCH_TARGET.minHeight }}>
            {product.name}
          </Link>
        </Typography>
        <Typography sx={{ color: 'primary.dark', fontWeight: 700, fontSize: '1.125rem' }}>
          {formatPrice(product.price, product.currency)}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          <Chip size="small" color="primary" variant="outlined" label={t(`type.${PRODUCT_TYPE_SLUGS[product.type]}`)} />
          <Chip size="small" label={t(`condition.${CONDITION_SLUGS[product.condition]}`)} />
          {product.isNegotiable && <Chip size="small" color="secondary" label={t('card.negotiable')} />}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          <LocationOnIcon fontSize="small" />
          <Typography variant="body2">{t('card.location', location)}</Typography>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          <ScheduleIcon fontSize="small" />
          {/* "3 minutes ago" may have become 4 between the server's page and the browser's hydration. */}
          <Typography variant="body2" component="time" dateTime={postedAt} suppressHydrationWarning>
            {formatRelativeTime(postedAt)}
          </Typography>
        </Stack>
      </CardContent>
      {(whatsappNumber || phone || renderLike) && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1 }}>
          {renderLike?.({ productId: product._id, productName: product.name, likesCount: product.likesCount, size: 'small' })}
          {whatsappNumber && (
            <Button
              fullWidth
              variant="outlined"
              startIcon={<WhatsAppIcon />}
              href={externalLinks.whatsapp(whatsappNumber, t('card.whatsappMessage', { name: product.name, url: productUrl }))}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('card.whatsappLabel', { name: product.name })}
              sx={TOUCH_TARGET}
            >
              {t('card.whatsapp')}
            </Button>
          )}
          {phone && (
            <Button
              fullWidth
              variant="outlined"
              startIcon={<CallIcon />}
              href={externalLinks.tel(phone)}
              aria-label={t('card.callLabel', { name: product.name })}
              sx={{ ...TOUCH_TARGET, ...(whatsappNumber ? { width: 'auto', flexShrink: 0 } : {}) }}
            >
              {t('card.call')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
