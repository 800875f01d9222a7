import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { FIXED_BOTTOM_BAR } from '../ui/fixed-bottom-bar.ts';

const LINKS = [
  { key: 'wanted', href: paths.wanted.getHref() },
  { key: 'prices', href: paths.prices.getHref() },
  { key: 'about', href: paths.about.getHref() },
  { key: 'terms', href: paths.terms.getHref() },
  { key: 'privacy', href: paths.privacy.getHref() },
  { key: 'safety', href: paths.safety.getHref() },
  { key: 'contact', href: paths.contact.getHref() },
] as const;

/**
 * The footer of every page: the site's own pages (about, terms, privacy, safety tips, contact) as text
 * links, no pictures (issue #17: a weak-network audience). Each link is a 44 px touch target (WCAG 2.5.5).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={(theme) => ({
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: 2,
        pt: 1,
        pb: 1.5,
        // On a phone the product page's contact bar is fixed over the screen's bottom: room for it here.
        [theme.breakpoints.down('md')]: {
          [`body:has([${FIXED_BOTTOM_BAR.attribute}]) &`]: { pb: `calc(${FIXED_BOTTOM_BAR.space} + ${theme.spacing(1.5)})` },
        },
      })}
    >
      <Box component="nav" aria-label={t('footer.label')} sx={{ maxWidth: 1280, mx: 'auto' }}>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: { xs: 0.5, sm: 2 }, m: 0, p: 0, listStyle: 'none' }}>
          {LINKS.map(({ key, href }) => (
            <li key={key}>
              <Link
                component={NavLink}
                to={href}
                underline="hover"
                sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, px: 1.5, fontWeight: 500, color: 'primary.dark', '&[aria-current="page"]': { fontWeight: 700, textDecoration: 'underline' } }}
              >
                {t(`pages.${key}`)}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <Typography component="p" variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('footer.copyright')}
      </Typography>
    </Box>
  );
}
