import WbSunnyIcon from '@mui/icons-material/WbSunny';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';

/** The product's name with its sun, linking home. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={paths.home.getHref()}
      onClick={onNavigate}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: 700,
        fontSize: { xs: '1.05rem', md: '1.2rem' },
        whiteSpace: 'nowrap',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
      }}
    >
      <WbSunnyIcon sx={{ color: 'secondary.main' }} />
      {t('app.name')}
    </Box>
  );
}
