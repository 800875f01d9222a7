import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * A failed submission, announced at once; `action` offers the way forward (create an account, log in),
 * a button under the message so that both keep their width in a phone-sized dialog.
 */
export function FormFailure({ id, message, action }: { id?: string; message: string; action?: { label: string; onClick: () => void } }) {
  return (
    <Alert id={id} severity="error" role="alert">
      {message}
      {action && (
        <Box sx={{ mt: 1 }}>
          <Button color="inherit" size="small" variant="outlined" onClick={action.onClick} sx={{ whiteSpace: 'nowrap' }}>
            {action.label}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
