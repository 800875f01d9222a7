import CampaignIcon from '@mui/icons-material/Campaign';
import { useTranslation } from 'react-i18next';
import { useAds } from '../api/get-ads.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { AdCard } from './ad-card.tsx';
import { CardSkeleton } from './card-skeleton.tsx';
import { PagedResults } from '../../../components/ui/paged-results.tsx';

const readNoFilters = () => ({});

/** The shop ads: a grid of cards, 10 a page. */
export function AdList() {
  const { t } = useTranslation('directory');
  const { page, setPage } = useListParams(readNoFilters);
  const query = useAds({ page });

  return (
    <PagedResults
      query={query}
      page={page}
      onPageChange={setPage}
      getKey={(ad) => ad._id}
      renderItem={(ad, index) => <AdCard ad={ad} isPriority={index === 0} />}
      EmptyIcon={CampaignIcon}
      skeleton={<CardSkeleton media="wide" lines={3} />}
      columns={{ xs: 1, sm: 2, md: 3, lg: 3 }}
      texts={{
        loading: t('ads.loading'),
        loadError: t('ads.loadError'),
        count: (total) => t('ads.count', { count: total }),
        emptyTitle: t('ads.emptyTitle'),
        emptyBody: t('ads.emptyBody'),
        pagination: t('ads.pagination'),
      }}
    />
  );
}
