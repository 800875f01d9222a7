import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image } from '@solar/shared/contract/common';
import { formatNumber } from '../../../../lib/format.ts';

const Picture = styled('img')({ display: 'block', width: '100%', height: 'auto', maxHeight: '80vh', objectFit: 'contain' });

interface ProductImagesDialogProps {
  isOpen: boolean;
  name: string;
  images: readonly Image[];
  onClose: () => void;
}

/** Every picture of a listing, large and one under the other: a moderator checks them all. */
export function ProductImagesDialog({ isOpen, name, images, onClose }: ProductImagesDialogProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} fullScreen={isPhone} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" dir="auto" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {t('images.title', { name })}
        </Box>
        <IconButton onClick={onClose} aria-label={t('images.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {/* Focusable: the pictures scroll, and a keyboard must be able to scroll them. */}
      <DialogContent dividers tabIndex={0} sx={{ display: 'grid', gap: 2, bgcolor: 'grey.100' }}>
        {images.map((image, index) => (
          <Picture
            key={image._id}
            src={image.url}
            srcSet={image.srcSet}
            sizes="(min-width: 900px) 860px, 100vw"
            width={image.width}
            height={image.height}
            alt={t('images.alt', { name, index: formatNumber(index + 1), total: formatNumber(images.length) })}
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        ))}
      </DialogContent>
    </Dialog>
  );
}
