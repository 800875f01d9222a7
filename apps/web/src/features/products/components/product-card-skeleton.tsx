import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** The shape of a ProductCard while its data loads, so nothing jumps when it arrives. */
export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden="true">
      <Box sx={{ aspectRatio: '4 / 3' }}>
        <Skeleton variant="rectangular" width="100%" height="100%" />
      </Box>
      <CardContent>
        <Skeleton width="80%" height={28} />
        <Skeleton width="40%" height={28} />
        <Box sx={{ display: 'flex', gap: 1, my: 1 }}>
          <Skeleton variant="rounded" width={72} height={24} />
          <Skeleton variant="rounded" width={56} height={24} />
        </Box>
        <Skeleton width="60%" />
        <Skeleton width="30%" />
      </CardContent>
    </Card>
  );
}
