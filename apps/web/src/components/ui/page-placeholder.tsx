import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { PageHeading } from './page-heading.tsx';

/** The body of a screen that is still being built: its title and a way back to the products. */
export function PagePlaceholder({ title, Icon = ConstructionIcon }: { title: string; Icon?: typeof SvgIcon }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 560, mx: 'auto', mt: { xs: 2, sm: 4 } }}>
      <Icon color="primary" sx={{ fontSize: 56, mb: 1 }} />
      <PageHeading title={title} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('placeholder.body')}
      </Typography>
      <Button component={RouterLink} to={paths.products.getHref()} variant="contained">
        {t('placeholder.browseProducts')}
      </Button>
    </Paper>
  );
}
