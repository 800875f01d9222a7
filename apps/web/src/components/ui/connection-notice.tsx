import Alert from '@mui/material/Alert';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isTemporaryOutage } from '../../lib/query-client.ts';

/**
 * "Connection problem, trying again" while any read is waiting to retry after a 503: the page keeps what
 * it shows and tells the visitor why nothing new arrives, instead of a generic error (docs/decisions/009-database-outages.md).
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const retrying = useIsFetching({
    predicate: (query) => query.state.fetchFailureCount > 0 && isTemporaryOutage(query.state.fetchFailureReason),
  });
  if (retrying === 0) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {t('status.retrying')}
    </Alert>
  );
}
