import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { ProductType } from '@solar/shared/reference/catalog';

// Small inline drawings (no request, a few hundred bytes each) in the product's own kind, so a battery
// without a photo does not show a solar panel (issue #17). All share one 120 × 90 canvas and two colours.
const GREEN = '#2e7d32';
const SUN = '#f9a825';
const BACKGROUND = '#e8f5e9';

const DRAWINGS: Record<ProductType, ReactNode> = {
  // A solar panel under the sun.
  Panel: (
    <>
      <circle cx="92" cy="22" r="11" fill={SUN} />
      <g fill={GREEN}>
        <path d="M18 44h66l12 26H30z" opacity="0.9" />
        <path d="M56 70h8v10h-8zM40 80h40v4H40z" />
      </g>
      <path d="M40 44l10 26M62 44l12 26M24 57h66" stroke={BACKGROUND} strokeWidth="1.5" />
    </>
  ),
  // A battery with its two terminals and a charge bolt.
  Battery: (
    <>
      <path d="M38 22h10v-6h-10zM72 22h10v-6h-10z" fill={GREEN} />
      <rect x="26" y="22" width="68" height="54" rx="6" fill={GREEN} />
      <path d="M64 30l-16 22h10l-6 18 18-25H59z" fill={SUN} />
    </>
  ),
  // A tilted mounting frame: rails on two legs, no panel on it.
  'Panel bases': (
    <>
      <path d="M20 40l80 14" stroke={GREEN} strokeWidth="6" strokeLinecap="round" />
      <path d="M20 56l80 14" stroke={GREEN} strokeWidth="6" strokeLinecap="round" />
      <path d="M34 44v36M86 58v22M26 80h68" stroke={GREEN} strokeWidth="5" strokeLinecap="round" fill="none" />
    </>
  ),
  // An inverter or charge controller: a box with a small screen and a wave.
  'Charging Devices': (
    <>
      <rect x="30" y="14" width="60" height="66" rx="6" fill={GREEN} />
      <rect x="40" y="24" width="40" height="20" rx="2" fill={BACKGROUND} />
      <path d="M44 34q4-8 8 0t8 0 8 0 8 0" stroke={GREEN} strokeWidth="2" fill="none" />
      <circle cx="50" cy="62" r="5" fill={SUN} />
      <circle cx="70" cy="62" r="5" fill={BACKGROUND} />
    </>
  ),
  // A house with a panel on its roof.
  'Integrated System': (
    <>
      <circle cx="96" cy="18" r="9" fill={SUN} />
      <path d="M20 46l40-28 40 28v34H20z" fill={GREEN} />
      <path d="M34 40l22-15 14 10-22 15z" fill={BACKGROUND} opacity="0.85" />
      <rect x="52" y="58" width="16" height="22" fill={BACKGROUND} />
    </>
  ),
  // A cable with its plug.
  Accessory: (
    <>
      <path d="M22 70c20 0 20-40 44-40h10" stroke={GREEN} strokeWidth="6" fill="none" strokeLinecap="round" />
      <rect x="74" y="20" width="20" height="20" rx="3" fill={GREEN} />
      <path d="M94 25h8M94 35h8" stroke={GREEN} strokeWidth="4" strokeLinecap="round" />
      <circle cx="22" cy="70" r="6" fill={SUN} />
    </>
  ),
  // A parcel.
  Others: (
    <>
      <path d="M60 14l36 16v36L60 82 24 66V30z" fill={GREEN} />
      <path d="M24 30l36 16 36-16M60 46v36" stroke={BACKGROUND} strokeWidth="2" fill="none" />
      <path d="M42 22l36 16v10" stroke={SUN} strokeWidth="4" fill="none" />
    </>
  ),
};

/** Drawn in place of a product without photos: a small picture of its kind (a panel when the kind is unknown). */
export function ProductImagePlaceholder({ label, type }: { label: string; type?: ProductType }) {
  return (
    <Box
      role="img"
      aria-label={label}
      data-kind={type ?? 'Panel'}
      sx={{ width: '100%', height: '100%', display: 'grid', placeItems: 'center', bgcolor: BACKGROUND }}
    >
      <svg viewBox="0 0 120 90" width="45%" aria-hidden="true" focusable="false">
        {DRAWINGS[type ?? 'Panel'] ?? DRAWINGS.Panel}
      </svg>
    </Box>
  );
}
