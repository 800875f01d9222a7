import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Chips in a list (so screen readers count them), or a short note when there are none. */
export function ChipList({ values, empty, color = 'default' }: { values: string[]; empty: string; color?: 'default' | 'primary' }) {
  if (values.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Stack component="ul" direction="row" useFlexGap sx={{ m: 0, p: 0, listStyle: 'none', gap: 0.75, flexWrap: 'wrap' }}>
      {values.map((value) => (
        <li key={value}>
          <Chip size="small" color={color} variant={color === 'primary' ? 'outlined' : 'filled'} label={value} />
        </li>
      ))}
    </Stack>
  );
}
