import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useUnsubscribe, useUnsubscribeTarget } from '../api/saved-searches.ts';

/**
 * /u/{token}, an alert's unsubscribe link: works signed out (the signed token names what it stops).
 * Opening it only shows what will stop (link previews open links too); the button stops it.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const { t } = useTranslation('alerts');
  const target = useUnsubscribeTarget(token);
  const stop = useUnsubscribe(token);
  const data = target.data?.data;
  return (
    <>
      <PageHeading title={t('unsubscribe.title')} />
      <Card variant="outlined" sx={{ maxWidth: 560 }}>
        <CardContent>
          {target.isPending && <LinearProgress aria-label={t('unsubscribe.loading')} />}
          {target.isError && <Alert severity="error">{t('unsubscribe.invalid')}</Alert>}
          {data && (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography>
                {/* The name is the user's own text: isolated so its direction does not scramble the sentence. */}
                {data.kind === 'search' ? t('unsubscribe.search', { name: `\u2068${data.name ?? ''}\u2069` }) : t(`unsubscribe.${data.kind}`)}
              </Typography>
              {data.frequency === 'off' ? (
                <Alert severity="success" role="status">
                  {data.kind === 'wanted' ? t('unsubscribe.wantedDone') : t('unsubscribe.done')}
                </Alert>
              ) : (
                <Button variant="contained" color="error" startIcon={<NotificationsOffOutlinedIcon />} disabled={stop.isPending} onClick={() => stop.mutate()}>
                  {stop.isPending ? t('unsubscribe.stopping') : t('unsubscribe.confirm')}
                </Button>
              )}
              {stop.isError && <Alert severity="error">{stop.error.message}</Alert>}
              <Button component={RouterLink} to={paths.savedSearches.getHref()}>
                {t('unsubscribe.manage')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </>
  );
}
