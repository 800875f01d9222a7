import DoneAllIcon from '@mui/icons-material/DoneAll';
import UnpublishedOutlinedIcon from '@mui/icons-material/UnpublishedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../../components/ui/visually-hidden.ts';
import { paths } from '../../../../config/paths.ts';
import { formatNumber, formatPrice } from '../../../../lib/format.ts';
import type { ReportGroup } from '../../api/get-reports.ts';
import { reportReasonLabel } from '../../utils/product-labels.ts';
import { ModerationCard } from '../shared-moderation/moderation-card.tsx';
import { TimeAgo } from '../shared-moderation/time-ago.tsx';
import { ExternalLinkIcon } from '../../../../components/ui/external-link-icon.tsx';

interface ReportGroupCardProps {
  group: ReportGroup;
  isDismissing: boolean;
  onDismiss: (group: ReportGroup) => void;
  onTakeDown: (group: ReportGroup) => void;
}

/** The open reports on one listing: how many, why, what the reporters wrote, and the two answers. */
export function ReportGroupCard({ group, isDismissing, onDismiss, onTakeDown }: ReportGroupCardProps) {
  const { t } = useTranslation('admin');
  const { product } = group;
  // Only a live listing can be taken down; a pending or rejected one is already off the site.
  const canTakeDown = product.status === 'approved';

  return (
    <ModerationCard
      product={product}
      pictureWidth={160}
      badges={
        <>
          <Chip size="small" color="error" label={t('reports.count', { count: group.count })} />
          {!canTakeDown && <Chip size="small" label={t(`reports.status.${product.status}`)} />}
        </>
      }
      actions={
        <>
          <Button variant="outlined" startIcon={<DoneAllIcon />} onClick={() => onDismiss(group)} disabled={isDismissing} loading={isDismissing} aria-label={t('reports.dismissLabel', { name: product.name })}>
            {t('reports.dismiss')}
          </Button>
          {canTakeDown && (
            <Button variant="contained" color="error" startIcon={<UnpublishedOutlinedIcon />} onClick={() => onTakeDown(group)} disabled={isDismissing} aria-haspopup="dialog" aria-label={t('reports.takeDownLabel', { name: product.name })}>
              {t('reports.takeDown')}
            </Button>
          )}
        </>
      }
    >
      <Typography variant="body2" sx={{ color: 'primary.dark', fontWeight: 700 }}>
        {formatPrice(product.price, product.currency)}
      </Typography>
      <Link component={RouterLink} to={paths.product.getHref(product._id)} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 32, width: 'fit-content' }}>
        {t('reports.openListing')}
        <ExternalLinkIcon fontSize="small" aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          {t('reports.opensInNewTab')}
        </Box>
      </Link>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('reports.reasons')}
        </Typography>
        <Box component="ul" aria-label={t('reports.reasons')} sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
          {group.reasons.map(({ reason, count }) => (
            <li key={reason}>
              <Chip size="small" variant="outlined" label={t('reports.reasonCount', { reason: reportReasonLabel(t, reason), number: formatNumber(count) })} />
            </li>
          ))}
        </Box>
      </Box>
      {group.details.length > 0 && (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('reports.details')}
          </Typography>
          <Box component="ul" sx={{ display: 'grid', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}>
            {group.details.map((detail, index) => (
              <Typography
                key={index}
                component="li"
                variant="body2"
                dir="auto"
                sx={{ p: 1, borderRadius: 1, bgcolor: 'grey.50', borderLeft: 3, borderColor: 'divider', overflowWrap: 'anywhere', whiteSpace: 'pre-line', textAlign: 'start' }}
              >
                {detail}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('reports.lastReported')} <TimeAgo date={group.lastReportedAt} />
      </Typography>
    </ModerationCard>
  );
}
