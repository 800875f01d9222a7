import VerifiedIcon from '@mui/icons-material/Verified';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** The verified tick beside a name, announced as "verified" to screen readers. */
export function VerifiedBadge({ fontSize = 'small', sx }: { fontSize?: 'small' | 'medium' | 'inherit'; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('directory');
  return <VerifiedIcon color="primary" fontSize={fontSize} titleAccess={t('badges.verified')} sx={{ flexShrink: 0, ...sx }} />;
}
