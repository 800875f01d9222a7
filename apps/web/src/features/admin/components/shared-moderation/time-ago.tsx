import Box from '@mui/material/Box';
import { formatDate, formatRelativeTime } from '../../../../lib/format.ts';

/** How long ago, with the exact date and time in the element's title (and `dateTime` for machines). */
export function TimeAgo({ date }: { date: string }) {
  return (
    <Box component="time" dateTime={date} title={formatDate(date, { dateStyle: 'full', timeStyle: 'short' })} sx={{ whiteSpace: 'nowrap' }}>
      {formatRelativeTime(date)}
    </Box>
  );
}
