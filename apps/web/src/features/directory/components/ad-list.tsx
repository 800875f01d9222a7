import CampaignIcon from '@mui/icons-material/Campaign';
import { AdCard } from './ad-card.tsx';
import { CardSkeleton } from './card-skeleton.tsx';
import { DirectoryList } from './directory-list.tsx';

const readNoFilters = () => ({});

/** /shop-ads: the shops' offers, a grid of cards, 10 a page. */
export function AdList() {
  return (
    <DirectoryList
      kind="ads"
      readFilters={readNoFilters}
      renderItem={(ad, index) => <AdCard ad={ad} isPriority={index === 0} />}
      EmptyIcon={CampaignIcon}
      skeleton={<CardSkeleton media="wide" lines={3} />}
      columns={{ xs: 1, sm: 2, md: 3, lg: 3 }}
    />
  );
}
