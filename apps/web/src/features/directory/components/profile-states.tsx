import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { toWhatsAppNumber } from '@solar/shared/domain/phone-links';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getLanguage } from '../../../lib/i18n.ts';
import { getLocationNames } from '../../../lib/location-names.ts';
import { useDirectoryProfile } from '../api/directory-entries.ts';
import type { DirectoryProfileKind, DirectoryProfileResponse } from '../api/directory-entries.ts';

/** A profile page while it loads: the header's shape and two sections. */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <Box aria-busy>
      <Typography role="status" sx={visuallyHidden}>
        {label}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <Skeleton variant="circular" width={96} height={96} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="50%" height={36} />
            <Skeleton width="35%" />
            <Skeleton width="25%" />
          </Box>
        </Stack>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {[0, 1].map((i) => (
          <Paper key={i} variant="outlined" sx={{ p: 2.5 }}>
            <Skeleton width="40%" height={28} />
            <Skeleton />
            <Skeleton width="80%" />
            <Skeleton width="60%" />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

/**
 * A profile that could not be shown: why (the server's message when it gave one), a way back to the list,
 * and a retry unless the entry does not exist.
 */
export function ProfileFailure({
  pageTitle,
  title,
  message,
  backTo,
  backLabel,
  onRetry,
}: {
  pageTitle: string;
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={pageTitle} />
      <Alert severity="error" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
        <AlertTitle>{title}</AlertTitle>
        {message}
        <Stack direction="row" useFlexGap sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={backTo} variant="contained" color="error">
            {backLabel}
          </Button>
          {onRetry && (
            <Button variant="outlined" color="inherit" onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    </>
  );
}

/**
 * Each profile page's title and list; `tellsMissing`: a shop's page tells a shop that does not exist
 * (its own title, no retry) from one that failed to load (a retry), an engineer's shows either as the
 * load error.
 */
const PROFILE_PAGES = {
  engineer: { pageTitle: 'common:pages.engineerDetail', listHref: () => paths.engineers.getHref(), tellsMissing: false },
  shop: { pageTitle: 'common:pages.shopDetail', listHref: () => paths.shops.getHref(), tellsMissing: true },
} as const satisfies Record<DirectoryProfileKind, { pageTitle: string; listHref: () => string; tellsMissing: boolean }>;

/** What a profile page shows of its entry, with what both pages read of it. */
export interface ProfileDetailsProps<E> {
  entry: E;
  /** The place's names in the language shown. */
  location: ReturnType<typeof getLocationNames>;
  /** The WhatsApp number as a wa.me link wants it, when the entry has a usable one. */
  whatsapp: string | null;
}

/**
 * /engineer/{id} and /shop/{id}: the entry's page once loaded (named in the tab), or its loading and
 * failure states with the way back to the list; texts from the kind's part of the directory catalogue.
 */
export function DirectoryProfile<K extends DirectoryProfileKind>({
  kind,
  id,
  Details,
}: {
  kind: K;
  id: string;
  Details: ComponentType<ProfileDetailsProps<DirectoryProfileResponse<K>['data']>>;
}) {
  const { t } = useTranslation('directory');
  const { data, error, isPending, refetch } = useDirectoryProfile(kind, id);
  const entry = data?.data;
  const page = PROFILE_PAGES[kind];
  useDocumentTitle(entry?.name ?? t(page.pageTitle));

  if (isPending) return <ProfileSkeleton label={t(`${kind}.loading`)} />;
  if (!entry) {
    const isMissing = page.tellsMissing && error instanceof ApiError && error.status === 404;
    return (
      <ProfileFailure
        pageTitle={t(page.pageTitle)}
        title={isMissing ? t(`${kind}.notFoundTitle`) : t(`${kind}.loadError`)}
        message={isMissing ? t(`${kind}.notFoundBody`) : (error?.message ?? '')}
        backTo={page.listHref()}
        backLabel={t(`${kind}.backToList`)}
        onRetry={page.tellsMissing && !isMissing ? () => void refetch() : undefined}
      />
    );
  }
  const location = getLocationNames(entry.governorate, entry.city, getLanguage());
  const whatsapp = entry.whatsappPhone ? toWhatsAppNumber(entry.whatsappPhone) : null;
  return <Details entry={entry} location={location} whatsapp={whatsapp} />;
}
