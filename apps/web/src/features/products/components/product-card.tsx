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
import { keySpecText } from '@solar/shared/domain/spec-format';
import { usePageOrigin } from '../../../lib/page-origin.ts';
import { ApproxPrice } from './approx-price.tsx';
import { MarketMark } from './market-mark.tsx';
import { useProductActions } from './product-actions.tsx';
import { ProductImagePlaceholder } from './product-image-placeholder.tsx';
import { userText } from '../../../components/ui/user-text.ts';
import { pictureProps } from '../utils/picture-props.ts';

// On phones a row with a square thumbnail about 96 px wide (the 320 px variant even at 3x); from 600 px
// the grid's columns of 240–480 px (about 360 at most widths).
const IMAGE_SIZES = '(min-width: 600px) 360px, 96px';

// Not Box: Box would read `width` and `height` as style props, and the browser needs them as
// attributes to reserve the photo's space before it loads.
const CardImage = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** A thumb-sized target (WCAG 2.5.5: 44 × 44 px at least). */
const TOUCH_TARGET = { minHeight: 44, minWidth: 44 } as const;
/**
 * A square icon button in a phone row (its aria-label names it), icon and word from 600 px, where it
 * takes the width `width` (the actions share the card's width).
 */
const iconOnPhone = (width: '100%' | 'auto') => ({ width: { xs: 44, sm: width }, px: { xs: 0, sm: '15px' }, gap: 1 }) as const;

/**
 * Below 600 px the card is a compact row, so that five or more listings fit on a phone's first screen
 * (issue #17): thumbnail (the like button on its top corner), then name, price and "city · time", then
 * WhatsApp and call as 44 px icon buttons, one above the other. The same markup, laid out by CSS alone, is the picture-on-top card of the grid
 * from 600 px: the server's page and the hydrated one are the same whatever the screen.
 */
const PHONE_ROW = {
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr) auto',
  // WhatsApp at the top of the end column and the call button at its foot, so that neither makes a
  // text line taller: the row stays about as tall as its thumbnail.
  gridTemplateAreas: '"media name whatsapp" "media price call" "media meta call"',
  gridTemplateRows: 'auto auto 1fr',
  columnGap: 1.25,
  rowGap: 0.25,
  p: 1,
} as const;

// On phones the content and action wrappers step aside, so that their children sit in the row's grid.
const CONTENTS_ON_PHONE = { display: { xs: 'contents', sm: 'flex' } } as const;
const ONLY_FROM_SM = { display: { xs: 'none', sm: 'inline' } } as const;
const ONLY_ON_PHONE = { display: { xs: 'inline', sm: 'none' } } as const;

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
  const href = paths.product.getHref(product._id);
  const productUrl = new URL(href, usePageOrigin()).toString();
  const { renderLike } = useProductActions();
  const postedAt = product.postedAt ?? product.createdAt;
  const keySpec = keySpecText(product.specs, getLanguage());

  return (
    <Card
      component="article"
      variant="outlined"
      data-product-id={product._id}
      sx={{ height: '100%', ...PHONE_ROW, display: { xs: 'grid', sm: 'flex' }, flexDirection: 'column', p: { xs: 1, sm: 0 } }}
    >
      {/* The picture opens the listing too (a bigger target on a phone); the name's link is the one
          keyboards and screen readers meet, so this one is skipped by both. */}
      <Box
        component={RouterLink}
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        sx={{
          gridArea: 'media',
          // Full width from 600 px, whether or not its photo has loaded: at the start of the grid's column
          // card it took the width of its content, which a lazy photo not yet loaded does not have, so it
          // stood 0 px tall and the rows above a listing grew as their photos came (issue #17: Back on the
          // desktop grid put the listing 235 px off).
          alignSelf: { xs: 'start', sm: 'stretch' },
          display: 'block',
          aspectRatio: { xs: '1', sm: '4 / 3' },
          borderRadius: { xs: 1, sm: 0 },
          bgcolor: 'grey.100',
          overflow: 'hidden',
        }}
      >
        {image ? (
          <CardImage {...pictureProps(image, IMAGE_SIZES, isPriority)} alt={product.name} />
        ) : (
          <ProductImagePlaceholder label={t('card.noImage')} type={product.type} />
        )}
      </Box>
      {product.market && <MarketMark market={product.market} />}
      <CardContent sx={{ ...CONTENTS_ON_PHONE, flexGrow: 1, flexDirection: 'column', gap: 1 }}>
        {/* Sellers write in either language: dir="auto" keeps an Arabic name whole on an English page and
            aligns it from its own side (userText). */}
        <Typography component="h2" variant="subtitle1" dir="auto" sx={{ gridArea: 'name', fontWeight: 700, lineHeight: 1.4, ...userText, fontSize: { xs: '0.9375rem', sm: '1rem' } }}>
          <Link
            component={RouterLink}
            to={href}
            color="inherit"
            underline="hover"
            sx={{
              // The link is the 44 px target (issue #17); two lines at most in a phone row, the detail page
              // has the whole name.
              minHeight: TOUCH_TARGET.minHeight,
              display: { xs: '-webkit-box', sm: 'block' },
              WebkitLineClamp: { xs: 2 },
              WebkitBoxOrient: 'vertical',
              overflow: { xs: 'hidden', sm: 'visible' },
            }}
          >
            {product.name}
          </Link>
        </Typography>
        {/* The price's own box holds the phone row's place for it, whatever the price line holds. */}
        <Box sx={{ gridArea: 'price', minWidth: 0 }}>
          {/* The key specification beside the price, on the same line when it fits (issue #19): «٥٥٠ واط». */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
            <Typography sx={{ color: 'primary.dark', fontWeight: 700, fontSize: { xs: '1rem', sm: '1.125rem' } }}>
              {formatPrice(product.price, product.currency)}
            </Typography>
            {keySpec && (
              <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 500, fontSize: { xs: '0.8125rem', sm: '0.875rem' } }}>
                {keySpec}
              </Typography>
            )}
          </Box>
          <ApproxPrice amount={product.price} currency={product.currency} />
        </Box>
        <Stack direction="row" useFlexGap sx={{ display: { xs: 'none', sm: 'flex' }, flexWrap: 'wrap', gap: 0.75 }}>
          <Chip size="small" color="primary" variant="outlined" label={t(`type.${PRODUCT_TYPE_SLUGS[product.type]}`)} />
          <Chip size="small" label={t(`condition.${CONDITION_SLUGS[product.condition]}`)} />
          {product.isNegotiable && <Chip size="small" color="secondary" label={t('card.negotiable')} />}
        </Stack>
        <Box
          sx={{
            gridArea: 'meta',
            alignSelf: { xs: 'center', sm: 'stretch' },
            display: 'flex',
            flexDirection: { xs: 'row', sm: 'column' },
            alignItems: { xs: 'center', sm: 'stretch' },
            gap: { xs: 0.5, sm: 1 },
            minWidth: 0,
            color: 'text.secondary',
          }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <LocationOnIcon fontSize="small" sx={{ display: { xs: 'none', sm: 'block' } }} />
            <Typography variant="body2" noWrap sx={{ fontSize: { xs: '0.8125rem', sm: '0.875rem' } }}>
              {/* The city alone in a phone row; "city, governorate" on the grid's card. */}
              <Box component="span" sx={ONLY_ON_PHONE}>
                {location.city}
              </Box>
              <Box component="span" sx={ONLY_FROM_SM}>
                {t('card.location', location)}
              </Box>
            </Typography>
          </Stack>
          <Box component="span" aria-hidden="true" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            ·
          </Box>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0, flexShrink: { xs: 2, sm: 0 } }}>
            <ScheduleIcon fontSize="small" sx={{ display: { xs: 'none', sm: 'block' } }} />
            {/* "3 minutes ago" may have become 4 between the server's page and the browser's hydration. */}
            <Typography variant="body2" component="time" dateTime={postedAt} noWrap suppressHydrationWarning sx={{ fontSize: { xs: '0.8125rem', sm: '0.875rem' } }}>
              {formatRelativeTime(postedAt)}
            </Typography>
          </Stack>
        </Box>
      </CardContent>
      {(whatsappNumber || phone || renderLike) && (
        <CardActions sx={{ ...CONTENTS_ON_PHONE, px: 2, pb: 2, pt: 0, gap: 1 }}>
          {renderLike && (
            // In a phone row the heart sits on the thumbnail's corner, leaving the line to the place and time.
            <Box
              sx={{
                gridArea: { xs: 'media' },
                alignSelf: { xs: 'start', sm: 'end' },
                justifySelf: 'start',
                display: 'flex',
                zIndex: 1,
                m: { xs: 0.5, sm: 0 },
                borderRadius: 4,
                bgcolor: { xs: 'rgba(255, 255, 255, 0.92)', sm: 'transparent' },
              }}
            >
              {renderLike({ productId: product._id, productName: product.name, likesCount: product.likesCount, size: 'small' })}
            </Box>
          )}
          {whatsappNumber && (
            <Button
              fullWidth
              variant="outlined"
              href={externalLinks.whatsapp(whatsappNumber, t('card.whatsappMessage', { name: product.name, url: productUrl }))}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('card.whatsappLabel', { name: product.name })}
              sx={{ ...TOUCH_TARGET, ...iconOnPhone('100%'), gridArea: 'whatsapp', alignSelf: 'start' }}
            >
              <WhatsAppIcon fontSize="small" />
              <Box component="span" sx={ONLY_FROM_SM}>
                {t('card.whatsapp')}
              </Box>
            </Button>
          )}
          {phone && (
            <Button
              fullWidth
              variant="outlined"
              href={externalLinks.tel(phone)}
              aria-label={t('card.callLabel', { name: product.name })}
              sx={{ ...TOUCH_TARGET, ...iconOnPhone(whatsappNumber ? 'auto' : '100%'), gridArea: 'call', alignSelf: 'end', flexShrink: whatsappNumber ? 0 : 1 }}
            >
              <CallIcon fontSize="small" />
              <Box component="span" sx={ONLY_FROM_SM}>
                {t('card.call')}
              </Box>
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
