/** One line of an audit entry's change: a key path, its value before and after (undefined: absent). */
export interface AuditChange {
  key: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Deep enough for the calculator's settings (sunHours.governorates.sanaa.designPsh); lists stay whole.
const MAX_DEPTH = 4;

function flatten(value: unknown, prefix: string, depth: number, into: Map<string, unknown>): void {
  if (isPlainObject(value) && depth < MAX_DEPTH && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, depth + 1, into);
    return;
  }
  into.set(prefix, value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an action changed, key by key: the keys whose value differs between `before` and `after`, in the
 * order they first appear. A record only created or only removed lists every key it had.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const left = new Map<string, unknown>();
  const right = new Map<string, unknown>();
  if (before !== null && before !== undefined) flatten(before, '', 0, left);
  if (after !== null && after !== undefined) flatten(after, '', 0, right);
  const keys = [...new Set([...left.keys(), ...right.keys()])];
  return keys
    .filter((key) => !same(left.get(key), right.get(key)))
    .map((key) => ({ key, before: left.get(key), after: right.get(key) }));
}
