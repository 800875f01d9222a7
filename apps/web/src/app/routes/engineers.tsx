import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { EngineerList } from '../../features/directory/components/engineer-list.tsx';
import { JoinBanner } from '../../features/directory/components/join-banner.tsx';

/** /engineers: the join banner, filters and a page of engineers. */
export function EngineersRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages.engineers')}>{t('directory:engineers.title')}</PageHeading>
      <JoinBanner type="engineer" />
      <EngineerList />
    </>
  );
}
