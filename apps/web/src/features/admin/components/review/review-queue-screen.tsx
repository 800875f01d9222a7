import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '@solar/shared/contract/admin';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { useApproveProduct } from '../../api/approve-product.ts';
import { useFeatureProduct } from '../../api/feature-product.ts';
import { REVIEW_STATUSES, isListingChanged, useReviewQueue } from '../../api/get-review-queue.ts';
import type { ReviewStatus } from '../../api/get-review-queue.ts';
import { useRejectProduct } from '../../api/reject-product.ts';
import { useTakeDownProduct } from '../../api/take-down-product.ts';
import { readPage } from '../../utils/page-param.ts';
import { PagePagination } from '../../../../components/ui/page-pagination.tsx';
import { ListSkeleton } from '../shared-moderation/list-skeleton.tsx';
import { ReasonDialog } from '../shared-moderation/reason-dialog.tsx';
import { ReviewProductCard } from './review-product-card.tsx';

type Decision = { kind: 'reject' | 'takeDown'; product: AdminProduct };

const readStatus = (params: URLSearchParams): ReviewStatus => {
  const value = params.get('status');
  return (REVIEW_STATUSES as readonly string[]).includes(value ?? '') ? (value as ReviewStatus) : 'pending';
};

const failureText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * The review queue: listings by status (kept in the address), oldest first. Approving is one tap;
 * rejecting and taking down ask for the reason the seller will read.
 */
export function ReviewQueueScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const status = readStatus(params);
  const page = readPage(params);
  const query = useReviewQueue({ status, page });
  const approve = useApproveProduct();
  const feature = useFeatureProduct();
  const reject = useRejectProduct();
  const takeDown = useTakeDownProduct();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [isDecisionOpen, setIsDecisionOpen] = useState(false);

  const handleStatus = (next: ReviewStatus) => setParams(next === 'pending' ? {} : { status: next });
  const handlePage = (next: number) => {
    setParams({ ...(status === 'pending' ? {} : { status }), ...(next > 1 ? { page: String(next) } : {}) });
    window.scrollTo({ top: 0 });
  };

  const busyActionOf = (product: AdminProduct) =>
    approve.isPending && approve.variables?.id === product._id
      ? 'approve'
      : feature.isPending && feature.variables?.id === product._id
        ? 'feature'
        : null;

  const handleApprove = (product: AdminProduct) =>
    approve.mutate({ id: product._id, body: { version: product.version } }, {
      onSuccess: (response) => toast.success(response.message || t('review.approved', { name: product.name })),
      onError: (error) => toast.error(failureText(error, t('review.actionFailed'))),
    });

  const handleToggleFeatured = (product: AdminProduct) =>
    feature.mutate(
      { id: product._id, featured: !product.featured },
      {
        onSuccess: (response) => toast.success(t(response.data.featured ? 'review.featuredDone' : 'review.unfeaturedDone', { name: product.name })),
        onError: (error) => toast.error(failureText(error, t('review.actionFailed'))),
      },
    );

  const openDecision = (kind: Decision['kind'], product: AdminProduct) => {
    setDecision({ kind, product });
    setIsDecisionOpen(true);
  };

  const handleReason = async (reason: string) => {
    if (!decision) return;
    const { kind, product } = decision;
    if (kind === 'reject') {
      try {
        const response = await reject.mutateAsync({ id: product._id, body: { reason, version: product.version } });
        toast.success(response.message || t('review.rejected', { name: product.name }));
      } catch (error) {
        if (!isListingChanged(error)) throw error;
        // The seller edited it meanwhile: close the dialog so the admin reads the refreshed card first.
        toast.error(failureText(error, t('review.actionFailed')));
      }
    } else {
      await takeDown.mutateAsync({ id: product._id, body: { reason } });
      toast.success(t('review.takenDown', { name: product.name }));
    }
    setIsDecisionOpen(false);
  };

  let body;
  if (query.isPending) body = <ListSkeleton label={t('review.loading')} hasPicture />;
  else if (query.isError) body = <ErrorState title={t('review.loadError')} message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (query.data.data.length === 0) {
    body = <EmptyState Icon={InboxOutlinedIcon} title={t(`review.empty.${status}.title`)} body={t(`review.empty.${status}.body`)} />;
  } else {
    body = (
      <>
        <Box component="ul" sx={{ display: 'grid', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
          {query.data.data.map((product) => (
            <li key={product._id}>
              <ReviewProductCard
                product={product}
                status={status}
                busyAction={busyActionOf(product)}
                onApprove={handleApprove}
                onReject={(target) => openDecision('reject', target)}
                onToggleFeatured={handleToggleFeatured}
                onTakeDown={(target) => openDecision('takeDown', target)}
              />
            </li>
          ))}
        </Box>
        <PagePagination page={page} totalPages={query.data.totalPages} onChange={handlePage} label={t('review.pagination')} />
      </>
    );
  }

  const isReject = decision?.kind === 'reject';
  return (
    <Box>
      <PageHeading title={t('review.title')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={status}
          onChange={(_event, next: ReviewStatus) => handleStatus(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('review.tabsLabel')}
        >
          {REVIEW_STATUSES.map((value) => (
            <Tab key={value} value={value} label={t(`review.tabs.${value}`)} sx={{ minHeight: 48 }} />
          ))}
        </Tabs>
      </Box>
      {query.isSuccess && query.data.total > 0 && (
        <Typography color="text.secondary" role="status" sx={{ mb: 2 }}>
          {t(`review.count.${status}`, { count: query.data.total })}
        </Typography>
      )}
      {body}
      <ReasonDialog
        isOpen={isDecisionOpen}
        title={t(isReject ? 'review.rejectTitle' : 'review.takeDownTitle')}
        intro={t(isReject ? 'review.rejectIntro' : 'review.takeDownIntro')}
        productName={decision?.product.name ?? ''}
        submitLabel={t(isReject ? 'review.rejectSubmit' : 'review.takeDownSubmit')}
        onSubmit={handleReason}
        onClose={() => setIsDecisionOpen(false)}
      />
    </Box>
  );
}
