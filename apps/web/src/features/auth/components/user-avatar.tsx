import VerifiedIcon from '@mui/icons-material/Verified';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import type { User } from '@solar/shared/contract/auth';

/** The first letter of a name (a whole character, also outside the basic plane). */
const initialOf = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '';

/** The user's picture, or the first letter of their name, with a verified tick when they are verified. */
export function UserAvatar({ user, size = 36 }: { user: Pick<User, 'name' | 'profileImageUrl' | 'isVerified'> | null; size?: number }) {
  const avatar = (
    <Avatar
      src={user?.profileImageUrl ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700, fontSize: size * 0.45 }}
    >
      {user ? initialOf(user.name) : null}
    </Avatar>
  );
  if (!user?.isVerified) return avatar;
  return (
    <Badge
      overlap="circular"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      badgeContent={
        <VerifiedIcon
          aria-hidden
          sx={{ fontSize: Math.max(14, size * 0.4), color: 'info.main', bgcolor: 'common.white', borderRadius: '50%' }}
        />
      }
    >
      {avatar}
    </Badge>
  );
}
