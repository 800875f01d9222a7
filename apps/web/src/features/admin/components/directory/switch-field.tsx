import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { useController } from 'react-hook-form';

/** An on/off field of a console form, with a line saying what "on" means. */
export function SwitchField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { field } = useController({ name });
  const hintId = useId();
  return (
    <Box>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{ input: { 'aria-describedby': hint ? hintId : undefined } }}
          />
        }
      />
      {hint && (
        <FormHelperText id={hintId} sx={{ mt: 0 }}>
          {hint}
        </FormHelperText>
      )}
    </Box>
  );
}
