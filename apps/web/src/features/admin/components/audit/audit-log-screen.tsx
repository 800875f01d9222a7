import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';
import { useAuditLog } from '../../api/get-audit-log.ts';
import { readPage } from '../../utils/page-param.ts';
import { PagePagination } from '../../../../components/ui/page-pagination.tsx';
import { ListSkeleton } from '../shared-moderation/list-skeleton.tsx';
import { AuditEntryCard, TARGET_TYPES } from './audit-entry-card.tsx';

/** What admins did, newest first, filtered by the kind of record; each entry opens to its changes. */
export function AuditLogScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const targetType = params.get('targetType') || undefined;
  const query = useAuditLog({ page, targetType });

  const handleTargetType = (next: string) => setParams(next ? { targetType: next } : {});
  const handlePage = (next: number) => {
    setParams({ ...(targetType ? { targetType } : {}), ...(next > 1 ? { page: String(next) } : {}) });
    window.scrollTo({ top: 0 });
  };

  let body;
  if (query.isPending) body = <ListSkeleton label={t('audit.loading')} />;
  else if (query.isError) body = <ErrorState title={t('audit.loadError')} message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (query.data.data.length === 0) body = <EmptyState Icon={HistoryIcon} title={t('audit.emptyTitle')} body={t('audit.emptyBody')} />;
  else {
    body = (
      <>
        <Box component="ul" sx={{ display: 'grid', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
          {query.data.data.map((entry) => (
            <li key={entry._id}>
              <AuditEntryCard entry={entry} />
            </li>
          ))}
        </Box>
        <PagePagination page={page} totalPages={query.data.totalPages} onChange={handlePage} label={t('audit.pagination')} />
      </>
    );
  }

  return (
    <Box>
      <PageHeading title={t('audit.title')} />
      <TextField
        select
        label={t('audit.filter')}
        value={targetType ?? ''}
        onChange={(event) => handleTargetType(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2, minWidth: 220, width: { xs: '100%', sm: 'auto' } }}
      >
        <option value="">{t('audit.allTargets')}</option>
        {TARGET_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`audit.targets.${type}`)}
          </option>
        ))}
      </TextField>
      <Box sx={{ height: 4, mb: 1 }}>{query.isFetching && !query.isPending && <LinearProgress aria-label={t('audit.loading')} />}</Box>
      {body}
    </Box>
  );
}
