import Box from '@mui/material/Box';

/** Drawn in place of a product without photos: a solar panel under the sun. */
export function ProductImagePlaceholder({ label }: { label: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{ width: '100%', height: '100%', display: 'grid', placeItems: 'center', bgcolor: '#e8f5e9' }}
    >
      <svg viewBox="0 0 120 90" width="45%" aria-hidden="true" focusable="false">
        <circle cx="92" cy="22" r="11" fill="#f9a825" />
        <g fill="#2e7d32">
          <path d="M18 44h66l12 26H30z" opacity="0.9" />
          <path d="M56 70h8v10h-8zM40 80h40v4H40z" />
        </g>
        <g stroke="#e8f5e9" strokeWidth="1.5">
          <path d="M40 44l10 26M62 44l12 26M24 57h66" />
        </g>
      </svg>
    </Box>
  );
}
