import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** Two fields side by side from the tablet width up, one under the other on a phone. */
export const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

interface FormSectionProps {
  title: string;
  /** A sentence under the title: what the fields are for. */
  intro?: string;
  /**
   * `plain` (the default): a group inside a dialog or a card, titled by an h3. `card`: a group that is its
   * own outlined card on a console page, titled by an h2.
   */
  variant?: 'plain' | 'card';
  children: ReactNode;
}

/** A titled group of a form's fields, named by its title for screen readers (a region). */
export function FormSection({ title, intro, variant = 'plain', children }: FormSectionProps) {
  const headingId = useId();
  const isCard = variant === 'card';
  const heading = isCard ? (
    <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
      {title}
    </Typography>
  ) : (
    <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
      {title}
    </Typography>
  );
  const header = intro ? (
    <Box>
      {heading}
      <Typography variant="body2" color="text.secondary">
        {intro}
      </Typography>
    </Box>
  ) : (
    heading
  );
  return isCard ? (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      {header}
      {children}
    </Paper>
  ) : (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      {header}
      {children}
    </Box>
  );
}
