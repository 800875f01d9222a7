import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** The shape of a ProductCard while its data loads (a row on phones, a card from 600 px), so nothing jumps when it arrives. */
export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden="true" sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, gap: { xs: 1.25, sm: 0 }, p: { xs: 1, sm: 0 } }}>
      <Box sx={{ width: { xs: 96, sm: 'auto' }, flexShrink: 0, aspectRatio: { xs: '1', sm: '4 / 3' } }}>
        <Skeleton variant="rectangular" width="100%" height="100%" />
      </Box>
      <CardContent sx={{ flexGrow: 1, p: { xs: 0, sm: 2 } }}>
        <Skeleton width="80%" height={28} />
        <Skeleton width="40%" height={28} />
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1, my: 1 }}>
          <Skeleton variant="rounded" width={72} height={24} />
          <Skeleton variant="rounded" width={56} height={24} />
        </Box>
        <Skeleton width="60%" />
        <Skeleton width="30%" sx={{ display: { xs: 'none', sm: 'block' } }} />
      </CardContent>
    </Card>
  );
}
