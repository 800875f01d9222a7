import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

/** Nothing to show yet: an icon, a title, a line of help and an optional action. */
export function EmptyState({
  Icon,
  title,
  body,
  action,
}: {
  Icon: typeof SvgIcon;
  title: string;
  body: string;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, sm: 8 }, px: 2 }}>
      <Icon color="primary" sx={{ fontSize: 64, mb: 1, opacity: 0.85 }} />
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: action ? 3 : 0 }}>
        {body}
      </Typography>
      {action}
    </Box>
  );
}
