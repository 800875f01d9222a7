import { useRef } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { visuallyHidden } from './visually-hidden.ts';
import { PagePagination } from './page-pagination.tsx';
import { PagePart } from '../../lib/page-part.tsx';

interface Page<T> {
  data: T[];
  total: number;
  currentPage: number;
  totalPages: number;
}

export interface PagedResultsTexts {
  loading: string;
  loadError: string;
  count: (total: number) => string;
  emptyTitle: string;
  emptyBody: string;
  pagination: string;
}

interface PagedResultsProps<T> {
  query: UseQueryResult<Page<T>>;
  page: number;
  onPageChange: (page: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string;
  texts: PagedResultsTexts;
  EmptyIcon: typeof SvgIcon;
  /** Offered in the empty state (clear the filters, add the first entry). */
  emptyAction?: ReactNode;
  skeleton?: ReactNode;
  skeletonCount?: number;
  columns?: { xs: number; sm: number; md: number; lg: number };
}

const gridColumns = (columns: NonNullable<PagedResultsProps<unknown>['columns']>) =>
  Object.fromEntries(Object.entries(columns).map(([size, count]) => [size, `repeat(${count}, minmax(0, 1fr))`]));

/** One page of a list (directory, console): count, cards, numbered pages, and the loading, error and empty states. */
export function PagedResults<T>({
  query,
  page,
  onPageChange,
  renderItem,
  getKey,
  texts,
  EmptyIcon,
  emptyAction,
  skeleton = <Skeleton variant="rounded" height={152} />,
  skeletonCount = 6,
  columns = { xs: 1, sm: 2, md: 3, lg: 3 },
}: PagedResultsProps<T>) {
  const { t } = useTranslation();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const { data, error, isPending, isPlaceholderData, refetch } = query;
  const gridSx = { display: 'grid', gap: { xs: 2, md: 2.5 }, gridTemplateColumns: gridColumns(columns) };

  // A new page starts at its top, and keyboard and screen-reader users continue from the count.
  const handlePageChange = (next: number) => {
    onPageChange(next);
    summaryRef.current?.scrollIntoView?.({ block: 'start' });
    summaryRef.current?.focus({ preventScroll: true });
  };

  if (isPending) {
    return (
      <>
        <Typography role="status" sx={visuallyHidden}>
          {texts.loading}
        </Typography>
        <Box aria-busy sx={gridSx}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <Box key={index}>{skeleton}</Box>
          ))}
        </Box>
      </>
    );
  }

  // A failed refetch keeps what is shown; the error replaces the list only when there is nothing.
  if (!data) {
    return <ErrorState title={texts.loadError} message={error?.message ?? ''} onRetry={() => void refetch()} />;
  }

  if (data.data.length === 0) {
    // A page past the end (an old link after the list shrank) is not "nothing found".
    const isPastEnd = data.total > 0;
    return (
      <EmptyState
        Icon={EmptyIcon}
        title={isPastEnd ? t('list.pastEndTitle') : texts.emptyTitle}
        body={isPastEnd ? t('list.pastEndBody') : texts.emptyBody}
        action={
          isPastEnd ? (
            <Button variant="outlined" onClick={() => onPageChange(1)}>
              {t('list.firstPage')}
            </Button>
          ) : (
            emptyAction
          )
        }
      />
    );
  }

  return (
    <>
      <Typography ref={summaryRef} role="status" tabIndex={-1} color="text.secondary" sx={{ mb: 2, outline: 'none', scrollMarginTop: 80 }}>
        {texts.count(data.total)}
      </Typography>
      <Box component="ul" aria-busy={isPlaceholderData || undefined} sx={{ ...gridSx, listStyle: 'none', m: 0, p: 0, opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {data.data.map((item, index) => (
          <Box component="li" key={getKey(item)} sx={{ minWidth: 0 }}>
            <PagePart>{renderItem(item, index)}</PagePart>
          </Box>
        ))}
      </Box>
      <PagePagination page={page} totalPages={data.totalPages} onChange={handlePageChange} label={texts.pagination} />
    </>
  );
}
