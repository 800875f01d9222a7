import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled, useTheme } from '@mui/material/styles';
import { useId, useRef } from 'react';
import type { PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '@solar/shared/contract/common';
import { useWrappingIndex } from '../../hooks/use-wrapping-index.ts';
import { mirroredInRtl } from './mirrored-in-rtl.ts';

const SWIPE_MIN_PX = 50;

// Fills the stage and keeps its proportions: the stage's height is the screen's minus the bars.
const Picture = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'contain', userSelect: 'none' });

const sideButton = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'common.white',
  bgcolor: 'rgba(255, 255, 255, 0.16)',
  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.28)' },
} as const;

export interface PictureViewerProps {
  isOpen: boolean;
  images: readonly Image[];
  /** What the pictures show (a listing's or a profile's name): the title and every picture's text. */
  name: string;
  /** Owned by the caller, so a gallery behind the viewer follows it and closing returns to the last picture seen. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The one full-screen picture viewer (listings, profiles, the review console): previous/next wrapping at
 * both ends, arrow keys and swipes in the reading direction, a dot per picture.
 */
export function PictureViewer({ isOpen, images, name, index, onIndexChange, onClose }: PictureViewerProps) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const titleId = useId();
  const swipeStart = useRef<number | null>(null);
  const { previous, next, handleKeyDown } = useWrappingIndex(index, images.length, onIndexChange);
  const image = images[index];
  const hasSeveral = images.length > 1;
  const position = { index: index + 1, total: images.length };

  const handlePointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || !hasSeveral) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) < SWIPE_MIN_PX) return;
    // A swipe towards the reading start brings the next picture, as a page turns.
    const isForward = theme.direction === 'ltr' ? distance < 0 : distance > 0;
    if (isForward) next();
    else previous();
  };

  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      onKeyDown={hasSeveral ? handleKeyDown : undefined}
      slotProps={{ paper: { sx: { bgcolor: '#111', color: 'common.white' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" dir="auto" noWrap sx={{ flexGrow: 1, fontWeight: 700 }}>
          {t('pictures.title', { name })}
        </Typography>
        {hasSeveral && (
          <Typography variant="body2" role="status" sx={{ flexShrink: 0 }}>
            {t('pictures.position', position)}
          </Typography>
        )}
        <IconButton onClick={onClose} aria-label={t('pictures.close')} sx={{ color: 'common.white' }}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box
        onPointerDown={(event) => (swipeStart.current = event.clientX)}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        sx={{ position: 'relative', flexGrow: 1, minHeight: 0, touchAction: 'pan-y' }}
      >
        {image && (
          <Box sx={{ position: 'absolute', top: 0, bottom: 0, left: { xs: 0, sm: 72 }, right: { xs: 0, sm: 72 } }}>
            <Picture
              key={image._id}
              src={image.url}
              srcSet={image.srcSet}
              sizes="100vw"
              width={image.width}
              height={image.height}
              alt={t('pictures.alt', { name, ...position })}
              draggable={false}
              decoding="async"
            />
          </Box>
        )}
        {hasSeveral && (
          <>
            <IconButton aria-label={t('pictures.previous')} onClick={previous} size="large" sx={{ ...sideButton, left: 8 }}>
              <ChevronLeftIcon fontSize="large" sx={mirroredInRtl} />
            </IconButton>
            <IconButton aria-label={t('pictures.next')} onClick={next} size="large" sx={{ ...sideButton, right: 8 }}>
              <ChevronRightIcon fontSize="large" sx={mirroredInRtl} />
            </IconButton>
          </>
        )}
      </Box>
      {hasSeveral && (
        <Stack component="ul" direction="row" sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 0.5, py: 1.5, m: 0, px: 0, listStyle: 'none' }}>
          {images.map((dot, dotIndex) => (
            <li key={dot._id}>
              <ButtonBase
                onClick={() => onIndexChange(dotIndex)}
                aria-label={t('pictures.show', { index: dotIndex + 1 })}
                aria-current={dotIndex === index ? 'true' : undefined}
                sx={{ width: 28, height: 28, borderRadius: '50%' }}
              >
                <Box
                  component="span"
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: dotIndex === index ? 'common.white' : 'rgba(255, 255, 255, 0.4)' }}
                />
              </ButtonBase>
            </li>
          ))}
        </Stack>
      )}
    </Dialog>
  );
}
