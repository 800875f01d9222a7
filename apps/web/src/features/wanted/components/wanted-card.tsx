import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WantedRequest } from '@solar/shared/contract/wanted';
import { paths } from '../../../config/paths.ts';
import { formatPrice, formatRelativeTime } from '../../../lib/format.ts';
import { getLocationNames } from '../../../lib/location-names.ts';
import { ItemLine } from './item-line.tsx';

/** One open request in the list: what is needed, where, the budget and how many offers it has. */
export function WantedCard({ request }: { request: WantedRequest }) {
  const { t, i18n } = useTranslation('wanted');
  const place = getLocationNames(request.governorate, request.city, i18n.language === 'en' ? 'en' : 'ar');
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={paths.wantedRequest.getHref(request._id)}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {request.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('card.where', { city: place.city, governorate: place.governorate })} · {formatRelativeTime(request.createdAt)}
          </Typography>
          <Stack component="ul" sx={{ p: 0, my: 1 }} spacing={0.5}>
            {request.items.map((item, index) => (
              <Typography key={index} component="li" variant="body2" sx={{ listStyle: 'none' }}>
                <ItemLine item={item} />
              </Typography>
            ))}
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" label={request.budget ? t('card.budget', { budget: formatPrice(request.budget, request.currency) }) : t('card.noBudget')} />
            {request.installationWanted && <Chip size="small" color="primary" variant="outlined" label={t('card.installation')} />}
            <Chip size="small" variant="outlined" label={t('card.offers', { count: request.offersCount })} />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
