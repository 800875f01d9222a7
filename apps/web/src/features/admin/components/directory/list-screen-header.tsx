import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';

/** A console list's heading with its "add" button beside it (under it on a narrow phone). */
export function ListScreenHeader({ title, add }: { title: string; add?: { href: string; label: string } }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mb: 2, '& h1': { mb: 0 } }}>
      <PageHeading title={title} />
      {add && (
        <Button component={RouterLink} to={add.href} variant="contained" startIcon={<AddIcon />}>
          {add.label}
        </Button>
      )}
    </Box>
  );
}
