import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import UnpublishedOutlinedIcon from '@mui/icons-material/UnpublishedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '@solar/shared/contract/admin';
import { externalLinks } from '../../../../config/paths.ts';
import { formatDate, formatPrice } from '../../../../lib/format.ts';
import { getLanguage } from '../../../../lib/i18n.ts';
import { getLocationNames } from '../../../../lib/location-names.ts';
import { toDialable } from '@solar/shared/domain/phone-links';
import type { ReviewStatus } from '../../api/get-review-queue.ts';
import { productConditionLabel, productTypeLabel } from '../../utils/product-labels.ts';
import { ExpandableText } from '../shared-moderation/expandable-text.tsx';
import { ReviewChanges } from './review-changes-panel.tsx';
import { useSpecRows } from '../../../../hooks/use-spec-rows.ts';
import { useListingFieldDisplay } from '../../../../hooks/use-listing-field-display.ts';
import { ModerationCard } from '../shared-moderation/moderation-card.tsx';

interface ReviewProductCardProps {
  product: AdminProduct;
  status: ReviewStatus;
  /** The action under way on this card, if any: its buttons wait. */
  busyAction: 'approve' | 'feature' | null;
  onApprove: (product: AdminProduct) => void;
  onReject: (product: AdminProduct) => void;
  onToggleFeatured: (product: AdminProduct) => void;
  onTakeDown: (product: AdminProduct) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A listing as a moderator judges it: pictures, facts, seller, what changed, and the decisions. */
export function ReviewProductCard({ product, status, busyAction, onApprove, onReject, onToggleFeatured, onTakeDown }: ReviewProductCardProps) {
  const { t } = useTranslation('admin');
  const place = getLocationNames(product.governorate, product.city, getLanguage());
  const isBusy = busyAction !== null;
  const dialable = toDialable(product.sellerContact.phone);
  const specRows = useSpecRows()(product.specs);
  // The badges a buyer sees beside the type and condition (contract/listing-fields.ts).
  const { badges } = useListingFieldDisplay()(product);

  return (
    <ModerationCard
      product={product}
      pictureWidth={200}
      badges={
        <>
          {status === 'pending' && product.isResubmission && !product.isLiveEdit && <Chip size="small" color="warning" label={t('review.resubmitted')} />}
          {/* An edit of a public listing: the approved version stays public until this is approved (issue #46). */}
          {/* Its sentence wraps: on one line it is wider than a phone, and the card ran off the screen's edge. */}
          {product.isLiveEdit && <Chip size="small" color="info" label={t('review.liveEdit')} sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }} />}
          {product.featured && <Chip size="small" color="primary" icon={<StarIcon />} label={t('review.featured')} />}
          {product.isExpired && <Chip size="small" label={t('review.expired')} />}
        </>
      }
      actions={
        <>
          {status !== 'approved' && (
            <Button
              variant="contained"
              color="success"
              startIcon={<CheckIcon />}
              onClick={() => onApprove(product)}
              disabled={isBusy}
              loading={busyAction === 'approve'}
              aria-label={t('review.approveLabel', { name: product.name })}
            >
              {t('review.approve')}
            </Button>
          )}
          {status === 'pending' && (
            <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => onReject(product)} disabled={isBusy} aria-haspopup="dialog" aria-label={t('review.rejectLabel', { name: product.name })}>
              {t('review.reject')}
            </Button>
          )}
          {status === 'approved' && (
            <>
              <Button
                variant={product.featured ? 'contained' : 'outlined'}
                startIcon={product.featured ? <StarIcon /> : <StarBorderIcon />}
                onClick={() => onToggleFeatured(product)}
                disabled={isBusy}
                loading={busyAction === 'feature'}
                aria-pressed={product.featured}
                aria-label={t('review.featureLabel', { name: product.name })}
              >
                {t('review.feature')}
              </Button>
              <Button variant="outlined" color="error" startIcon={<UnpublishedOutlinedIcon />} onClick={() => onTakeDown(product)} disabled={isBusy} aria-haspopup="dialog" aria-label={t('review.takeDownLabel', { name: product.name })}>
                {t('review.takeDown')}
              </Button>
            </>
          )}
        </>
      }
    >
      <Typography sx={{ color: 'primary.dark', fontWeight: 700 }}>
        {formatPrice(product.price, product.currency)}
        {product.isNegotiable && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {t('review.negotiable')}
          </Typography>
        )}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, m: 0 }}>
        <Fact label={t('review.type')}>{productTypeLabel(t, product.type)}</Fact>
        <Fact label={t('review.condition')}>{productConditionLabel(t, product.condition)}</Fact>
        {badges.map((badge) => (
          <Fact key={badge.field} label={badge.label}>
            {badge.text}
          </Fact>
        ))}
        <Fact label={t('review.place')}>
          {t('review.placeValue', { city: place.city, governorate: place.governorate })}
          {product.locationText && (
            <Box component="span" dir="auto" sx={{ display: 'block', color: 'text.secondary' }}>
              {product.locationText}
            </Box>
          )}
        </Fact>
        <Fact label={t('review.posted')}>
          <time dateTime={product.createdAt}>{formatDate(product.createdAt)}</time>
        </Fact>
      </Box>
      {specRows.length > 0 && (
        // The structured specifications the seller gave (issue #19), each in its unit: what approving publishes.
        <Box component="dl" aria-label={t('products:detail.specifications')} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, m: 0 }}>
          {specRows.map((row) => (
            <Fact key={row.field} label={row.label}>
              <bdi>{row.value}</bdi>
            </Fact>
          ))}
        </Box>
      )}
      {/* Old and new values of what changed since the last review, labelled for the listing's type. */}
      {product.changes.length > 0 && <ReviewChanges changes={product.changes} />}
      {product.description && <ExpandableText text={product.description} />}
      <Box sx={{ display: 'grid', gap: 0.5, p: 1.5, borderRadius: 1, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('review.seller', { name: product.seller.name })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {/\d/.test(dialable) && (
            <Link href={externalLinks.tel(dialable)} dir="ltr" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 32 }} aria-label={t('review.callSeller', { phone: product.sellerContact.phone })}>
              <PhoneOutlinedIcon fontSize="small" aria-hidden />
              {product.sellerContact.phone}
            </Link>
          )}
          {product.sellerContact.email && (
            <Link href={externalLinks.mailto(product.sellerContact.email)} dir="ltr" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 32, overflowWrap: 'anywhere' }} aria-label={t('review.emailSeller', { email: product.sellerContact.email })}>
              <EmailOutlinedIcon fontSize="small" aria-hidden />
              {product.sellerContact.email}
            </Link>
          )}
        </Box>
      </Box>
      {status === 'rejected' && product.rejectionReason && (
        <Alert severity="error" variant="outlined" role="note" sx={{ py: 0 }}>
          <span dir="auto">{t('review.rejectionReason', { reason: product.rejectionReason })}</span>
        </Alert>
      )}
    </ModerationCard>
  );
}
