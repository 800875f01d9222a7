import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { bareFieldStyle } from './bare-field-style.ts';

// The look of MUI's small outlined field, on a bare <select>: MUI's own input stack (FormControl,
// InputBase, NativeSelect) weighs about 10 kB gzipped, too much for the first screen on a slow network.
const Select = styled('select')(({ theme }) => ({
  ...bareFieldStyle(theme),
  appearance: 'none',
  // 44 px: a touch target (WCAG 2.5.5), 4 px taller than MUI's small field.
  minHeight: 44,
  padding: '10px 36px 10px 14px',
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  '&:disabled': { color: theme.palette.text.disabled, borderColor: theme.palette.action.disabled, cursor: 'default' },
}));

const Label = styled('label')(({ theme }) => ({
  position: 'absolute',
  top: -9,
  left: 10,
  padding: '0 4px',
  maxWidth: 'calc(100% - 20px)',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontSize: '0.75rem',
  lineHeight: '18px',
  color: theme.palette.text.secondary,
  backgroundColor: theme.palette.background.paper,
  borderRadius: 4,
  pointerEvents: 'none',
}));

interface NativeSelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `<option>` elements. */
  children: ReactNode;
  isDisabled?: boolean;
  helperText?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A labelled select on the device's own picker: light to download, and on phones the system's list is
 * the easiest to scroll and read.
 */
export function NativeSelectField({ label, value, onChange, children, isDisabled = false, helperText, fullWidth = false, sx }: NativeSelectFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <Box sx={[{ width: fullWidth ? '100%' : undefined, pt: '9px' }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}>
      <Box sx={{ position: 'relative' }}>
        <Select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={isDisabled}
          aria-describedby={helperText ? helperId : undefined}
        >
          {children}
        </Select>
        <Label htmlFor={id} sx={isDisabled ? { color: 'text.disabled' } : undefined}>
          {label}
        </Label>
        <ArrowDropDownIcon
          aria-hidden="true"
          sx={{ position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none', color: isDisabled ? 'action.disabled' : 'action.active' }}
        />
      </Box>
      {helperText && (
        <Box id={helperId} component="p" sx={{ typography: 'caption', color: 'text.secondary', mt: 0.5, mb: 0, mx: 1.75 }}>
          {helperText}
        </Box>
      )}
    </Box>
  );
}
