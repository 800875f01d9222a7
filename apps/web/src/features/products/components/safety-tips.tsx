import GppGoodOutlinedIcon from '@mui/icons-material/GppGoodOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The three short safety tips: one source for the product page and the safety page (/safety), so the
 * two never say different things (docs/product-decisions.md §3, contact).
 */
export function SafetyTipList() {
  const { t } = useTranslation('products');
  const tips = [t('detail.safety.meetInPublic'), t('detail.safety.checkFirst'), t('detail.safety.noAdvance')];
  return (
    <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none', gap: 0.75 }}>
      {tips.map((tip) => (
        <Stack component="li" key={tip} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <GppGoodOutlinedIcon fontSize="small" color="primary" aria-hidden="true" sx={{ mt: 0.25 }} />
          <Typography variant="body2">{tip}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
