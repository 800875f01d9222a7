import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { useDismissReports } from '../../api/dismiss-reports.ts';
import { useReports } from '../../api/get-reports.ts';
import type { ReportGroup } from '../../api/get-reports.ts';
import { useTakeDownReportedProduct } from '../../api/take-down-reported-product.ts';
import { readPage } from '../../utils/page-param.ts';
import { PagePagination } from '../../../../components/ui/page-pagination.tsx';
import { ListSkeleton } from '../shared-moderation/list-skeleton.tsx';
import { ReasonDialog } from '../shared-moderation/reason-dialog.tsx';
import { ReportGroupCard } from './report-group-card.tsx';

/** Listings that visitors reported, one card per listing: dismiss the reports or take the listing down. */
export function ReportsScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const query = useReports(page);
  const dismiss = useDismissReports();
  const takeDown = useTakeDownReportedProduct();
  const [target, setTarget] = useState<ReportGroup | null>(null);
  const [isTakeDownOpen, setIsTakeDownOpen] = useState(false);

  const handlePage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  const handleDismiss = (group: ReportGroup) =>
    dismiss.mutate(group.product._id, {
      onSuccess: () => toast.success(t('reports.dismissed', { name: group.product.name })),
      onError: (error) => toast.error(errorMessage(error, 'admin:reports.actionFailed')),
    });

  const handleOpenTakeDown = (group: ReportGroup) => {
    setTarget(group);
    setIsTakeDownOpen(true);
  };

  const handleTakeDown = async (reason: string) => {
    if (!target) return;
    await takeDown.mutateAsync({ productId: target.product._id, body: { reason } });
    toast.success(t('reports.takenDown', { name: target.product.name }));
    setIsTakeDownOpen(false);
  };

  let body;
  if (query.isPending) body = <ListSkeleton label={t('reports.loading')} hasPicture />;
  else if (query.isError) body = <ErrorState title={t('reports.loadError')} message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (query.data.data.length === 0) body = <EmptyState Icon={FlagOutlinedIcon} title={t('reports.emptyTitle')} body={t('reports.emptyBody')} />;
  else {
    body = (
      <>
        <Box component="ul" sx={{ display: 'grid', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
          {query.data.data.map((group) => (
            <li key={group.product._id}>
              <ReportGroupCard
                group={group}
                isDismissing={dismiss.isPending && dismiss.variables === group.product._id}
                onDismiss={handleDismiss}
                onTakeDown={handleOpenTakeDown}
              />
            </li>
          ))}
        </Box>
        <PagePagination page={page} totalPages={query.data.totalPages} onChange={handlePage} label={t('reports.pagination')} />
      </>
    );
  }

  return (
    <Box>
      <PageHeading title={t('reports.title')} />
      {query.isSuccess && query.data.total > 0 && (
        <Typography color="text.secondary" role="status" sx={{ mb: 2 }}>
          {t('reports.listingCount', { count: query.data.total })}
        </Typography>
      )}
      {body}
      <ReasonDialog
        isOpen={isTakeDownOpen}
        title={t('reports.takeDownTitle')}
        intro={t('reports.takeDownIntro')}
        productName={target?.product.name ?? ''}
        submitLabel={t('reports.takeDownSubmit')}
        onSubmit={handleTakeDown}
        onClose={() => setIsTakeDownOpen(false)}
      />
    </Box>
  );
}
