import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Image } from '@solar/shared/contract/common';
import { ProductPicture } from './product-picture.tsx';

interface ModerationCardProps {
  product: { name: string; images: readonly Image[] };
  /** The picture's column beside the text from the small breakpoint on, in pixels. */
  pictureWidth: number;
  /** The chips above the listing's name. */
  badges: ReactNode;
  /** What follows the name. */
  children: ReactNode;
  /** The moderator's buttons under the card. */
  actions: ReactNode;
}

/** A listing on a moderation screen (review queue, reports): its picture, badges and name, then the rest; the card is named by the listing. */
export function ModerationCard({ product, pictureWidth, badges, children, actions }: ModerationCardProps) {
  const headingId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `${pictureWidth}px 1fr` }, alignItems: 'start' }}>
        <ProductPicture name={product.name} images={product.images} />
        <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>{badges}</Box>
          <Typography id={headingId} component="h2" variant="h6" dir="auto" sx={{ lineHeight: 1.4, overflowWrap: 'anywhere', textAlign: 'start' }}>
            {product.name}
          </Typography>
          {children}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>{actions}</CardActions>
    </Card>
  );
}
