import Button from '@mui/material/Button';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { useTranslation } from 'react-i18next';
import { useEngineers } from '../api/get-engineers.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { countActiveFilters, readEngineerFilters } from '../utils/filter-params.ts';
import { CardSkeleton } from './card-skeleton.tsx';
import { EngineerCard } from './engineer-card.tsx';
import { EngineerFilters } from './engineer-filters.tsx';
import { PagedResults } from '../../../components/ui/paged-results.tsx';

/** The engineers screen below its banner: filters from the address, then a page of cards. */
export function EngineerList() {
  const { t } = useTranslation('directory');
  const { filters, page, setFilters, setPage } = useListParams(readEngineerFilters);
  const query = useEngineers({ ...filters, page });
  const isFiltered = countActiveFilters(filters) > 0 || Boolean(filters.search);

  return (
    <>
      <EngineerFilters filters={filters} onChange={setFilters} />
      <PagedResults
        query={query}
        page={page}
        onPageChange={setPage}
        getKey={(engineer) => engineer._id}
        renderItem={(engineer) => <EngineerCard engineer={engineer} />}
        EmptyIcon={PersonSearchIcon}
        emptyAction={
          isFiltered && (
            <Button variant="outlined" onClick={() => setFilters({})}>
              {t('filters.clear')}
            </Button>
          )
        }
        skeleton={<CardSkeleton />}
        columns={{ xs: 1, sm: 2, md: 3, lg: 4 }}
        texts={{
          loading: t('engineers.loading'),
          loadError: t('engineers.loadError'),
          count: (total) => t('engineers.count', { count: total }),
          emptyTitle: t(isFiltered ? 'engineers.noMatchTitle' : 'engineers.emptyTitle'),
          emptyBody: t(isFiltered ? 'engineers.noMatchBody' : 'engineers.emptyBody'),
          pagination: t('engineers.pagination'),
        }}
      />
    </>
  );
}
