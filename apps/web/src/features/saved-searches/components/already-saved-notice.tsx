import Alert from '@mui/material/Alert';
import type { AlertProps } from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** "You already saved this search as «…»" with a link to it: the answer to a duplicate save (409 SAVED_SEARCH_EXISTS). */
export function AlreadySavedNotice({ existing, ...alert }: { existing: { _id: string; name: string } } & Pick<AlertProps, 'role' | 'variant' | 'sx'>) {
  const { t } = useTranslation('alerts');
  return (
    <Alert severity="info" {...alert}>
      {/* The name is the user's own text: isolated so its direction does not scramble the sentence. */}
      {t('save.exists', { name: `\u2068${existing.name}\u2069` })}{' '}
      <Link component={RouterLink} to={paths.savedSearches.getHref(existing._id)} sx={{ fontWeight: 700 }}>
        {t('save.openExisting')}
      </Link>
    </Alert>
  );
}
