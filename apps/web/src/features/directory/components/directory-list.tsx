import Button from '@mui/material/Button';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PagedResults } from '../../../components/ui/paged-results.tsx';
import { useDirectoryPage } from '../api/directory-entries.ts';
import type { DirectoryFilters, DirectoryListItem, DirectoryListKind } from '../api/directory-entries.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { countActiveFilters } from '../utils/filter-params.ts';
import { CardSkeleton } from './card-skeleton.tsx';
import { PagePart } from '../../../lib/page-part.tsx';

/** The tab's title of each list, in the common catalogue. */
const PAGE_TITLES = { engineers: 'pages.engineers', shops: 'pages.shops', ads: 'pages.shopAds' } as const satisfies Record<DirectoryListKind, string>;

interface DirectoryListProps<K extends DirectoryListKind> {
  kind: K;
  /** Shown between the heading and the list (the join banner). */
  banner?: ReactNode;
  /** The kind's filters as the address holds them; a stable function (a module's own). */
  readFilters: (params: URLSearchParams) => DirectoryFilters<K>;
  Filters?: ComponentType<{ filters: DirectoryFilters<K>; onChange: (filters: DirectoryFilters<K>) => void }>;
  renderItem: (item: DirectoryListItem<K>, index: number) => ReactNode;
  EmptyIcon: typeof SvgIcon;
  skeleton?: ReactNode;
  columns?: { xs: number; sm: number; md: number; lg: number };
}

/**
 * /engineers, /shops and /shop-ads: the heading, the filters from the address, then a page of cards with
 * numbered pages; texts from the kind's part of the directory catalogue.
 */
export function DirectoryList<K extends DirectoryListKind>({ kind, banner, readFilters, Filters, renderItem, EmptyIcon, skeleton = <CardSkeleton />, columns = { xs: 1, sm: 2, md: 3, lg: 4 } }: DirectoryListProps<K>) {
  const { t } = useTranslation('directory');
  const { filters, page, setFilters, setPage } = useListParams(readFilters);
  const query = useDirectoryPage(kind, { ...filters, page });
  const isFiltered = countActiveFilters(filters) > 0 || Boolean(filters.search);

  return (
    <>
      <PageHeading title={t(`common:${PAGE_TITLES[kind]}`)}>{t(`${kind}.title`)}</PageHeading>
      <PagePart>{banner}</PagePart>
      <PagePart>{Filters && <Filters filters={filters} onChange={setFilters} />}</PagePart>
      <PagedResults
        query={query}
        page={page}
        onPageChange={setPage}
        getKey={(item: DirectoryListItem<K>) => item._id}
        renderItem={renderItem}
        EmptyIcon={EmptyIcon}
        emptyAction={
          isFiltered && (
            <Button variant="outlined" onClick={() => setFilters({})}>
              {t('filters.clear')}
            </Button>
          )
        }
        skeleton={skeleton}
        columns={columns}
        texts={{
          loading: t(`${kind}.loading`),
          loadError: t(`${kind}.loadError`),
          count: (total) => t(`${kind}.count`, { count: total }),
          emptyTitle: t(isFiltered ? `${kind}.noMatchTitle` : `${kind}.emptyTitle`),
          emptyBody: t(isFiltered ? `${kind}.noMatchBody` : `${kind}.emptyBody`),
          pagination: t(`${kind}.pagination`),
        }}
      />
    </>
  );
}
