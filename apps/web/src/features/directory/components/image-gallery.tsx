import { useState } from 'react';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { Image } from '@solar/shared/contract/common';
import { PictureViewer } from '../../../components/ui/picture-viewer.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { DetailSection } from './detail-section.tsx';

const Picture = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/**
 * Pictures (portfolio, shop gallery) as a grid of thumbnails; a tap opens the full-screen viewer at that
 * picture, and closing it returns to the picture last seen.
 */
export function ImageGallery({ images, label, name }: { images: Image[]; label: string; name: string }) {
  const { t } = useTranslation('directory');
  const [index, setIndex] = useState(0);
  const [isOpen, setIsOpen] = useState(false);
  const count = images.length;
  const position = (i: number) => ({ index: formatNumber(i + 1), count: formatNumber(count) });

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
      <PictureViewer isOpen={isOpen} images={images} name={name} index={index} onIndexChange={setIndex} onClose={() => setIsOpen(false)} />
    </>
  );
}

/** A profile's pictures (portfolio, gallery) as its last section, across both columns of the page. */
export function GallerySection({ title, images, label, name }: { title: string; images: Image[]; label: string; name: string }) {
  return (
    <Box sx={{ gridColumn: { md: 'span 2' }, minWidth: 0 }}>
      <DetailSection title={title} Icon={PhotoLibraryIcon}>
        <ImageGallery images={images} label={label} name={name} />
      </DetailSection>
    </Box>
  );
}
