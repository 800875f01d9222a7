import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

/** One titled block of a profile page (contact, pricing, gallery…). */
export function DetailSection({ title, Icon, children }: { title: string; Icon: typeof SvgIcon; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Icon color="primary" fontSize="small" />
        <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem' }}>
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}

/** Label and value rows inside a section, as a definition list. */
export function InfoList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <Stack component="dl" sx={{ m: 0, gap: 1.25 }}>
      {items.map(({ label, value }) => (
        <div key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
