import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { WantedItem } from '@solar/shared/contract/wanted';
import { PRODUCT_TYPE_SLUGS } from '@solar/shared/reference/catalog';
import { findGovernorate } from '@solar/shared/reference/locations';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';
import { PagePagination } from '../../../../components/ui/page-pagination.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatDate, formatNumber, formatPrice } from '../../../../lib/format.ts';
import { toast } from '../../../../lib/toast-store.ts';
import {
  WANTED_QUEUE_STATUSES, useDecideWanted, useDismissWantedReports, useTakeDownOffer, useWantedOffers, useWantedQueue,
  type AdminWanted, type WantedQueueStatus,
} from '../../api/wanted-queue.ts';
import { readPage } from '../../utils/page-param.ts';
import { ListSkeleton } from '../shared-moderation/list-skeleton.tsx';
import { ReasonDialog } from '../shared-moderation/reason-dialog.tsx';

/** What the reason dialog is open for: rejecting or taking down a request, or taking down one offer. */
type Decision = { kind: 'reject' | 'takedown'; request: AdminWanted } | { kind: 'offer'; offerId: string; name: string };
type Action = Decision | { kind: 'approve' | 'dismiss'; request: AdminWanted };

const readStatus = (params: URLSearchParams): WantedQueueStatus => {
  const value = params.get('status');
  return (WANTED_QUEUE_STATUSES as readonly string[]).includes(value ?? '') ? (value as WantedQueueStatus) : 'pending';
};
const failureText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** "2 × Batteries · 5 kWh": a requested line, short. */
function useItemText() {
  const { t } = useTranslation(['wanted', 'products']);
  return (item: WantedItem) => {
    const size = item.kwh
      ? t('wanted:size.kwh', { value: formatNumber(item.kwh, { maximumFractionDigits: 2 }) })
      : item.powerW
        ? t('wanted:size.watts', { value: formatNumber(item.powerW) })
        : null;
    const line = t('wanted:item', { quantity: formatNumber(item.quantity), type: t(`products:type.${PRODUCT_TYPE_SLUGS[item.type]}`) });
    return size ? `${line} · ${size}` : line;
  };
}

/** An open request's offers, for taking one down; read only once the admin opens them. */
function OffersList({ request, onTakeDown }: { request: AdminWanted; onTakeDown: (offerId: string, name: string) => void }) {
  const { t } = useTranslation('admin');
  const offers = useWantedOffers(request._id, { isEnabled: true });
  if (offers.isPending) return <ListSkeleton label={t('wantedQueue.offersLoading')} count={1} />;
  if (offers.isError) return <Alert severity="error">{offers.error.message}</Alert>;
  if (!offers.data.data.offers.length) return <Typography color="text.secondary">{t('wantedQueue.noOffers')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {offers.data.data.offers.map((offer) => {
        const name = offer.entry?.name ?? offer.answerer.name;
        return (
          <Box
            component="li"
            key={offer._id}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1 }}
          >
            <Typography variant="body2">{t('wantedQueue.offerLine', { name, total: formatPrice(offer.total, offer.currency), count: offer.lines.length })}</Typography>
            <Button size="small" color="error" onClick={() => onTakeDown(offer._id, name)}>
              {t('wantedQueue.takeDownOffer')}
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}

function WantedCard({ request, status, onAction }: { request: AdminWanted; status: WantedQueueStatus; onAction: (action: Action) => void }) {
  const { t, i18n } = useTranslation('admin');
  const itemText = useItemText();
  const [isOffersOpen, setIsOffersOpen] = useState(false);
  const place = findGovernorate(request.governorate)?.[i18n.language === 'en' ? 'en' : 'ar'] ?? request.governorate;
  const headingId = `wanted-${request._id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            <Link component={RouterLink} to={paths.wantedRequest.getHref(request._id)} dir="auto">
              {request.title}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('wantedQueue.meta', { buyer: request.buyer.name, place, date: formatDate(request.createdAt) })}{' '}
            <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>{`+${request.buyerPhone}`}</Box>
          </Typography>
          <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
            {request.items.map((item, index) => (
              <li key={index}>
                <Typography variant="body2">{itemText(item)}</Typography>
              </li>
            ))}
          </Box>
          {request.description && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} dir="auto">
              {request.description}
            </Typography>
          )}
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {request.budget !== null && <Chip size="small" variant="outlined" label={t('wantedQueue.budget', { budget: formatPrice(request.budget, request.currency) })} />}
            <Chip size="small" variant="outlined" label={t('wantedQueue.days', { count: request.openDays })} />
            {status === 'approved' && <Chip size="small" variant="outlined" label={t('wantedQueue.offers', { count: request.offersCount })} />}
            {request.openReports > 0 && <Chip size="small" color="warning" label={t('wantedQueue.reports', { count: request.openReports })} />}
          </Stack>
          {request.rejectionReason && <Alert severity="info">{t('wantedQueue.reason', { reason: request.rejectionReason })}</Alert>}
          {isOffersOpen && <OffersList request={request} onTakeDown={(offerId, name) => onAction({ kind: 'offer', offerId, name })} />}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {status === 'pending' && (
          <>
            <Button variant="contained" onClick={() => onAction({ kind: 'approve', request })}>
              {t('wantedQueue.approve')}
            </Button>
            <Button color="error" onClick={() => onAction({ kind: 'reject', request })}>
              {t('wantedQueue.reject')}
            </Button>
          </>
        )}
        {status === 'approved' && (
          <>
            {request.offersCount > 0 && (
              <Button onClick={() => setIsOffersOpen((open) => !open)} aria-expanded={isOffersOpen}>
                {isOffersOpen ? t('wantedQueue.hideOffers') : t('wantedQueue.showOffers')}
              </Button>
            )}
            {request.openReports > 0 && <Button onClick={() => onAction({ kind: 'dismiss', request })}>{t('wantedQueue.dismissReports')}</Button>}
            <Button color="error" onClick={() => onAction({ kind: 'takedown', request })}>
              {t('wantedQueue.takeDown')}
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
}

/**
 * /admin/wanted: buyers' wanted requests by review status (kept in the address), oldest first. Approving
 * and rejecting name the version read, as listings' review does; rejecting and taking down (a request,
 * or one of its offers) ask for the reason.
 */
export function WantedQueueScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const status = readStatus(params);
  const page = readPage(params);
  const query = useWantedQueue({ status, page });
  const decide = useDecideWanted();
  const dismiss = useDismissWantedReports();
  const takeDownOffer = useTakeDownOffer();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);

  const handleStatus = (next: WantedQueueStatus) => setParams(next === 'pending' ? {} : { status: next });
  const handlePage = (next: number) => {
    setParams({ ...(status === 'pending' ? {} : { status }), ...(next > 1 ? { page: String(next) } : {}) });
    window.scrollTo({ top: 0 });
  };

  const onAction = (action: Action) => {
    if (action.kind === 'reject' || action.kind === 'takedown' || action.kind === 'offer') {
      setDecision(action);
      setIsDialogOpen(true);
    } else if (action.kind === 'approve') {
      decide.mutate(
        { id: action.request._id, body: { action: 'approve', version: action.request.version } },
        { onSuccess: (response) => toast.success(response.message ?? t('wantedQueue.approved')), onError: (error) => toast.error(failureText(error, t('wantedQueue.failed'))) },
      );
    } else if (action.kind === 'dismiss') {
      dismiss.mutate(action.request._id, {
        onSuccess: () => toast.success(t('wantedQueue.reportsDismissed')),
        onError: (error) => toast.error(failureText(error, t('wantedQueue.failed'))),
      });
    }
  };

  // A refusal (an ApiError) keeps the dialog open with its message: the reason dialog shows it.
  const handleReason = async (reason: string) => {
    if (!decision) return;
    if (decision.kind === 'offer') {
      const response = await takeDownOffer.mutateAsync({ id: decision.offerId, reason });
      toast.success(response.message ?? t('wantedQueue.offerTakenDown'));
    } else {
      const { request } = decision;
      const body = decision.kind === 'reject' ? { action: 'reject' as const, version: request.version, reason } : { action: 'takedown' as const, reason };
      const response = await decide.mutateAsync({ id: request._id, body });
      if (response.message) toast.success(response.message);
    }
    setIsDialogOpen(false);
  };

  let body;
  if (query.isPending) body = <ListSkeleton label={t('wantedQueue.loading')} />;
  else if (query.isError) body = <ErrorState title={t('wantedQueue.loadError')} message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (query.data.data.length === 0) body = <EmptyState Icon={InboxOutlinedIcon} title={t(`wantedQueue.empty.${status}`)} body={t('wantedQueue.emptyBody')} />;
  else {
    body = (
      <>
        <Box component="ul" sx={{ display: 'grid', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
          {query.data.data.map((request) => (
            <li key={request._id}>
              <WantedCard request={request} status={status} onAction={onAction} />
            </li>
          ))}
        </Box>
        <PagePagination page={page} totalPages={query.data.totalPages} onChange={handlePage} label={t('wantedQueue.pagination')} />
      </>
    );
  }

  const dialog = decision?.kind ?? 'takedown';
  return (
    <Box>
      <PageHeading title={t('wantedQueue.title')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={status}
          onChange={(_event, next: WantedQueueStatus) => handleStatus(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('wantedQueue.tabsLabel')}
        >
          {WANTED_QUEUE_STATUSES.map((value) => (
            <Tab key={value} value={value} label={t(`wantedQueue.tabs.${value}`)} sx={{ minHeight: 48 }} />
          ))}
        </Tabs>
      </Box>
      {query.isSuccess && query.data.total > 0 && (
        <Typography color="text.secondary" role="status" sx={{ mb: 2 }}>
          {t('wantedQueue.count', { count: query.data.total })}
        </Typography>
      )}
      {body}
      <ReasonDialog
        isOpen={isDialogOpen}
        title={t(`wantedQueue.dialog.${dialog}.title`)}
        intro={t(`wantedQueue.dialog.${dialog}.intro`)}
        productName={decision ? (decision.kind === 'offer' ? decision.name : decision.request.title) : ''}
        submitLabel={t(`wantedQueue.dialog.${dialog}.submit`)}
        onSubmit={handleReason}
        onClose={() => setIsDialogOpen(false)}
      />
    </Box>
  );
}
