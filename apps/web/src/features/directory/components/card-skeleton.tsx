import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The shape of a directory card while the list loads: a picture (round or wide) and a few lines. */
export function CardSkeleton({ media = 'avatar', lines = 4 }: { media?: 'avatar' | 'wide'; lines?: number }) {
  return (
    <Card variant="outlined" aria-hidden>
      {media === 'wide' && <Skeleton variant="rectangular" sx={{ aspectRatio: '2 / 1', height: 'auto' }} />}
      <CardContent>
        {media === 'avatar' && (
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1.5 }}>
            <Skeleton variant="circular" width={56} height={56} />
            <Skeleton width="60%" />
          </Stack>
        )}
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} width={`${85 - index * 12}%`} />
        ))}
        <Skeleton variant="rounded" height={36} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
