import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mirroredInRtl } from '../../../../components/ui/mirrored-in-rtl.ts';
import { paths } from '../../../../config/paths.ts';
import { formatNumber } from '../../../../lib/format.ts';
import { getLanguage } from '../../../../lib/i18n.ts';
import type { AuditEntry } from '../../api/get-audit-log.ts';
import { auditChanges } from '../../utils/audit-diff.ts';
import { TimeAgo } from '../shared-moderation/time-ago.tsx';

/** Actions the console names in words; any other is shown as recorded. */
export const KNOWN_ACTIONS = new Set([
  'product.approve', 'product.reject', 'product.takedown', 'product.feature', 'product.unfeature',
  'reports.dismiss',
  'user.verify', 'user.unverify', 'user.suspend', 'user.unsuspend',
  'settings.update', 'settings.calculator', 'calculator.update',
  'engineer.create', 'engineer.update', 'engineer.delete',
  'shop.create', 'shop.update', 'shop.delete',
  'ad.create', 'ad.update', 'ad.delete',
  'joinRequest.status',
  'prices.exclude', 'prices.include',
]);

export const TARGET_TYPES = ['product', 'user', 'settings', 'engineer', 'shop', 'ad', 'joinRequest'] as const;

const actionLabel = (t: TFunction, action: string) => (KNOWN_ACTIONS.has(action) ? t(`audit.actions.${action}`) : action);
const targetLabel = (t: TFunction, type: string) => ((TARGET_TYPES as readonly string[]).includes(type) ? t(`audit.targets.${type}`) : type);

function valueText(t: TFunction, value: unknown): string {
  if (value === undefined || value === null || value === '') return t('audit.empty');
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(getLanguage() === 'ar' ? '، ' : ', ');
  return JSON.stringify(value);
}

const LISTING_STATUSES = new Set(['pending', 'approved', 'rejected']);

/** One side of a change, under its caption: the value before or after, tinted red or green. */
function ChangeSide({ field, value, tone }: { field: string; value: unknown; tone: 'before' | 'after' }) {
  const { t } = useTranslation('admin');
  // A listing's status reads as the review queue names it.
  const text = field === 'status' && typeof value === 'string' && LISTING_STATUSES.has(value) ? t(`reports.status.${value}`) : valueText(t, value);
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <Typography variant="caption" color="text.secondary">
        {tone === 'before' ? t('audit.before') : t('audit.after')}
      </Typography>
      <Box
        dir="auto"
        sx={{
          px: 1,
          py: 0.5,
          borderRadius: 1,
          backgroundColor: tone === 'before' ? 'rgba(211, 47, 47, 0.08)' : 'rgba(46, 125, 50, 0.1)',
          overflowWrap: 'anywhere',
          whiteSpace: 'pre-line',
          typography: 'body2',
          minWidth: 0,
        }}
      >
        {text}
      </Box>
    </Box>
  );
}

/** One admin action: when, who, what, on which record, and what it changed. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const changesId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const changes = auditChanges(entry.before, entry.after);
  // A known key in words; anything else (or a key naming a group of labels) as recorded.
  const keyLabel = (key: string) => {
    const label: unknown = t(`audit.keys.${key}`, { defaultValue: key, returnObjects: true });
    return typeof label === 'string' ? label : key;
  };

  return (
    <Card component="article" variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {actionLabel(t, entry.action)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <TimeAgo date={entry.createdAt} />
          </Typography>
        </Box>
        <Typography variant="body2">
          {t('audit.by')}{' '}
          <Box component="span" dir="auto" sx={{ fontWeight: 700 }}>
            {entry.actor?.name || t('audit.system')}
          </Box>
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" variant="outlined" label={targetLabel(t, entry.targetType)} />
          {entry.targetName ? (
            <Typography component="span" variant="body2" dir="auto" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {entry.targetName}
            </Typography>
          ) : (
            entry.targetId && (
              <>
                <Typography component="span" variant="body2" dir="ltr" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', color: 'text.secondary' }}>
                  {entry.targetId}
                </Typography>
                {(TARGET_TYPES as readonly string[]).includes(entry.targetType) && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {t('audit.targetGone')}
                  </Typography>
                )}
              </>
            )
          )}
          {entry.targetId && entry.targetName && entry.targetType === 'product' && (
            <Link component={RouterLink} to={paths.product.getHref(entry.targetId)} variant="body2">
              {t('audit.openProduct')}
            </Link>
          )}
        </Box>
        {changes.length > 0 && (
          <Box>
            <Button
              size="small"
              onClick={() => setIsOpen((open) => !open)}
              aria-expanded={isOpen}
              aria-controls={changesId}
              endIcon={<ExpandMoreIcon sx={{ transform: isOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
              sx={{ minHeight: 40 }}
            >
              {t(isOpen ? 'audit.hideChanges' : 'audit.showChanges', { count: changes.length })}
            </Button>
            <Collapse in={isOpen} unmountOnExit>
              <Box component="dl" id={changesId} sx={{ display: 'grid', gap: 1.5, m: 0, mt: 1 }}>
                {changes.map((change) => (
                  <Box key={change.key} sx={{ display: 'grid', gap: 0.5, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                    <Typography component="dt" variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                      {keyLabel(change.key)}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr auto 1fr' }, alignItems: 'center' }}>
                      <ChangeSide field={change.key} value={change.before} tone="before" />
                      <ArrowForwardIcon fontSize="small" color="action" aria-hidden sx={{ ...mirroredInRtl, display: { xs: 'none', sm: 'block' } }} />
                      <ChangeSide field={change.key} value={change.after} tone="after" />
                    </Box>
                  </Box>
                ))}
              </Box>
            </Collapse>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
