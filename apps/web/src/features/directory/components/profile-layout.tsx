import LocationOnIcon from '@mui/icons-material/LocationOn';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BackLink } from './back-link.tsx';

const centredOnPhone = { xs: 'center', sm: 'flex-start' } as const;

/**
 * An engineer's or a shop's page: the way back to the list, then the header (the picture, the name, its
 * badges and place; `aside` beside them, the contact buttons; `footer` below them), then the sections in
 * two columns from 900 px.
 */
export function ProfileLayout({
  back,
  media,
  name,
  badges,
  place,
  underPlace,
  aside,
  footer,
  children,
}: {
  back: { to: string; label: string };
  media: ReactNode;
  name: string;
  badges?: ReactNode;
  place: string;
  /** Lines under the place (the rating). */
  underPlace?: ReactNode;
  aside?: ReactNode;
  footer?: ReactNode;
  /** The sections (DetailSection, GallerySection). */
  children: ReactNode;
}) {
  return (
    <>
      <BackLink to={back.to} label={back.label} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 1.5, sm: 2.5 }, alignItems: centredOnPhone }}>
          {media}
          <Box sx={{ flexGrow: 1, minWidth: 0, textAlign: { xs: 'center', sm: 'start' } }}>
            <Typography component="h1" variant="h5" dir="auto" sx={{ mb: 1, textAlign: { xs: 'center', sm: 'start' } }}>
              {name}
            </Typography>
            {badges}
            <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', color: 'text.secondary', justifyContent: centredOnPhone }}>
              <LocationOnIcon fontSize="small" />
              <Typography variant="body2">{place}</Typography>
            </Stack>
            {underPlace}
          </Box>
          {aside}
        </Stack>
        {footer}
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
    </>
  );
}
