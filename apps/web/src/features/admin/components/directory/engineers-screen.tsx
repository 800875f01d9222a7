import EngineeringIcon from '@mui/icons-material/Engineering';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import StarIcon from '@mui/icons-material/Star';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AdminEngineer } from '@solar/shared/contract/admin-directory';
import { paths } from '../../../../config/paths.ts';
import { formatNumber } from '../../../../lib/format.ts';
import { getLanguage } from '../../../../lib/i18n.ts';
import { getLocationNames } from '../../../../lib/location-names.ts';
import { useDeleteEngineer } from '../../api/delete-engineer.ts';
import { useAdminEngineers } from '../../api/get-admin-engineers.ts';
import { useDirectoryListParams } from '../../hooks/use-directory-list-params.ts';
import { isolate } from '../../utils/directory-text.ts';
import { EntryCard, EntryDetail } from './entry-card.tsx';
import { PagedResults } from '../../../../components/ui/paged-results.tsx';
import { CONSOLE_COLUMNS } from '../../utils/directory-list.ts';
import { ListScreenHeader } from './list-screen-header.tsx';
import { ListSearchField } from './list-search-field.tsx';

/** /admin/engineers: every engineer of the directory, searchable, to add, edit or delete. */
export function EngineersScreen() {
  const { t } = useTranslation('admin-directory');
  const { page, q, setPage, setSearch } = useDirectoryListParams();
  const query = useAdminEngineers({ page, q });
  const add = { href: paths.admin.newEngineer.getHref(), label: t('engineers.add') };

  return (
    <>
      <ListScreenHeader title={t('engineers.title')} add={add} />
      <Box sx={{ mb: 2, maxWidth: 480 }}>
        <ListSearchField label={t('engineers.search')} placeholder={t('engineers.searchPlaceholder')} value={q ?? ''} onSearch={setSearch} />
      </Box>
      <PagedResults
        query={query}
        page={page}
        onPageChange={setPage}
        getKey={(engineer) => engineer._id}
        renderItem={(engineer) => <EngineerEntry engineer={engineer} />}
        skeletonCount={4}
        columns={CONSOLE_COLUMNS}
        EmptyIcon={EngineeringIcon}
        texts={{
          loading: t('engineers.loading'),
          loadError: t('engineers.loadError'),
          count: (count) => t('engineers.count', { count }),
          pagination: t('engineers.pagination'),
          emptyTitle: q ? t('list.noMatchTitle') : t('engineers.emptyTitle'),
          emptyBody: q ? t('list.noMatchBody') : t('engineers.emptyBody'),
        }}
      />
    </>
  );
}

function EngineerEntry({ engineer }: { engineer: AdminEngineer }) {
  const { t } = useTranslation('admin-directory');
  const remove = useDeleteEngineer();
  const place = getLocationNames(engineer.governorate, engineer.city, getLanguage());
  return (
    <EntryCard
      media={
        <Avatar src={engineer.profileImageUrl ?? undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'primary.light' }}>
          <EngineeringIcon />
        </Avatar>
      }
      title={engineer.name}
      chips={
        (engineer.isVerified || engineer.isFeatured) && (
          <>
            {engineer.isVerified && <Chip size="small" color="primary" label={t('directory:badges.verified')} />}
            {engineer.isFeatured && <Chip size="small" color="secondary" label={t('directory:badges.featured')} />}
          </>
        )
      }
      editHref={paths.admin.editEngineer.getHref(engineer._id)}
      remove={{
        confirmTitle: t('engineers.deleteTitle'),
        confirmBody: t('engineers.deleteBody', { name: isolate(engineer.name) }),
        deletedMessage: t('engineers.deleted'),
        onDelete: () => remove.mutateAsync(engineer._id),
      }}
    >
      <EntryDetail icon={<LocationOnIcon fontSize="small" />}>{t('directory:card.location', place)}</EntryDetail>
      <EntryDetail icon={<StarIcon fontSize="small" sx={{ color: 'warning.main' }} />}>
        {t('directory:engineer.rating', { rating: formatNumber(engineer.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}
      </EntryDetail>
      <EntryDetail icon={<PhoneIcon fontSize="small" />}>
        <bdi dir="ltr">{engineer.phone}</bdi>
      </EntryDetail>
    </EntryCard>
  );
}
