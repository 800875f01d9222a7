import type { z } from 'zod';
import type { AdminUserSchema, AuditEntrySchema } from '@solar/shared/contract/admin';
import type { AuditRow, UserRow } from './admin.repository.ts';

type AdminUser = z.infer<typeof AdminUserSchema>;
type AuditEntry = z.infer<typeof AuditEntrySchema>;

type UserWithListings = Pick<UserRow, 'id' | 'name' | 'phone' | 'email' | 'role' | 'isVerified' | 'phoneConfirmedAt' | 'isSuspended' | 'alertsStopped' | 'createdAt'> & { listings: number };

/** A user as the console lists them, with how many listings they have in any state. */
export function presentAdminUser(u: UserWithListings): AdminUser {
  return { _id: u.id, name: u.name, phone: u.phone, email: u.email, role: u.role, isVerified: u.isVerified, phoneConfirmed: u.phoneConfirmedAt !== null, isSuspended: u.isSuspended, alertsStopped: u.alertsStopped, listings: Number(u.listings), createdAt: u.createdAt.toISOString() };
}

/** An audit entry with who made it and what its target is called today (null when it is gone). */
export function presentAuditEntry({ entry, actorName }: { entry: AuditRow; actorName: string | null }, targetName: string | null): AuditEntry {
  return {
    _id: entry.id,
    actor: entry.actorId ? { _id: entry.actorId, name: actorName ?? '' } : null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetName,
    before: entry.before,
    after: entry.after,
    createdAt: entry.createdAt.toISOString(),
  };
}
