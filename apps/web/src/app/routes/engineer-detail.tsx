import EngineeringIcon from '@mui/icons-material/Engineering';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/ui/page-placeholder.tsx';

export function EngineerDetailRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.engineerDetail')} Icon={EngineeringIcon} />;
}
