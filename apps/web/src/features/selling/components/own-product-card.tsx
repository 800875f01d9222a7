import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import ShareIcon from '@mui/icons-material/Share';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OwnProduct } from '@solar/shared/contract/selling';
import { paths } from '../../../config/paths.ts';
import { formatPrice } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast-store.ts';
import { isShareable } from '../utils/latest-version.ts';
import { shareListing } from '../utils/share-listing.ts';

const PREVIEW_LENGTH = 60;
const CardImage = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export type OwnStatus = 'approved' | 'pending' | 'rejected' | 'expired';

/** The badge a listing wears: expiry outranks an approval. */
export function ownStatusOf(product: OwnProduct): OwnStatus {
  return product.isExpired && product.status === 'approved' ? 'expired' : product.status;
}

const STATUS_COLOR = { approved: 'success', pending: 'warning', rejected: 'error', expired: 'default' } as const;

/** The first 60 characters of the description (docs/product-brief.md §9). */
export function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH).trimEnd()}…` : flat;
}

interface OwnProductCardProps {
  product: OwnProduct;
  onEdit: (product: OwnProduct) => void;
  onDelete: (product: OwnProduct) => void;
  onRenew: (product: OwnProduct) => void;
  isRenewing: boolean;
}

/**
 * One of the seller's listings: status, price, preview, views and likes, and what the seller can do with
 * it. The fields shown are the version buyers see; an edit waiting for review (or rejected) says so.
 */
export function OwnProductCard({ product, onEdit, onDelete, onRenew, isRenewing }: OwnProductCardProps) {
  const { t } = useTranslation('selling');
  const status = ownStatusOf(product);
  const image = product.images[0];
  const isRejected = status === 'rejected';
  // A rejected listing opens its form to be fixed and resubmitted; the others open their page.
  const edit = product.pendingEdit;
  const handleShare = async () => {
    const outcome = await shareListing(product);
    if (outcome === 'copied') toast.success(t('myProducts.linkCopied'));
    if (outcome === 'failed') toast.error(t('myProducts.shareFailed'));
  };
  const areaProps = isRejected
    ? { onClick: () => onEdit(product) }
    : { component: RouterLink, to: paths.product.getHref(product._id) };

  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea {...areaProps} sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.100', overflow: 'hidden' }}>
          {image ? (
            <CardImage src={image.url} srcSet={image.srcSet} sizes="(min-width: 600px) 360px, 100vw" width={image.width} height={image.height} alt="" loading="lazy" />
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', color: 'text.secondary' }}>
              <Typography variant="body2">{t('myProducts.noImage')}</Typography>
            </Box>
          )}
          <Chip
            label={t(`myProducts.status.${status}`)}
            color={STATUS_COLOR[status]}
            size="small"
            sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700, ...(status === 'expired' ? { bgcolor: 'grey.700', color: 'common.white' } : {}) }}
          />
        </Box>
        <CardContent sx={{ display: 'grid', gap: 0.75 }}>
          <Typography component="h2" variant="subtitle1" dir="auto" sx={{ fontWeight: 700, lineHeight: 1.4, textAlign: 'start' }}>
            {product.name}
          </Typography>
          {/* Number before the symbol in reading order: on its right in Arabic, on its left in English (docs/product-brief.md §3). */}
          <Typography sx={{ color: 'primary.dark', fontWeight: 700, textAlign: 'left' }}>
            {formatPrice(product.price, product.currency)}
          </Typography>
          {product.description && (
            <Typography variant="body2" color="text.secondary" dir="auto" sx={{ textAlign: 'start' }}>
              {previewOf(product.description)}
            </Typography>
          )}
          {isRejected && (
            <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
              {t('myProducts.resubmitHint')}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 2, color: 'text.secondary' }}>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <VisibilityOutlinedIcon fontSize="small" aria-hidden />
              <Typography variant="body2" component="span">{t('myProducts.views', { count: product.views })}</Typography>
            </Box>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <FavoriteBorderIcon fontSize="small" aria-hidden />
              <Typography variant="body2" component="span">{t('myProducts.likes', { count: product.likesCount })}</Typography>
            </Box>
          </Box>
          {edit?.status === 'pending' && (
            <Alert severity="info" variant="outlined" role="note" sx={{ py: 0 }}>
              {t('myProducts.editPending')}
            </Alert>
          )}
          {edit?.status === 'rejected' && (
            <Alert severity="error" variant="outlined" role="note" sx={{ py: 0 }}>
              <span dir="auto">{t('myProducts.editRejected', { reason: edit.rejectionReason ?? '' })}</span>
            </Alert>
          )}
          {isRejected && product.rejectionReason && (
            <Alert severity="error" variant="outlined" role="note" sx={{ py: 0 }}>
              <span dir="auto">{t('myProducts.rejectionReason', { reason: product.rejectionReason })}</span>
            </Alert>
          )}
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        {status === 'expired' && (
          <Button size="small" variant="contained" startIcon={<RefreshIcon />} onClick={() => onRenew(product)} disabled={isRenewing} aria-label={t('myProducts.renewLabel', { name: product.name })}>
            {t('myProducts.renew')}
          </Button>
        )}
        <Button size="small" component={RouterLink} to={paths.product.getHref(product._id)} startIcon={<OpenInNewIcon />} aria-label={t('myProducts.viewLabel', { name: product.name })}>
          {t('myProducts.view')}
        </Button>
        {isShareable(product) && (
          <Button size="small" startIcon={<ShareIcon />} onClick={() => void handleShare()} aria-label={t('myProducts.shareLabel', { name: product.name })}>
            {t('myProducts.share')}
          </Button>
        )}
        <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => onEdit(product)} aria-label={t('myProducts.editLabel', { name: product.name })}>
          {t('myProducts.edit')}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => onDelete(product)} aria-label={t('myProducts.deleteLabel', { name: product.name })}>
          {t('myProducts.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
