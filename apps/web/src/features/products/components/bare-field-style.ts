import type { Theme } from '@mui/material/styles';

/** The frame, text and focus ring of MUI's outlined field, for the bare <select> and <input> of the first screen. */
export const bareFieldStyle = (theme: Theme) => ({
  width: '100%',
  margin: 0,
  font: 'inherit',
  fontSize: theme.typography.body1.fontSize,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.grey[400]}`,
  borderRadius: theme.shape.borderRadius,
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -1, borderColor: theme.palette.primary.main },
});
