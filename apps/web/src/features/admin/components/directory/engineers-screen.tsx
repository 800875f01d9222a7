import EngineeringIcon from '@mui/icons-material/Engineering';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import StarIcon from '@mui/icons-material/Star';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AdminEngineer } from '@solar/shared/contract/admin-directory';
import { formatNumber } from '../../../../lib/format.ts';
import { getLanguage } from '../../../../lib/i18n.ts';
import { getLocationNames } from '../../../../lib/location-names.ts';
import { isolate } from '../../utils/directory-text.ts';
import type { DeletedResponse } from '../../api/directory-entries.ts';
import { DIRECTORY_FORMS, DirectoryListScreen } from './directory-list-screen.tsx';
import { EntryCard, EntryDetail } from './entry-card.tsx';

/** /admin/engineers: every engineer of the directory, searchable, to add, edit or delete. */
export function EngineersScreen() {
  return <DirectoryListScreen kind="engineers" EmptyIcon={EngineeringIcon} hasSearchExample renderEntry={(entry, onDelete) => <EngineerEntry engineer={entry} onDelete={onDelete} />} />;
}

function EngineerEntry({ engineer, onDelete }: { engineer: AdminEngineer; onDelete: () => Promise<DeletedResponse> }) {
  const { t } = useTranslation('admin-directory');
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
      editHref={DIRECTORY_FORMS.engineers.editHref(engineer._id)}
      remove={{
        confirmTitle: t('engineers.deleteTitle'),
        confirmBody: t('engineers.deleteBody', { name: isolate(engineer.name) }),
        deletedMessage: t('engineers.deleted'),
        onDelete,
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
