import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { Image } from '@solar/shared/contract/common';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { formatNumber } from '../../../lib/format.ts';
import { mirroredInRtl } from '../../../components/ui/mirrored-in-rtl.ts';
import { DetailSection } from './detail-section.tsx';

const Picture = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
const FullPicture = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

/**
 * Pictures (portfolio, shop gallery) as a grid of thumbnails; a tap opens the full-size viewer at that
 * picture. The viewer wraps around at both ends, follows the arrow keys in the reading direction, and its
 * position is the gallery's, so closing returns to the picture last seen.
 */
export function ImageGallery({ images, label }: { images: Image[]; label: string }) {
  const { t } = useTranslation('directory');
  const [index, setIndex] = useState(0);
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const count = images.length;
  const current = images[index];
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const position = (i: number) => ({ index: formatNumber(i + 1), count: formatNumber(count) });

  const handleKeyDown = (event: KeyboardEvent) => {
    const isRtl = document.documentElement.dir === 'rtl';
    if (event.key === 'ArrowRight') step(isRtl ? -1 : 1);
    else if (event.key === 'ArrowLeft') step(isRtl ? 1 : -1);
  };

  if (count === 0) return <Typography color="text.secondary">{t('gallery.empty')}</Typography>;

  return (
    <>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
        {images.map((image, i) => (
          <li key={image._id}>
            <ButtonBase
              onClick={() => {
                setIndex(i);
                setIsOpen(true);
              }}
              aria-label={t('gallery.open', position(i))}
              sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}
            >
              <Picture src={image.url} srcSet={image.srcSet} sizes="200px" width={image.width} height={image.height} alt="" loading="lazy" decoding="async" />
            </ButtonBase>
          </li>
        ))}
      </Box>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        fullScreen={isPhone}
        maxWidth="lg"
        fullWidth
        aria-labelledby={titleId}
        onKeyDown={handleKeyDown}
        slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: 'common.white', height: { sm: '90vh' } } } }}
      >
        <Typography id={titleId} component="h2" sx={visuallyHidden}>
          {t('gallery.viewer', { label })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1, py: 0.5 }}>
          <Typography role="status" sx={{ px: 1 }}>
            {t('gallery.position', position(index))}
          </Typography>
          <IconButton onClick={() => setIsOpen(false)} aria-label={t('common:actions.close')} sx={{ color: 'inherit' }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ position: 'relative', flexGrow: 1, minHeight: 0, display: 'flex', alignItems: 'center', px: { xs: 0, sm: 7 } }}>
          {current && (
            <FullPicture
              key={current._id}
              src={current.url}
              srcSet={current.srcSet}
              sizes="100vw"
              width={current.width}
              height={current.height}
              alt={t('gallery.pictureAlt', { label, ...position(index) })}
            />
          )}
          {count > 1 && (
            <>
              <IconButton
                onClick={() => step(-1)}
                aria-label={t('gallery.previous')}
                sx={{ position: 'absolute', left: 8, top: '50%', transform: 'translateY(-50%)', color: 'common.white', bgcolor: 'rgba(0,0,0,0.45)', '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' } }}
              >
                <ChevronLeftIcon sx={mirroredInRtl} />
              </IconButton>
              <IconButton
                onClick={() => step(1)}
                aria-label={t('gallery.next')}
                sx={{ position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)', color: 'common.white', bgcolor: 'rgba(0,0,0,0.45)', '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' } }}
              >
                <ChevronRightIcon sx={mirroredInRtl} />
              </IconButton>
            </>
          )}
        </Box>
        {count > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 0.5, py: 1.5 }}>
            {images.map((image, i) => (
              <ButtonBase
                key={image._id}
                onClick={() => setIndex(i)}
                aria-label={t('gallery.goTo', position(i))}
                aria-current={i === index || undefined}
                sx={{ width: 24, height: 24, borderRadius: '50%', display: 'grid', placeItems: 'center' }}
              >
                <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: i === index ? 'common.white' : 'grey.600' }} />
              </ButtonBase>
            ))}
          </Box>
        )}
      </Dialog>
    </>
  );
}

/** A profile's pictures (portfolio, gallery) as its last section, across both columns of the page. */
export function GallerySection({ title, images, label }: { title: string; images: Image[]; label: string }) {
  return (
    <Box sx={{ gridColumn: { md: 'span 2' }, minWidth: 0 }}>
      <DetailSection title={title} Icon={PhotoLibraryIcon}>
        <ImageGallery images={images} label={label} />
      </DetailSection>
    </Box>
  );
}
