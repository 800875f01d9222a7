import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** Cards being loaded: announced once by their label, drawn as grey blocks. */
export function ListSkeleton({ label, count = 3, hasPicture = false }: { label: string; count?: number; hasPicture?: boolean }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} variant="outlined">
          <CardContent sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
            {hasPicture && <Skeleton variant="rounded" sx={{ width: { xs: '100%', sm: 200 }, height: 150, flexShrink: 0 }} />}
            <Box sx={{ flexGrow: 1 }}>
              <Skeleton width="60%" height={32} />
              <Skeleton width="40%" />
              <Skeleton />
              <Skeleton width="80%" />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
