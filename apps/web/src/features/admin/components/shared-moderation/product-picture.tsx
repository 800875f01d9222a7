import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '@solar/shared/contract/common';
import { PictureViewer } from '../../../../components/ui/picture-viewer.tsx';
import { formatNumber } from '../../../../lib/format.ts';

const Thumbnail = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

interface ProductPictureProps {
  name: string;
  images: readonly Image[];
}

/** A listing's first picture; a tap opens all of them full screen, from the first. */
export function ProductPicture({ name, images }: ProductPictureProps) {
  const { t } = useTranslation('admin');
  const [isOpen, setIsOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const first = images[0];
  const frame = { position: 'relative', width: '100%', aspectRatio: '4 / 3', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' } as const;

  if (!first) {
    return (
      <Box sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'text.secondary', textAlign: 'center', p: 1 }}>
        <Box>
          <ImageNotSupportedOutlinedIcon aria-hidden />
          <Box sx={{ typography: 'body2' }}>{t('images.none')}</Box>
        </Box>
      </Box>
    );
  }
  return (
    <>
      <ButtonBase
        onClick={() => {
          setIndex(0);
          setIsOpen(true);
        }}
        aria-haspopup="dialog"
        // The badge's number is visible text, so the name carries it too (WCAG 2.5.3).
        aria-label={images.length > 1 ? t('images.openCount', { name, count: images.length }) : t('images.open', { name })}
        sx={{ ...frame, display: 'block', cursor: 'zoom-in', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        <Thumbnail src={first.url} srcSet={first.srcSet} sizes="(min-width: 600px) 240px, 100vw" width={first.width} height={first.height} alt="" loading="lazy" />
        {images.length > 1 && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              bottom: 6,
              right: 6,
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              px: 0.75,
              py: 0.25,
              borderRadius: 1,
              bgcolor: 'rgba(0, 0, 0, 0.72)',
              color: 'common.white',
              typography: 'caption',
            }}
          >
            <PhotoLibraryOutlinedIcon sx={{ fontSize: 16 }} />
            {formatNumber(images.length)}
          </Box>
        )}
      </ButtonBase>
      <PictureViewer isOpen={isOpen} images={images} name={name} index={index} onIndexChange={setIndex} onClose={() => setIsOpen(false)} />
    </>
  );
}
