import LinkIcon from '@mui/icons-material/Link';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PagedResults } from '../../../../components/ui/paged-results.tsx';
import { paths } from '../../../../config/paths.ts';
import { getLanguage } from '../../../../lib/i18n.ts';
import { getLocationNames } from '../../../../lib/location-names.ts';
import { useDeleteDirectoryEntry, useDirectoryPage } from '../../api/directory-entries.ts';
import type { DirectoryKind, DirectoryPage } from '../../api/directory-entries.ts';
import { useDirectoryListParams } from '../../hooks/use-directory-list-params.ts';
import { CONSOLE_COLUMNS } from '../../utils/directory-list.ts';
import { isolate } from '../../utils/directory-text.ts';
import { EntryCard, EntryDetail } from './entry-card.tsx';
import { ListScreenHeader } from './list-screen-header.tsx';
import { ListSearchField } from './list-search-field.tsx';

/** Where a kind's "add" and "edit" lead. */
export const DIRECTORY_FORMS = {
  engineers: { newHref: () => paths.admin.newEngineer.getHref(), editHref: paths.admin.editEngineer.getHref },
  shops: { newHref: () => paths.admin.newShop.getHref(), editHref: paths.admin.editShop.getHref },
  ads: { newHref: () => paths.admin.newAd.getHref(), editHref: paths.admin.editAd.getHref },
} as const satisfies Record<DirectoryKind, { newHref: () => string; editHref: (id: string) => string }>;

export type DirectoryListEntry<K extends DirectoryKind> = DirectoryPage<K>['data'][number];

/** What an entry's card shows: its picture, its name or title, its status chips and lines of detail. */
export interface EntryView {
  /** A picture, logo or placeholder, decorative (the name is beside it). */
  media: ReactNode;
  title: string;
  chips?: ReactNode;
  /** The lines of detail, in this order: the place, the kind's own lines, the phone and the link. */
  place?: { governorate: string; city: string };
  details?: ReactNode;
  phone?: string | null;
  link?: string | null;
}

interface DirectoryListScreenProps<K extends DirectoryKind> {
  kind: K;
  EmptyIcon: typeof SvgIcon;
  /** The search box shows an example (`<kind>.searchPlaceholder`). */
  hasSearchExample?: boolean;
  /** What one entry's card shows; Edit and Delete (confirmed, with the kind's texts) come with every card. */
  describeEntry: (entry: DirectoryListEntry<K>, t: TFunction) => EntryView;
}

/**
 * /admin/engineers, /admin/shops and /admin/ads: every entry of a kind, newest first, searchable, to
 * add, edit or delete; texts from the kind's part of the admin-directory catalogue.
 */
export function DirectoryListScreen<K extends DirectoryKind>({ kind, EmptyIcon, hasSearchExample = false, describeEntry }: DirectoryListScreenProps<K>) {
  const { t } = useTranslation('admin-directory');
  const { page, q, setPage, setSearch } = useDirectoryListParams();
  const query = useDirectoryPage(kind, { page, q });
  const remove = useDeleteDirectoryEntry(kind);
  const add = { href: DIRECTORY_FORMS[kind].newHref(), label: t(`${kind}.add`) };

  return (
    <>
      <ListScreenHeader title={t(`${kind}.title`)} add={add} />
      <Box sx={{ mb: 2, maxWidth: 480 }}>
        <ListSearchField label={t(`${kind}.search`)} placeholder={hasSearchExample ? t(`${kind}.searchPlaceholder`) : undefined} value={q ?? ''} onSearch={setSearch} />
      </Box>
      <PagedResults
        query={query}
        page={page}
        onPageChange={setPage}
        getKey={(entry: DirectoryListEntry<K>) => entry._id}
        renderItem={(entry: DirectoryListEntry<K>) => {
          const { place, details, phone, link, ...view } = describeEntry(entry, t);
          return (
            <EntryCard
              {...view}
              editHref={DIRECTORY_FORMS[kind].editHref(entry._id)}
              remove={{
                confirmTitle: t(`${kind}.deleteTitle`),
                confirmBody: t(`${kind}.deleteBody`, { name: isolate(view.title) }),
                deletedMessage: t(`${kind}.deleted`),
                onDelete: () => remove.mutateAsync(entry._id),
              }}
            >
              {place && <EntryDetail icon={<LocationOnIcon fontSize="small" />}>{t('directory:card.location', getLocationNames(place.governorate, place.city, getLanguage()))}</EntryDetail>}
              {details}
              {phone && (
                <EntryDetail icon={<PhoneIcon fontSize="small" />}>
                  <bdi dir="ltr">{phone}</bdi>
                </EntryDetail>
              )}
              {link && (
                <EntryDetail icon={<LinkIcon fontSize="small" />}>
                  <bdi dir="ltr">{link}</bdi>
                </EntryDetail>
              )}
            </EntryCard>
          );
        }}
        skeletonCount={4}
        columns={CONSOLE_COLUMNS}
        EmptyIcon={EmptyIcon}
        texts={{
          loading: t(`${kind}.loading`),
          loadError: t(`${kind}.loadError`),
          count: (count) => t(`${kind}.count`, { count }),
          pagination: t(`${kind}.pagination`),
          emptyTitle: q ? t('list.noMatchTitle') : t(`${kind}.emptyTitle`),
          emptyBody: q ? t('list.noMatchBody') : t(`${kind}.emptyBody`),
        }}
      />
    </>
  );
}
