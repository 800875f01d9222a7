import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

/** The frame of the account screens: a centred card with an icon, the page's heading and a line of help. */
export function AuthPage({ title, Icon, intro, children }: { title: string; Icon: typeof SvgIcon; intro?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 0, sm: 2 }, p: { xs: 2, sm: 4 } }}>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <Icon color="primary" sx={{ fontSize: 48, mb: 0.5 }} aria-hidden />
        <PageHeading title={title} />
        {intro && (
          <Typography color="text.secondary" sx={{ mt: -1, overflowWrap: 'anywhere' }}>
            {intro}
          </Typography>
        )}
      </Box>
      {children}
    </Paper>
  );
}
