import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

/** A profile page while it loads: the header's shape and two sections. */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <Box aria-busy>
      <Typography role="status" sx={visuallyHidden}>
        {label}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <Skeleton variant="circular" width={96} height={96} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="50%" height={36} />
            <Skeleton width="35%" />
            <Skeleton width="25%" />
          </Box>
        </Stack>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {[0, 1].map((i) => (
          <Paper key={i} variant="outlined" sx={{ p: 2.5 }}>
            <Skeleton width="40%" height={28} />
            <Skeleton />
            <Skeleton width="80%" />
            <Skeleton width="60%" />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

/**
 * A profile that could not be shown: why (the server's message when it gave one), a way back to the list,
 * and a retry unless the entry does not exist.
 */
export function ProfileFailure({
  pageTitle,
  title,
  message,
  backTo,
  backLabel,
  onRetry,
}: {
  pageTitle: string;
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={pageTitle} />
      <Alert severity="error" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
        <AlertTitle>{title}</AlertTitle>
        {message}
        <Stack direction="row" useFlexGap sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={backTo} variant="contained" color="error">
            {backLabel}
          </Button>
          {onRetry && (
            <Button variant="outlined" color="inherit" onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    </>
  );
}
