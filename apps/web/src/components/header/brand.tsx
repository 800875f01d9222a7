import WbSunnyIcon from '@mui/icons-material/WbSunny';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';

/**
 * The product's name with its sun, linking home. On a narrow phone the name wraps onto two lines rather
 * than crowding out the header's actions (Post an ad, the account).
 */
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
        // A 44 px touch target, like every control of the header.
        minHeight: 44,
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: 700,
        fontSize: { xs: '1rem', md: '1.2rem' },
        borderRadius: 1,
        '&:focus-visible': { outline: '3px solid #ffd54f', outlineOffset: 2 },
      }}
    >
      <WbSunnyIcon sx={{ color: 'secondary.main', flexShrink: 0 }} />
      {/* A flex item shrinks down to its longest word: the words wrap only when the bar is short of room. */}
      <Box component="span" sx={{ lineHeight: 1.2, whiteSpace: { xs: 'normal', md: 'nowrap' } }}>
        {t('app.name')}
      </Box>
    </Box>
  );
}
