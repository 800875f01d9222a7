import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** The one `<h1>` of a page, which also names the browser tab. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
      {children ?? title}
    </Typography>
  );
}
