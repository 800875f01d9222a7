import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { visuallyHidden } from '../../../../components/ui/visually-hidden.ts';
import { PagePagination } from '../../../../components/ui/page-pagination.tsx';

interface Page<T> {
  data: T[];
  total: number;
  currentPage: number;
  totalPages: number;
}

export interface EntryListTexts {
  loading: string;
  loadError: string;
  count: (total: number) => string;
  pagination: string;
  empty: { title: string; body: string; action?: ReactNode };
}

interface EntryListProps<T> {
  query: UseQueryResult<Page<T>>;
  page: number;
  onPageChange: (page: number) => void;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  texts: EntryListTexts;
  EmptyIcon: typeof SvgIcon;
}

const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } } as const;

/** One page of a console list: count, cards, numbered pages, and the loading, error and empty states. */
export function EntryList<T>({ query, page, onPageChange, getKey, renderItem, texts, EmptyIcon }: EntryListProps<T>) {
  const { t } = useTranslation('admin-directory');
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const { data, error, isPending, isPlaceholderData, refetch } = query;

  // A new page starts at its top, and keyboard and screen-reader users go on from the count.
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
        <Box aria-hidden sx={gridSx}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={152} />
          ))}
        </Box>
      </>
    );
  }

  // A failed refetch keeps what is shown; the error replaces the list only when there is nothing.
  if (!data) return <ErrorState title={texts.loadError} message={error?.message ?? ''} onRetry={() => void refetch()} />;

  if (data.data.length === 0) {
    // A page past the end (the list shrank since the link was made) is not "nothing here".
    const isPastEnd = data.total > 0;
    return (
      <EmptyState
        Icon={EmptyIcon}
        title={isPastEnd ? t('list.pastEndTitle') : texts.empty.title}
        body={isPastEnd ? t('list.pastEndBody') : texts.empty.body}
        action={
          isPastEnd ? (
            <Button variant="outlined" onClick={() => onPageChange(1)}>
              {t('list.firstPage')}
            </Button>
          ) : (
            texts.empty.action
          )
        }
      />
    );
  }

  return (
    <>
      <Typography ref={summaryRef} role="status" tabIndex={-1} color="text.secondary" sx={{ mb: 1.5, outline: 'none', scrollMarginTop: 80 }}>
        {texts.count(data.total)}
      </Typography>
      <Box component="ul" aria-busy={isPlaceholderData || undefined} sx={{ ...gridSx, listStyle: 'none', m: 0, p: 0, opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {data.data.map((item) => (
          <Box component="li" key={getKey(item)} sx={{ minWidth: 0 }}>
            {renderItem(item)}
          </Box>
        ))}
      </Box>
      <PagePagination page={page} totalPages={data.totalPages} onChange={handlePageChange} label={texts.pagination} />
    </>
  );
}
