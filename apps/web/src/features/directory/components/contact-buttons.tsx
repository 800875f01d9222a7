import type { ReactNode } from 'react';
import Button from '@mui/material/Button';

/**
 * A call-to-action that leaves the app (dialer, WhatsApp, maps). Without a target it stays visible but
 * disabled, as the spec asks for a shop without a phone or a map pin, and is then a real disabled button.
 */
export function ContactButton({
  href,
  icon,
  label,
  isExternal = false,
  variant = 'contained',
  color = 'primary',
  describedBy,
}: {
  href: string | null;
  icon: ReactNode;
  label: string;
  isExternal?: boolean;
  variant?: 'contained' | 'outlined';
  color?: 'primary' | 'success' | 'secondary';
  /** The id of a note that says why the button is disabled. */
  describedBy?: string;
}) {
  if (!href) {
    return (
      <Button variant={variant} color={color} startIcon={icon} disabled aria-describedby={describedBy} sx={{ flexGrow: { xs: 1, sm: 0 } }}>
        {label}
      </Button>
    );
  }
  return (
    <Button
      variant={variant}
      color={color}
      startIcon={icon}
      href={href}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      sx={{ flexGrow: { xs: 1, sm: 0 } }}
    >
      {label}
    </Button>
  );
}
