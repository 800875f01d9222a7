import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/**
 * A failed submission, announced at once; `action` offers the way forward (create an account, log in),
 * under the message so that both keep their width in a phone-sized dialog.
 */
export function FormFailure({ id, message, action }: { id?: string; message: string; action?: ReactNode }) {
  return (
    <Alert id={id} severity="error" role="alert">
      {message}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Alert>
  );
}
