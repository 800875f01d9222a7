import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FILTER_CATEGORY_IDS } from '@solar/shared/reference/catalog';
import type { FilterCategory } from '@solar/shared/reference/catalog';
import { useFilterLabels } from '../hooks/use-filter-labels.ts';
import { toFilterSearch } from '../hooks/use-product-filters.ts';
import { applyFilterPatch } from '../utils/product-filters.ts';
import type { ProductFilters } from '../utils/product-filters.ts';

/** "All" first, then each category, each as a link to the list under it (so it can open in a new tab). */
function useCategoryLinks(filters: ProductFilters) {
  const { t } = useTranslation('products');
  const { categoryLabel } = useFilterLabels();
  const entries: { category: FilterCategory | undefined; label: string }[] = [
    { category: undefined, label: t('categories.all') },
    ...FILTER_CATEGORY_IDS.map((category) => ({ category, label: categoryLabel(category) })),
  ];
  return entries.map(({ category, label }) => ({
    key: category ?? 'all',
    label,
    isCurrent: filters.category === category,
    to: { search: toFilterSearch(applyFilterPatch(filters, { category })) },
  }));
}

/** The categories down the side of the list, on wide screens. */
export function CategorySidebar({ id, filters }: { id: string; filters: ProductFilters }) {
  const { t } = useTranslation('products');
  const headingId = useId();
  const links = useCategoryLinks(filters);
  return (
    <Paper id={id} component="nav" aria-labelledby={headingId} variant="outlined" sx={{ alignSelf: 'start', position: 'sticky', top: 80, overflow: 'hidden' }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5, pb: 0.5, fontWeight: 700 }}>
        {t('categories.label')}
      </Typography>
      <List dense disablePadding sx={{ pb: 1 }}>
        {links.map((link) => (
          <li key={link.key}>
            <ListItemButton
              component={RouterLink}
              to={link.to}
              preventScrollReset
              selected={link.isCurrent}
              aria-current={link.isCurrent ? 'true' : undefined}
              sx={{ px: 2, '&.Mui-selected': { color: 'primary.dark', fontWeight: 700 } }}
            >
              <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Paper>
  );
}

/** The categories as a row of chips that scrolls sideways, on phones and tablets (in the browser's filter row). */
export function CategoryChips({ filters }: { filters: ProductFilters }) {
  const { t } = useTranslation('products');
  const links = useCategoryLinks(filters);
  return (
    <Stack
      component="nav"
      aria-label={t('categories.label')}
      direction="row"
      // Beside the filter button on a phone, a line of its own up to 960 px; it scrolls out to the screen's edge.
      // The chips stand on the row's line like the button beside them: the room kept above and below them for
      // a focus ring, inside this box that clips what overflows, is taken back by the negative margins.
      sx={{
        display: { xs: 'flex', md: 'none' },
        flex: { xs: '1 1 0', sm: '1 1 100%' },
        minWidth: 0,
        alignItems: 'center',
        alignSelf: 'flex-end',
        gap: 1,
        overflowX: 'auto',
        py: 0.5,
        my: -0.5,
        mr: { xs: -2, sm: -3 },
        pr: { xs: 2, sm: 3 },
        scrollbarWidth: 'none',
      }}
    >
      {links.map((link) => (
        <Chip
          key={link.key}
          component={RouterLink}
          to={link.to}
          preventScrollReset
          clickable
          label={link.label}
          color={link.isCurrent ? 'primary' : 'default'}
          variant={link.isCurrent ? 'filled' : 'outlined'}
          aria-current={link.isCurrent ? 'true' : undefined}
          // Whole, never cut to the row's width: the row scrolls.
          sx={{ flexShrink: 0, maxWidth: 'none', bgcolor: link.isCurrent ? undefined : 'background.paper' }}
        />
      ))}
    </Stack>
  );
}
