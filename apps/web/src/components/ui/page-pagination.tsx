import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';

interface PagePaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Shops pages". */
  label: string;
}

/** Numbered pages with first and last buttons; MUI mirrors the arrows on right-to-left pages. */
export function PagePagination({ page, totalPages, onChange, label }: PagePaginationProps) {
  const { t } = useTranslation();
  // Eleven buttons do not fit a phone's width: fewer neighbours of the current page there. Read after
  // hydration (the server cannot know the width), which changes only the list at the page's foot.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (totalPages <= 1) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
        page={Math.min(page, totalPages)}
        count={totalPages}
        onChange={(_event, next) => onChange(next)}
        color="primary"
        shape="rounded"
        showFirstButton
        showLastButton
        siblingCount={isPhone ? 0 : 1}
        renderItem={(item) => <PaginationItem {...item} page={item.page === null ? null : formatNumber(item.page)} />}
        getItemAriaLabel={(type, item, isSelected) => {
          if (type === 'page') return t(isSelected ? 'pagination.current' : 'pagination.page', { page: formatNumber(item ?? 0) });
          return t(`pagination.${type}`);
        }}
        // Big enough for a thumb (WCAG 2.5.8).
        sx={{ '& .MuiPagination-ul': { justifyContent: 'center', rowGap: 1 }, '& .MuiPaginationItem-root': { minWidth: 44, height: 44 } }}
      />
    </Box>
  );
}
