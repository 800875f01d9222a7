import QueryStatsIcon from '@mui/icons-material/QueryStats';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { GetPriceIndexesQuery, PriceIndexes } from '@solar/shared/contract/prices';
import { ALL_YEMEN } from '@solar/shared/reference/price-indexes';
import { usePriceIndexes } from '../../../../api/get-price-indexes.ts';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';
import { PriceIndexChoices } from '../../../../components/price-index/price-index-choices.tsx';
import { PriceIndexSections, shownIndexes, usePriceIndexNames, type PricePoint } from '../../../../components/price-index/price-index-sections.tsx';
import { paths } from '../../../../config/paths.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatDate, formatPrice } from '../../../../lib/format.ts';
import { priceIndexesQueryOf } from '../../../../lib/price-indexes-query.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { useExcludeFromIndex, usePointListings, type PointListing } from '../../api/price-index.ts';
import { ListSkeleton } from '../shared-moderation/list-skeleton.tsx';

type IndexUnit = PriceIndexes['indexes'][number]['unit'];

const samePoint = (a: PricePoint, b: PricePoint) => a.metric === b.metric && a.variant === b.variant && a.governorate === b.governorate && a.week === b.week;

function ListingCard({ listing, unit, isBusy, onToggle }: { listing: PointListing; unit: IndexUnit; isBusy: boolean; onToggle: () => void }) {
  const { t } = useTranslation('admin');
  const names = usePriceIndexNames();
  const headingId = `point-listing-${listing.productId}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} sx={listing.excluded ? { bgcolor: 'action.hover' } : undefined}>
      <CardContent sx={{ pb: 1 }}>
        <Stack spacing={0.5}>
          <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
            {listing.name === null ? (
              t('priceIndex.deleted')
            ) : (
              <Link component={RouterLink} to={paths.product.getHref(listing.productId)} dir="auto">
                {listing.name}
              </Link>
            )}
          </Typography>
          {listing.excluded && <Chip size="small" color="warning" label={t('priceIndex.excludedMark')} sx={{ alignSelf: 'flex-start' }} />}
          <Typography variant="body2">{t('priceIndex.price', { price: formatPrice(listing.price, listing.currency) })}</Typography>
          <Typography variant="body2">
            {t('priceIndex.unitPrice', { price: formatPrice(listing.perUnitUsd, 'USD', { significantDigits: 3 }), unit: t(`priceIndex.unit.${unit}`) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">{t('priceIndex.governorate', { place: names.place(listing.governorate) })}</Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="outlined" color={listing.excluded ? 'primary' : 'error'} disabled={isBusy} onClick={onToggle} sx={{ minHeight: 44 }}>
          {listing.excluded ? t('priceIndex.include') : t('priceIndex.exclude')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The listings behind the picked point, each with its button to leave the index or come back to it. */
function PointListingsPanel({ point, unit, onClose }: { point: PricePoint; unit: IndexUnit; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const names = usePriceIndexNames();
  const listings = usePointListings(point);
  const exclude = useExcludeFromIndex();

  const handleToggle = (listing: PointListing) => {
    const excluded = !listing.excluded;
    exclude.mutate(
      { id: listing.productId, excluded },
      {
        onSuccess: () => toast.success(t(excluded ? 'priceIndex.excludedToast' : 'priceIndex.includedToast')),
        onError: (error) => toast.error(errorMessage(error, 'admin:priceIndex.failed')),
      },
    );
  };

  let body;
  if (listings.isPending) body = <ListSkeleton label={t('priceIndex.listingsLoading')} count={2} />;
  else if (listings.isError) body = <ErrorState title={t('priceIndex.listingsError')} message={listings.error.message} onRetry={() => void listings.refetch()} />;
  else if (listings.data.length === 0) body = <Typography color="text.secondary">{t('priceIndex.noListings')}</Typography>;
  else {
    body = (
      <Box component="ul" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' }, listStyle: 'none', p: 0, m: 0 }}>
        {listings.data.map((listing) => (
          <li key={listing.productId}>
            <ListingCard listing={listing} unit={unit} isBusy={exclude.isPending && exclude.variables.id === listing.productId} onToggle={() => handleToggle(listing)} />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="point-listings" sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="point-listings" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t('priceIndex.listingsTitle', { place: names.place(point.governorate), week: formatDate(`${point.week}T12:00:00Z`) })}
        </Typography>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>{t('priceIndex.hide')}</Button>
      </Box>
      {listings.isSuccess && listings.data.length > 0 && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1.5 }}>
          {t('priceIndex.count', { count: listings.data.length })}
        </Typography>
      )}
      {body}
    </Box>
  );
}

/**
 * /admin/prices (issue #45 item 6): the public page's charts; picking a point (a week's column, a bar, or a
 * row of a table) lists the listings behind it, and a mistyped price can be kept out of the index (audited).
 * The choice takes effect at the index job's next run, which recomputes every week without the listing.
 */
export function PriceIndexScreen() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const query = priceIndexesQueryOf(search);
  const indexes = usePriceIndexes(query);
  const [picked, setPicked] = useState<PricePoint | null>(null);
  // Picking the picked point again closes its list, as its pressed button says it would.
  const handlePick = (next: PricePoint) => setPicked((current) => (current && samePoint(current, next) ? null : next));

  const handleChange = (next: Partial<GetPriceIndexesQuery>) => {
    const merged = { ...query, ...next };
    // A point of another place is not on the new charts' lines.
    if (merged.governorate !== query.governorate) setPicked(null);
    setSearch({ ...(merged.governorate === ALL_YEMEN ? {} : { governorate: merged.governorate }), currency: merged.currency }, { replace: true, preventScrollReset: true });
  };

  let body;
  if (indexes.isPending) body = <ListSkeleton label={t('priceIndex.loading')} count={2} />;
  else if (indexes.isError) body = <ErrorState title={t('priceIndex.loadError')} message={indexes.error.message} onRetry={() => void indexes.refetch()} />;
  else if (shownIndexes(indexes.data).length === 0) body = <EmptyState Icon={QueryStatsIcon} title={t('priceIndex.emptyTitle')} body={t('priceIndex.emptyBody')} />;
  else {
    const pickedIndex = picked && indexes.data.indexes.find((index) => index.metric === picked.metric && index.variant === picked.variant);
    body = (
      <PriceIndexSections
        data={indexes.data}
        picked={picked}
        onPick={handlePick}
        pickedPanel={picked && pickedIndex && <PointListingsPanel point={picked} unit={pickedIndex.unit} onClose={() => setPicked(null)} />}
      />
    );
  }

  return (
    <Box>
      <PageHeading title={t('priceIndex.title')} />
      <Typography sx={{ mb: 1, maxWidth: 760 }}>{t('priceIndex.intro')}</Typography>
      <Alert severity="info" sx={{ mb: 2, maxWidth: 760 }}>{t('priceIndex.nextRun')}</Alert>
      <PriceIndexChoices query={query} action={paths.admin.prices.getHref()} onChange={handleChange} />
      {body}
    </Box>
  );
}
