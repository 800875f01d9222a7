import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { mirroredInRtl } from './mirrored-in-rtl.ts';

/**
 * "Opens elsewhere" (a new tab, another site): the box with an arrow leaving it towards the reading
 * direction's end, so up and to the left on Arabic pages. Material lists open_in_new among the icons that
 * mirror in right-to-left layouts (Android's and Compose's auto-mirrored set); the web icons do not mirror
 * themselves, and the RTL style cache does not flip transforms, so `mirroredInRtl` does it. One component for
 * every such link, so that the shop ads, the ad banner and the admin's links all point the same way (issue #17).
 */
export function ExternalLinkIcon({ sx, ...props }: SvgIconProps) {
  return <OpenInNewIcon {...props} sx={[mirroredInRtl, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]} />;
}
