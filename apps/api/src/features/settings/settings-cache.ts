import type { Db } from '../../db/client.ts';

/**
 * How long a process answers from its copy of a setting. A write in this process invalidates its copy at
 * once; another API process sees an admin's change within this time (docs/decisions/011-request-pipeline.md).
 */
export const SETTINGS_TTL_MS = 5_000;

interface Entry {
  value: Promise<unknown>;
  expires: number;
  generation: number;
}

// One set of copies per database (tests open one per file); a write to any of them drops them all,
// which costs nothing: settings change a few times a day.
const copies = new WeakMap<Db, Map<string, Entry>>();
let generation = 0;

/**
 * Forgets every cached setting. Called by every settings write, and again after the transaction that
 * wrote commits: a read that ran between the write and the commit saw the old value, and must not keep it.
 */
export function settingsChanged(): void {
  generation += 1;
  announce?.();
}

let announce: (() => void) | undefined;

/**
 * Connects this module to the other processes (app.ts): `tell` is called on every change here, and the
 * returned function is what to run when another process changed a setting.
 */
export function shareSettingsChanges(tell: () => void): () => void {
  announce = tell;
  return () => {
    generation += 1;
  };
}

/**
 * The value `load` gives for this database and key, kept for SETTINGS_TTL_MS. Concurrent callers share
 * one load; a failed load is not kept, so a database outage is answered as one (503), not cached.
 */
export function cachedSetting<T>(db: Db, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  let entries = copies.get(db);
  if (!entries) {
    entries = new Map();
    copies.set(db, entries);
  }
  const hit = entries.get(key);
  if (hit && hit.generation === generation && hit.expires > now) return hit.value as Promise<T>;
  // A native promise, whatever `load` returns: a drizzle query is a thenable that runs again on every then().
  const entry: Entry = { value: (async () => load())(), expires: now + SETTINGS_TTL_MS, generation };
  entries.set(key, entry);
  const kept = entries;
  entry.value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return entry.value as Promise<T>;
}
