import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPES, PRODUCT_TYPE_SLUGS } from '@solar/shared/reference/catalog';
import { GOVERNORATES } from '@solar/shared/reference/locations';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { paths } from '../../../config/paths.ts';
import { useWantedList, wantedFiltersOf } from '../api/wanted.ts';
import { WantedCard } from './wanted-card.tsx';

/**
 * /wanted: open requests, newest first, filtered by type and governorate (kept in the address, so a
 * filtered list can be shared); a signed-in seller can narrow it to the governorates they sell in.
 */
export function WantedListPage({ isSignedIn }: { isSignedIn: boolean }) {
  const { t, i18n } = useTranslation(['wanted', 'products']);
  const [params, setParams] = useSearchParams();
  const filters = wantedFiltersOf(params, isSignedIn);
  const { page, isNearMe } = filters;
  const type = filters.type ?? '';
  const governorate = filters.governorate ?? '';
  const list = useWantedList(filters);
  const language = i18n.language === 'en' ? 'en' : 'ar';

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <PageHeading title={t('wanted:list.title')} />
        <Button component={RouterLink} to={paths.wantedNew.getHref()} variant="contained" startIcon={<AddIcon />}>
          {t('wanted:list.create')}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('wanted:list.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField select size="small" label={t('wanted:list.type')} value={type} onChange={(e) => setFilter('type', e.target.value)} sx={{ minWidth: 220 }}>
          <MenuItem value="">{t('wanted:list.allTypes')}</MenuItem>
          {PRODUCT_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`products:type.${PRODUCT_TYPE_SLUGS[value]}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('wanted:list.governorate')} value={governorate} onChange={(e) => setFilter('governorate', e.target.value)} sx={{ minWidth: 200 }}>
          <MenuItem value="">{t('wanted:list.allGovernorates')}</MenuItem>
          {GOVERNORATES.map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g[language]}
            </MenuItem>
          ))}
        </TextField>
        {isSignedIn && (
          <ToggleButtonGroup exclusive size="small" value={isNearMe ? 'near' : 'all'} onChange={(_e, value: string | null) => value && setFilter('near', value === 'near' ? '1' : '')} aria-label={t('wanted:list.scope')}>
            <ToggleButton value="all">{t('wanted:list.all')}</ToggleButton>
            <ToggleButton value="near">{t('wanted:list.nearMe')}</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Stack>
      {list.isError ? (
        <ErrorState title={t('wanted:list.errorTitle')} message={t('wanted:list.errorBody')} onRetry={() => void list.refetch()} />
      ) : list.data && list.data.data.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {isNearMe ? t('wanted:list.emptyNear') : t('wanted:list.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} aria-busy={list.isPending}>
          {list.data?.data.map((request) => <WantedCard key={request._id} request={request} />)}
        </Box>
      )}
      {list.data && list.data.totalPages > 1 && (
        <PagePagination page={page} totalPages={list.data.totalPages} label={t('wanted:list.pages')} onChange={(p) => setFilter('page', p > 1 ? String(p) : '')} />
      )}
    </>
  );
}
