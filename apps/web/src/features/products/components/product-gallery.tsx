import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '@solar/shared/contract/common';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';
import { useWrappingIndex } from '../hooks/use-wrapping-index.ts';
import { mirroredInRtl } from '../../../components/ui/mirrored-in-rtl.ts';
import { ProductImagePlaceholder } from './product-image-placeholder.tsx';

// Its own chunk: downloaded when the visitor first opens it (or points at the photo).
const ImageViewer = lazyWithPreload(async () => (await import('./image-viewer.tsx')).ImageViewer);

// The gallery takes the wider column from 960 px on (7 of 12 of at most 1280 px).
const MAIN_SIZES = '(min-width: 1280px) 720px, (min-width: 960px) 56vw, 100vw';
const THUMB_SIZE = 72;

const Picture = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

const overlayButton = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255, 255, 255, 0.9)',
  boxShadow: 1,
  '&:hover': { bgcolor: 'background.paper' },
} as const;

interface ProductGalleryProps {
  images: readonly Image[];
  /** The product's name: the photos' text alternative. */
  name: string;
}

/**
 * The product's photos: one large, previous/next that wrap around, thumbnails, and a full-screen viewer
 * that shares the same position (spec section 4).
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const { t } = useTranslation('products');
  const [index, setIndex] = useState(0);
  const [isViewerOpen, setIsViewerOpen] = useState(false);
  const [hasOpenedViewer, setHasOpenedViewer] = useState(false);
  const { previous, next, handleKeyDown } = useWrappingIndex(index, images.length, setIndex);
  const image = images[index];

  if (!image) {
    return (
      <Box sx={{ aspectRatio: '4 / 3', borderRadius: 2, overflow: 'hidden' }}>
        <ProductImagePlaceholder label={t('card.noImage')} />
      </Box>
    );
  }

  const hasSeveral = images.length > 1;
  const handleOpenViewer = () => {
    setIsViewerOpen(true);
    setHasOpenedViewer(true);
  };

  return (
    <Box component="section" aria-label={t('gallery.label')} onKeyDown={hasSeveral ? handleKeyDown : undefined}>
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.100', borderRadius: 2, overflow: 'hidden' }}>
        <ButtonBase
          onClick={handleOpenViewer}
          onPointerEnter={ImageViewer.preload}
          onFocus={ImageViewer.preload}
          aria-label={t('gallery.openViewer')}
          aria-haspopup="dialog"
          sx={{ width: '100%', height: '100%', cursor: 'zoom-in' }}
        >
          <Picture
            key={image._id}
            src={image.url}
            srcSet={image.srcSet}
            sizes={MAIN_SIZES}
            width={image.width}
            height={image.height}
            alt={name}
            // The first photo is the page's largest element: fetched at once; the others only when shown.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
          />
          <FullscreenIcon
            aria-hidden="true"
            sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white', bgcolor: 'rgba(0, 0, 0, 0.55)', borderRadius: 1, p: 0.25 }}
          />
        </ButtonBase>
        {hasSeveral && (
          <>
            <IconButton aria-label={t('gallery.previous')} onClick={previous} sx={{ ...overlayButton, left: 8 }}>
              <ChevronLeftIcon sx={mirroredInRtl} />
            </IconButton>
            <IconButton aria-label={t('gallery.next')} onClick={next} sx={{ ...overlayButton, right: 8 }}>
              <ChevronRightIcon sx={mirroredInRtl} />
            </IconButton>
            <Box
              aria-live="polite"
              sx={{ position: 'absolute', bottom: 8, right: 8, px: 1, borderRadius: 1, bgcolor: 'rgba(0, 0, 0, 0.7)', color: 'common.white', fontSize: '0.8125rem' }}
            >
              {t('gallery.position', { index: index + 1, total: images.length })}
            </Box>
          </>
        )}
      </Box>
      {hasSeveral && (
        <Stack component="ul" direction="row" sx={{ gap: 1, p: 0, m: 0, mt: 1, pb: 0.5, listStyle: 'none', overflowX: 'auto' }}>
          {images.map((thumb, thumbIndex) => {
            const isCurrent = thumbIndex === index;
            return (
              <li key={thumb._id}>
                <ButtonBase
                  onClick={() => setIndex(thumbIndex)}
                  aria-label={t('gallery.show', { index: thumbIndex + 1 })}
                  aria-current={isCurrent ? 'true' : undefined}
                  sx={{
                    width: THUMB_SIZE,
                    height: THUMB_SIZE * 0.75,
                    borderRadius: 1,
                    overflow: 'hidden',
                    border: 2,
                    borderColor: isCurrent ? 'primary.main' : 'transparent',
                    opacity: isCurrent ? 1 : 0.75,
                    bgcolor: 'grey.100',
                  }}
                >
                  <Picture src={thumb.url} srcSet={thumb.srcSet} sizes={`${THUMB_SIZE}px`} alt="" loading="lazy" decoding="async" sx={{ objectFit: 'cover' }} />
                </ButtonBase>
              </li>
            );
          })}
        </Stack>
      )}
      {hasOpenedViewer && (
        <Suspense fallback={null}>
          <ImageViewer
            isOpen={isViewerOpen}
            images={images}
            name={name}
            index={index}
            onIndexChange={setIndex}
            onClose={() => setIsViewerOpen(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
