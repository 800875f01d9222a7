import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Seller } from '@solar/shared/contract/products';
import { formatDate } from '../../../lib/format.ts';

/**
 * A seller's trust marks (docs/decisions/016-trust-badges.md): «موثّق» with the green tick only when an
 * admin verified the seller; «رقم مؤكد», plain, when the sign-up code came back.
 */
export function SellerBadges({ seller }: { seller: Pick<Seller, 'isVerified' | 'phoneConfirmed'> }) {
  const { t } = useTranslation('products');
  if (!seller.isVerified && !seller.phoneConfirmed) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {seller.isVerified && (
        <Chip size="small" color="primary" icon={<VerifiedIcon />} label={t('detail.seller.verified')} title={t('detail.seller.verifiedHint')} />
      )}
      {seller.phoneConfirmed && <Chip size="small" variant="outlined" icon={<PhoneOutlinedIcon />} label={t('detail.seller.phoneConfirmed')} />}
    </Stack>
  );
}

/** "Member since March 2025", in the page's language. */
export function MemberSince({ date }: { date: string }) {
  const { t } = useTranslation('products');
  return (
    <Typography variant="body2" color="text.secondary">
      <time dateTime={date}>{t('detail.seller.memberSince', { date: formatDate(date, { month: 'long', year: 'numeric' }) })}</time>
    </Typography>
  );
}
