import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedResults } from '../../../../components/ui/paged-results.tsx';
import { paths } from '../../../../config/paths.ts';
import { useDeleteDirectoryEntry, useDirectoryPage } from '../../api/directory-entries.ts';
import type { DeletedResponse, DirectoryKind, DirectoryPage } from '../../api/directory-entries.ts';
import { useDirectoryListParams } from '../../hooks/use-directory-list-params.ts';
import { CONSOLE_COLUMNS } from '../../utils/directory-list.ts';
import { ListScreenHeader } from './list-screen-header.tsx';
import { ListSearchField } from './list-search-field.tsx';

/** Where a kind's "add" and "edit" lead. */
export const DIRECTORY_FORMS = {
  engineers: { newHref: () => paths.admin.newEngineer.getHref(), editHref: paths.admin.editEngineer.getHref },
  shops: { newHref: () => paths.admin.newShop.getHref(), editHref: paths.admin.editShop.getHref },
  ads: { newHref: () => paths.admin.newAd.getHref(), editHref: paths.admin.editAd.getHref },
} as const satisfies Record<DirectoryKind, { newHref: () => string; editHref: (id: string) => string }>;

export type DirectoryListEntry<K extends DirectoryKind> = DirectoryPage<K>['data'][number];

interface DirectoryListScreenProps<K extends DirectoryKind> {
  kind: K;
  EmptyIcon: typeof SvgIcon;
  /** The search box shows an example (`<kind>.searchPlaceholder`). */
  hasSearchExample?: boolean;
  /** One entry's card; `onDelete` removes it for good. */
  renderEntry: (entry: DirectoryListEntry<K>, onDelete: () => Promise<DeletedResponse>) => ReactNode;
}

/**
 * /admin/engineers, /admin/shops and /admin/ads: every entry of a kind, newest first, searchable, to
 * add, edit or delete; texts from the kind's part of the admin-directory catalogue.
 */
export function DirectoryListScreen<K extends DirectoryKind>({ kind, EmptyIcon, hasSearchExample = false, renderEntry }: DirectoryListScreenProps<K>) {
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
        renderItem={(entry: DirectoryListEntry<K>) => renderEntry(entry, () => remove.mutateAsync(entry._id))}
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
