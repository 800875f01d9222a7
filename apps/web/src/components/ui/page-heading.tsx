import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { visuallyHidden } from './visually-hidden.ts';

/**
 * The one `<h1>` of a page, which also names the browser tab. `isHiddenOnPhone` keeps it for screen
 * readers only below 600 px, where a screen's first lines are worth more than a title the header repeats.
 */
export function PageHeading({ title, children, isHiddenOnPhone = false }: { title: string; children?: ReactNode; isHiddenOnPhone?: boolean }) {
  useDocumentTitle(title);
  return (
    <Typography variant="h5" component="h1" sx={(theme) => ({ mb: 2, ...(isHiddenOnPhone ? { [theme.breakpoints.down('sm')]: visuallyHidden } : {}) })}>
      {children ?? title}
    </Typography>
  );
}
