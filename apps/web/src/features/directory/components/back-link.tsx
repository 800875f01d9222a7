import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { mirroredInRtl } from '../../../components/ui/mirrored-in-rtl.ts';

/** The way back from a profile to its list, at the top of the page. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon sx={mirroredInRtl} />} sx={{ mb: 2 }}>
      {label}
    </Button>
  );
}
