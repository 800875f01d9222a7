import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WantedRequest } from '@solar/shared/contract/wanted';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { getLocationNames } from '../../../lib/location-names.ts';
import { useOffers, useWantedRequest } from '../api/wanted.ts';
import { ItemLine } from './item-line.tsx';
import { OfferForm } from './offer-form.tsx';
import { OffersComparison } from './offers-comparison.tsx';

interface WantedRequestPageProps {
  id: string;
  isSignedIn: boolean;
  onSignIn: () => void;
}

/** A request's page: what is needed; its buyer compares the offers, a seller sends or edits theirs. */
export function WantedRequestPage({ id, isSignedIn, onSignIn }: WantedRequestPageProps) {
  const { t } = useTranslation('wanted');
  const query = useWantedRequest(id, isSignedIn);
  if (query.isPending) return <Typography color="text.secondary">{t('request.loading')}</Typography>;
  if (query.isError) return <Alert severity="warning">{t('request.notFound')}</Alert>;
  const request = query.data.data;
  return (
    <Stack spacing={3}>
      <RequestDetails request={request} />
      {request.isMine ? (
        <OffersComparison request={request} />
      ) : request.status !== 'approved' ? (
        <Alert severity="info">{t('request.closed')}</Alert>
      ) : isSignedIn ? (
        <AnswererSide request={request} />
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ mb: 1 }}>{t('request.signInToOffer')}</Typography>
          <Button variant="contained" startIcon={<LoginIcon />} onClick={onSignIn} aria-haspopup="dialog">
            {t('request.signIn')}
          </Button>
        </Paper>
      )}
    </Stack>
  );
}

/** The signed-in answerer: their own offer (read back to edit), or a new one. */
function AnswererSide({ request }: { request: WantedRequest }) {
  const own = useOffers(request._id, { isEnabled: request.myOfferId !== null });
  if (request.myOfferId && !own.data) return null;
  const offer = own.data?.data.offers[0] ?? null;
  return <OfferForm key={offer?._id ?? 'new'} request={request} offer={offer} />;
}

function RequestDetails({ request }: { request: WantedRequest }) {
  const { t, i18n } = useTranslation('wanted');
  const place = getLocationNames(request.governorate, request.city, i18n.language === 'en' ? 'en' : 'ar');
  return (
    <Stack spacing={1}>
      <PageHeading title={request.title} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip label={t(`status.${request.status}`)} color={request.status === 'approved' ? 'success' : 'default'} />
        <Chip variant="outlined" label={t('card.where', { city: place.city, governorate: place.governorate })} />
        <Chip variant="outlined" label={request.budget ? t('card.budget', { budget: formatPrice(request.budget, request.currency) }) : t('card.noBudget')} />
        {request.installationWanted && <Chip variant="outlined" color="primary" label={t('card.installation')} />}
      </Stack>
      {request.status === 'rejected' && request.rejectionReason && <Alert severity="error">{t('request.rejected', { reason: request.rejectionReason })}</Alert>}
      {request.status === 'pending' && request.isMine && <Alert severity="info">{t('request.pending')}</Alert>}
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, pt: 1 }}>
        {t('request.needs')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0 }}>
        {request.items.map((item, index) => (
          <Typography key={index} component="li" sx={{ listStyle: 'none' }}>
            <ItemLine item={item} />
          </Typography>
        ))}
      </Stack>
      {request.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{request.description}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {[
          t('request.buyer', { name: request.buyer.name }),
          request.buyer.phoneConfirmed ? t('trust.phoneConfirmed') : null,
          request.expiresAt ? t('request.openUntil', { date: formatDate(request.expiresAt) }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Stack>
  );
}
