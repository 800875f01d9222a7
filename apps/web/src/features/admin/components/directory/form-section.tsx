import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** Two fields side by side from the tablet width up, one under the other on a phone. */
export const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

/** A titled group of a console form's fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
