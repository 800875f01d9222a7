import StorefrontIcon from '@mui/icons-material/Storefront';
import Avatar from '@mui/material/Avatar';

/** A shop's logo, or the default shop mark without one. Decorative: the name is always beside it. */
export function ShopLogo({ url, size }: { url: string | null; size: number }) {
  return (
    <Avatar
      variant="rounded"
      src={url ?? undefined}
      alt=""
      slotProps={{ img: { loading: 'lazy', decoding: 'async', width: size, height: size } }}
      sx={{ width: size, height: size, bgcolor: 'secondary.main', color: 'secondary.contrastText', flexShrink: 0 }}
    >
      <StorefrontIcon sx={{ fontSize: size * 0.55 }} />
    </Avatar>
  );
}
