import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.ts';

export interface AuditEntry {
  actorId: string;
  /** Dotted verb, e.g. `product.approve`, `user.suspend`, `settings.update`. */
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

// Secrets never enter the log, whatever record is being described.
const SECRET_KEYS = new Set(['passwordHash', 'password_hash', 'tokenHash', 'codeHash']);
function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET_KEYS.has(k)).map(([k, v]) => [k, scrub(v)]));
  }
  return value;
}

/** Records an admin action; call it inside the action's transaction so both commit or neither. */
export async function writeAudit(db: Db, entry: AuditEntry, now: Date) {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before === undefined ? null : scrub(entry.before),
    after: entry.after === undefined ? null : scrub(entry.after),
    createdAt: now,
  });
}
