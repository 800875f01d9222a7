import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { readEngineerFilters } from '../utils/filter-params.ts';
import { DirectoryList } from './directory-list.tsx';
import { EngineerCard } from './engineer-card.tsx';
import { EngineerFilters } from './engineer-filters.tsx';
import { JoinBanner } from './join-banner.tsx';

/** /engineers: the join banner, filters from the address, then a page of engineers. */
export function EngineerList() {
  return <DirectoryList kind="engineers" banner={<JoinBanner type="engineer" />} readFilters={readEngineerFilters} Filters={EngineerFilters} renderItem={(engineer) => <EngineerCard engineer={engineer} />} EmptyIcon={PersonSearchIcon} />;
}
