import CalculateIcon from '@mui/icons-material/Calculate';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/ui/page-placeholder.tsx';

export function CalculatorRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.calculator')} Icon={CalculateIcon} />;
}
