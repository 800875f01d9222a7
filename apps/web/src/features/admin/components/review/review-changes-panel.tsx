import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import BoltIcon from '@mui/icons-material/Bolt';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingChange } from '@solar/shared/contract/review-changes';
import { formatInternationalPhone } from '@solar/shared/domain/phone-links';
import { formatPercent, formatQuantity, formatVoltages } from '@solar/shared/domain/spec-format';
import { mirroredInRtl } from '../../../../components/ui/mirrored-in-rtl.ts';
import { visuallyHidden } from '../../../../components/ui/visually-hidden.ts';
import { formatNumber, formatPrice } from '../../../../lib/format.ts';
import { getLanguage } from '../../../../lib/i18n.ts';
import { getLocationNames } from '../../../../lib/location-names.ts';
import { compactDiff, wordDiff } from '../../utils/word-diff.ts';

type PictureChange = Extract<ListingChange, { format: 'pictures' }>;
type LongTextChange = Extract<ListingChange, { format: 'longText' }>;
type ValueChange = Exclude<ListingChange, PictureChange | LongTextChange>;

// Tints behind removed and added words; the words keep the body colour, so contrast stays AA.
const REMOVED_TINT = 'rgba(211, 47, 47, 0.1)';
const ADDED_TINT = 'rgba(46, 125, 50, 0.14)';

/** One side of a change in the reader's language and digits; null when the listing had none. */
function valueText(t: TFunction, change: ValueChange, side: 'old' | 'new'): string | null {
  const language = getLanguage();
  switch (change.format) {
    case 'text':
    case 'phone': {
      const value = change[side];
      if (value === null) return null;
      return change.format === 'phone' ? formatInternationalPhone(value) : value;
    }
    case 'choice': {
      const key = change[side];
      return key === null ? null : t(key);
    }
    case 'number': {
      const value = change[side];
      return value === null ? null : formatNumber(value);
    }
    case 'quantity': {
      const value = change[side];
      if (value === null) return null;
      return value === 0 && change.zero ? t(change.zero) : formatQuantity(value, change.unit, language);
    }
    case 'percent': {
      const value = change[side];
      return value === null ? null : formatPercent(value, language);
    }
    case 'count': {
      const value = change[side];
      return value === null ? null : t(change.text, { count: value });
    }
    case 'voltages': {
      const value = change[side];
      return value.length ? formatVoltages(value, language) : null;
    }
    case 'price': {
      const value = change[side];
      return value === null ? null : formatPrice(value.amount, value.currency);
    }
    case 'boolean': {
      const value = change[side];
      return value === null ? null : t(value ? 'review.changes.yes' : 'review.changes.no');
    }
    case 'place': {
      const value = change[side];
      return value === null ? null : t('review.placeValue', getLocationNames(value.governorate, value.city, language));
    }
  }
}

/**
 * Old → new on one line, each value isolated (`bdi`) so a Latin model name or a number on an Arabic page
 * keeps its order; the arrow points the reading way (mirrored on right-to-left pages).
 */
function OldToNew({ change }: { change: ValueChange }) {
  const { t } = useTranslation('admin');
  const [old, next] = [valueText(t, change, 'old'), valueText(t, change, 'new')];
  // A phone is read left to right in either language.
  const dir = change.format === 'phone' ? 'ltr' : undefined;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.25 }}>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ textDecoration: old === null ? 'none' : 'line-through', overflowWrap: 'anywhere' }}>
        <Box component="span" sx={visuallyHidden}>
          {t('review.changes.was')}{' '}
        </Box>
        <bdi dir={dir}>{old ?? t('review.changes.none')}</bdi>
      </Typography>
      <ArrowForwardIcon fontSize="small" color="action" aria-hidden sx={mirroredInRtl} />
      <Typography component="span" variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        <Box component="span" sx={visuallyHidden}>
          {t('review.changes.now')}{' '}
        </Box>
        <bdi dir={dir}>{next ?? t('review.changes.none')}</bdi>
      </Typography>
    </Box>
  );
}

/** A marked run of words: struck through on a red tint when removed, on a green tint when added. */
function Marked({ kind, children }: { kind: 'removed' | 'added'; children: string }) {
  const { t } = useTranslation('admin');
  const words = children.trimEnd();
  return (
    <>
      <Box
        component={kind === 'removed' ? 'del' : 'ins'}
        sx={{ backgroundColor: kind === 'removed' ? REMOVED_TINT : ADDED_TINT, textDecoration: kind === 'removed' ? 'line-through' : 'none', borderRadius: 0.5, px: 0.25 }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t(kind === 'removed' ? 'review.changes.removedText' : 'review.changes.addedText')}{' '}
        </Box>
        {words}
      </Box>
      {children.slice(words.length)}
    </>
  );
}

/** A long text's change as the words that changed with a few around them, and both texts in full on demand. */
function TextDiff({ change }: { change: LongTextChange }) {
  const { t } = useTranslation('admin');
  const fullId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const parts = compactDiff(wordDiff(change.old ?? '', change.new ?? ''));
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', textAlign: 'start' }}>
        {parts.map((part, index) =>
          part.kind === 'cut' ? (
            <Box component="span" key={index} aria-hidden color="text.secondary">
              {'… '}
            </Box>
          ) : part.kind === 'same' ? (
            part.text
          ) : (
            <Marked key={index} kind={part.kind}>
              {part.text}
            </Marked>
          ),
        )}
      </Typography>
      <Link component="button" type="button" variant="body2" onClick={() => setIsOpen((open) => !open)} aria-expanded={isOpen} aria-controls={fullId} sx={{ justifySelf: 'start', py: 0.5 }}>
        {t(isOpen ? 'review.changes.hideBoth' : 'review.changes.showBoth')}
      </Link>
      <Collapse in={isOpen} id={fullId}>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {(['old', 'new'] as const).map((side) => (
            <Box key={side} sx={{ p: 1, borderRadius: 1, backgroundColor: side === 'old' ? REMOVED_TINT : ADDED_TINT, minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary" component="p">
                {t(side === 'old' ? 'review.changes.fullBefore' : 'review.changes.fullAfter')}
              </Typography>
              <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', textAlign: 'start' }}>
                {change[side] ?? t('review.changes.none')}
              </Typography>
            </Box>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}

const THUMBNAIL = 56;

function Thumbnails({ pictures, kind }: { pictures: PictureChange['old']; kind: 'removed' | 'added' }) {
  const { t } = useTranslation('admin');
  return (
    <Box>
      <Typography variant="body2" component="p" sx={{ mb: 0.5 }}>
        {t(kind === 'removed' ? 'review.changes.picturesRemoved' : 'review.changes.picturesAdded', { count: pictures.length })}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
        {pictures.map((picture, index) => {
          const alt = t(kind === 'removed' ? 'review.changes.removedPicture' : 'review.changes.addedPicture', { number: index + 1 });
          const frame = { width: THUMBNAIL, height: THUMBNAIL, borderRadius: 1, border: 2, borderStyle: kind === 'removed' ? 'dashed' : 'solid', borderColor: kind === 'removed' ? 'error.main' : 'success.main', overflow: 'hidden' } as const;
          return (
            <Box component="li" key={picture._id} sx={frame}>
              {picture.thumbnailUrl ? (
                <Box component="img" src={picture.thumbnailUrl} alt={alt} width={THUMBNAIL} height={THUMBNAIL} loading="lazy" sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', opacity: kind === 'removed' ? 0.6 : 1 }} />
              ) : (
                // Its file went with the clean-up: said in words instead of a broken picture.
                <Box role="img" aria-label={`${alt}: ${t('review.changes.pictureGone')}`} sx={{ width: '100%', height: '100%', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', typography: 'caption', textAlign: 'center', lineHeight: 1.1, p: 0.25 }}>
                  <span aria-hidden>{t('review.changes.pictureGone')}</span>
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** Pictures removed and added as thumbnails; the same pictures moved around, in words. */
function PictureDiff({ change }: { change: PictureChange }) {
  const { t } = useTranslation('admin');
  const [oldIds, newIds] = [new Set(change.old.map((p) => p._id)), new Set(change.new.map((p) => p._id))];
  const removed = change.old.filter((p) => !newIds.has(p._id));
  const added = change.new.filter((p) => !oldIds.has(p._id));
  if (!removed.length && !added.length) return <Typography variant="body2">{t('review.changes.picturesReordered')}</Typography>;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {removed.length > 0 && <Thumbnails pictures={removed} kind="removed" />}
      {added.length > 0 && <Thumbnails pictures={added} kind="added" />}
    </Box>
  );
}

function ChangeValue({ change }: { change: ListingChange }): ReactNode {
  if (change.format === 'pictures') return <PictureDiff change={change} />;
  if (change.format === 'longText') return <TextDiff change={change} />;
  return <OldToNew change={change} />;
}

/**
 * What changed since the last review, field by field, with the old and the new value as people read them
 * (review-changes.ts in the contract); a change buyers already see (a live listing's price) says so.
 */
export function ReviewChanges({ changes }: { changes: readonly ListingChange[] }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1.5, py: 0.5 }}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t('review.changedFields')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 1.25, m: 0 }}>
        {changes.map((change) => (
          <Box key={change.field} sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
            <Box component="dt" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography component="span" variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
                {t(change.label)}
              </Typography>
              {change.appliedImmediately && (
                <Chip size="small" variant="outlined" icon={<BoltIcon />} label={t('review.changes.appliedImmediately')} sx={{ borderColor: 'info.main', height: 'auto', minHeight: 22, '& .MuiChip-label': { whiteSpace: 'normal' } }} />
              )}
            </Box>
            <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
              <ChangeValue change={change} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
