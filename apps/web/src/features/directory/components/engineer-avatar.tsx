import EngineeringIcon from '@mui/icons-material/Engineering';
import Avatar from '@mui/material/Avatar';

/** An engineer's photo, or a neutral figure without one. Decorative: the name is always beside it. */
export function EngineerAvatar({ url, size }: { url: string | null; size: number }) {
  return (
    <Avatar
      src={url ?? undefined}
      alt=""
      slotProps={{ img: { loading: 'lazy', decoding: 'async', width: size, height: size } }}
      sx={{ width: size, height: size, bgcolor: 'primary.light', flexShrink: 0 }}
    >
      <EngineeringIcon sx={{ fontSize: size * 0.55 }} />
    </Avatar>
  );
}
