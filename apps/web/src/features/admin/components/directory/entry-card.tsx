import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { userText } from '../../../../components/ui/user-text.ts';
import { DeleteEntryButton } from './delete-entry-button.tsx';


interface EntryCardProps {
  /** A picture, logo or placeholder, decorative (the name is beside it). */
  media: ReactNode;
  title: string;
  /** Status chips under the name. */
  chips?: ReactNode;
  /** Lines of detail (place, rating, phone). */
  children?: ReactNode;
  editHref: string;
  remove: Omit<ComponentProps<typeof DeleteEntryButton>, 'describedBy'>;
}

/** An entry of a console list: picture, name, status, a few details, and Edit and Delete. */
export function EntryCard({ media, title, chips, children, editHref, remove }: EntryCardProps) {
  const { t } = useTranslation('admin-directory');
  const titleId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexGrow: 1, pb: 1 }}>
        {media}
        <Box sx={{ minWidth: 0, flexGrow: 1, display: 'grid', gap: 0.75 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" dir="auto" sx={{ ...userText, fontWeight: 700, lineHeight: 1.4, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {chips && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>{chips}</Box>}
          {children}
        </Box>
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 1.5, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={editHref} startIcon={<EditIcon />} variant="outlined" aria-describedby={titleId}>
          {t('list.edit')}
        </Button>
        <DeleteEntryButton {...remove} describedBy={titleId} />
      </CardActions>
    </Card>
  );
}

/** One line of detail of a card: an icon and a text. */
export function EntryDetail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', minWidth: 0 }}>
      {icon}
      <Typography variant="body2" component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
