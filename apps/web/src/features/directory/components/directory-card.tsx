import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { userText } from '../../../components/ui/user-text.ts';
import { VerifiedBadge } from './verified-badge.tsx';

/** A line of a card: an icon, then its text. */
export const cardRowSx = { alignItems: 'center', gap: 0.75, color: 'text.secondary' } as const;

/**
 * An engineer's or a shop's card in its list: what the card shows, then the button to the entry's page,
 * which names the entry (`nameId`, the id of its {@link CardName}) to screen readers.
 */
export function DirectoryCard({ nameId, href, actionLabel, children }: { nameId: string; href: string; actionLabel: string; children: ReactNode }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>{children}</CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button component={RouterLink} to={href} aria-describedby={nameId} variant="contained" fullWidth>
          {actionLabel}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The card's heading: the name as its owner wrote it, and the tick of a verified entry. */
export function CardName({ id, name, isVerified }: { id: string; name: string; isVerified: boolean }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="subtitle1" dir="auto" sx={{ ...userText, fontWeight: 700, lineHeight: 1.4 }}>
        {name}
      </Typography>
      {isVerified && <VerifiedBadge />}
    </Stack>
  );
}

/** The chips at the foot of a card (services, specialisations). */
export function CardChips({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75, mt: 'auto', pt: 0.5 }}>
      {children}
    </Stack>
  );
}
