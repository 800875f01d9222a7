import EngineeringIcon from '@mui/icons-material/Engineering';
import StarIcon from '@mui/icons-material/Star';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import type { AdminEngineer } from '@solar/shared/contract/admin-directory';
import { formatNumber } from '../../../../lib/format.ts';
import { DirectoryListScreen } from './directory-list-screen.tsx';
import type { EntryView } from './directory-list-screen.tsx';
import { EntryDetail } from './entry-card.tsx';

/** An engineer's card: photo, name, place, verified and featured chips, rating and phone. */
function describeEngineer(engineer: AdminEngineer, t: TFunction): EntryView {
  return {
    media: (
      <Avatar src={engineer.profileImageUrl ?? undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'primary.light' }}>
        <EngineeringIcon />
      </Avatar>
    ),
    title: engineer.name,
    place: engineer,
    chips: (engineer.isVerified || engineer.isFeatured) && (
      <>
        {engineer.isVerified && <Chip size="small" color="primary" label={t('directory:badges.verified')} />}
        {engineer.isFeatured && <Chip size="small" color="secondary" label={t('directory:badges.featured')} />}
      </>
    ),
    details: (
      <EntryDetail icon={<StarIcon fontSize="small" sx={{ color: 'warning.main' }} />}>
        {t('directory:engineer.rating', { rating: formatNumber(engineer.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}
      </EntryDetail>
    ),
    phone: engineer.phone,
  };
}

/** /admin/engineers: every engineer of the directory, searchable, to add, edit or delete. */
export function EngineersScreen() {
  return <DirectoryListScreen kind="engineers" EmptyIcon={EngineeringIcon} hasSearchExample describeEntry={describeEngineer} />;
}
