import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '@solar/shared/contract/common';
import type { ProductType } from '@solar/shared/reference/catalog';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';
import { useWrappingIndex } from '../../../hooks/use-wrapping-index.ts';
import { mirroredInRtl } from '../../../components/ui/mirrored-in-rtl.ts';
import { ProductImagePlaceholder } from './product-image-placeholder.tsx';
import { pictureProps } from '../utils/picture-props.ts';

// Its own chunk: downloaded when the visitor first opens it (or points at the photo).
const PictureViewer = lazyWithPreload(async () => (await import('../../../components/ui/picture-viewer.tsx')).PictureViewer);

// The photo's width on screen, so a phone takes the variant its screen needs (issue #17): the page's side
// padding off the width on phones (16 px a side) and tablets (24 px), and from 960 px on the wider column,
// 7 of 12 of the page (at most 1280 px) after its padding and the 32 px gap.
export const MAIN_SIZES = '(min-width: 1280px) 700px, (min-width: 960px) calc((100vw - 80px) * 7 / 12), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';
const THUMB_SIZE = 72;
// Past this a glide that has not arrived is taken as over (a slow machine's smooth scroll across several photos).
const GLIDE_TIMEOUT_MS = 2000;

const Picture = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

const overlayButton = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255, 255, 255, 0.9)',
  boxShadow: 1,
  '&:hover': { bgcolor: 'background.paper' },
} as const;

// Photos side by side in a row that scrolls and snaps one photo at a time: a finger swipes it on a phone,
// with no gesture code and no library (the browser scrolls, in the page's direction in Arabic too).
const Track = styled('ul')({
  display: 'flex',
  height: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
});
const Slide = styled('li')({ flex: '0 0 100%', height: '100%', scrollSnapAlign: 'center', scrollSnapStop: 'always' });

/** The photo a track shows, from how far it is scrolled (negative to the left on right-to-left pages). */
function visibleIndex(track: HTMLElement, count: number): number {
  const width = track.clientWidth;
  if (width === 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(track.scrollLeft) / width)));
}

interface ProductGalleryProps {
  images: readonly Image[];
  /** The product's name: the photos' text alternative. */
  name: string;
  /** The product's kind, for the drawing shown when there is no photo. */
  type?: ProductType;
}

/**
 * The product's photos: one large, previous/next that wrap around, thumbnails, and a full-screen viewer
 * that shares the same position (docs/product-brief.md §4).
 */
export function ProductGallery({ images, name, type }: ProductGalleryProps) {
  const { t } = useTranslation('products');
  const [index, setIndex] = useState(0);
  const [isViewerOpen, setIsViewerOpen] = useState(false);
  const [hasOpenedViewer, setHasOpenedViewer] = useState(false);
  const { previous, next, handleKeyDown } = useWrappingIndex(index, images.length, setIndex);
  // Another listing's photos (fewer of them) start from the first.
  if (index > 0 && index >= images.length) setIndex(0);
  const trackRef = useRef<HTMLUListElement>(null);
  // While the track glides to a photo chosen by an arrow, a thumbnail, a key or the viewer, the photos it
  // passes are not "chosen": the scroll handler waits until the track arrives (or gives up after a while,
  // or the buyer's finger takes over).
  const gliding = useRef<{ to: number; until: number } | null>(null);
  // The photo the track itself chose (a swipe): the track is already going there, and is left alone.
  const swipedTo = useRef<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const wasViewerOpen = useRef(false);

  // The viewer gives the focus back to the photo that opened it, which is out of reach once the viewer moved
  // on to another photo: the photo shown now takes it instead (its effect runs after the viewer's own).
  useEffect(() => {
    if (wasViewerOpen.current && !isViewerOpen) openers.current[index]?.focus({ preventScroll: true });
    wasViewerOpen.current = isViewerOpen;
  }, [isViewerOpen, index]);

  // A photo chosen by anything but the track moves the track there, always: even when a glide to another
  // photo is under way and happens to pass this one (issue #17: a stale glide used to land on the photo it
  // was going to and take the counter, and the opener, back with it). A new scrollTo also ends that glide.
  // Before the browser draws (a layout effect): a scroll event in between, from a glide that is settling,
  // would otherwise find the new photo chosen and the track not yet sent there, and take the choice back.
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    if (swipedTo.current === index) {
      swipedTo.current = null;
      return;
    }
    swipedTo.current = null;
    const target = index * track.clientWidth;
    if (!gliding.current && Math.abs(Math.abs(track.scrollLeft) - target) < 2) return;
    gliding.current = { to: index, until: Date.now() + GLIDE_TIMEOUT_MS };
    const sign = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
    track.scrollTo?.({ left: sign * target });
  }, [index, images.length]);

  const handleScroll = () => {
    const track = trackRef.current;
    if (!track) return;
    const glide = gliding.current;
    if (glide) {
      const hasArrived = Math.abs(Math.abs(track.scrollLeft) - glide.to * track.clientWidth) < 2;
      if (!hasArrived && Date.now() < glide.until) return;
      gliding.current = null;
      // Arrived where it was sent: the photo is already the chosen one.
      if (hasArrived) return;
    }
    const shown = visibleIndex(track, images.length);
    if (shown === index) return;
    swipedTo.current = shown;
    setIndex(shown);
  };
  // A finger, a wheel or a trackpad on the track takes over from a glide still under way.
  const handleTakeOver = () => {
    gliding.current = null;
  };

  if (images.length === 0) {
    return (
      <Box sx={{ aspectRatio: '4 / 3', borderRadius: 2, overflow: 'hidden' }}>
        <ProductImagePlaceholder label={t('card.noImage')} type={type} />
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
        <Track
          ref={trackRef}
          onScroll={hasSeveral ? handleScroll : undefined}
          onPointerDown={hasSeveral ? handleTakeOver : undefined}
          onWheel={hasSeveral ? handleTakeOver : undefined}
        >
          {images.map((photo, photoIndex) => {
            const isShown = photoIndex === index;
            return (
              // Only the shown photo is reachable by keyboard and screen readers; the others are a swipe away.
              <Slide key={photo._id} aria-hidden={isShown ? undefined : true} inert={!isShown}>
                <ButtonBase
                  ref={(button: HTMLButtonElement | null) => {
                    openers.current[photoIndex] = button;
                  }}
                  onClick={handleOpenViewer}
                  onPointerEnter={PictureViewer.preload}
                  onFocus={PictureViewer.preload}
                  aria-label={t('gallery.openViewer')}
                  aria-haspopup="dialog"
                  sx={{ width: '100%', height: '100%', cursor: 'zoom-in' }}
                >
                  <Picture {...pictureProps(photo, MAIN_SIZES, photoIndex === 0)} alt={name} />
                </ButtonBase>
              </Slide>
            );
          })}
        </Track>
        <FullscreenIcon
          aria-hidden="true"
          sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white', bgcolor: 'rgba(0, 0, 0, 0.55)', borderRadius: 1, p: 0.25, pointerEvents: 'none' }}
        />
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
          <PictureViewer
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
