import type { User } from '@solar/shared/contract/auth';
import type { ImageStore } from '../../lib/image-store.ts';
import type { UserRow } from './auth.repository.ts';

/** The signed-in user as they see themselves; never the password hash, flags for admins or codes. */
export function presentUser(store: ImageStore, user: UserRow): User {
  return {
    _id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    governorate: user.governorate,
    profileImageUrl: user.profileImage ? store.url(user.profileImage.key, 320) : null,
    isVerified: user.isVerified,
    phoneConfirmed: user.phoneConfirmedAt !== null,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}
