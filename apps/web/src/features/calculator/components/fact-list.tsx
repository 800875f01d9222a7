import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list: two columns that stay readable on a phone. */
export function FactList({ items, dense = false }: { items: Fact[]; dense?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        // Fixed shares, so a long value wraps instead of squeezing its label to a word per line.
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)',
        columnGap: 2,
        rowGap: dense ? 0.5 : 0.75,
        '& dt, & dd': { m: 0, py: dense ? 0 : 0.25 },
        '& dd': { fontWeight: 600, textAlign: 'right' },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2">
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
