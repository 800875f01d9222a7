import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@solar/shared/contract/auth';
import { AUTH_STORAGE_KEYS, clearStoredSession, readStoredSessionRaw, storeSession, storeUser } from '../../../lib/auth-storage.ts';

/** Signed in: the bearer token, and the user once known (a token alone already counts, docs/product-brief.md §4). */
export interface Session {
  token: string;
  user: User | null;
}

// The stored token and user are the source of truth (the api-client clears them on a 401 by itself);
// this module only remembers the last reading so that React sees a stable snapshot.
let lastRead: { token: string | null; userJson: string | null; session: Session | null } | undefined;
// Where the session lives when storage is unavailable: it then lasts as long as the page.
let memory: { token: string | null; userJson: string | null } = { token: null, userJson: null };
const listeners = new Set<() => void>();

function parseUser(json: string | null): User | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    const candidate = value as Partial<User> | null;
    return candidate && typeof candidate._id === 'string' && typeof candidate.name === 'string' ? (value as User) : null;
  } catch {
    return null;
  }
}

function readSession(): Session | null {
  const { token, userJson } = readStoredSessionRaw() ?? memory;
  if (lastRead && lastRead.token === token && lastRead.userJson === userJson) return lastRead.session;
  const session = token ? { token, user: parseUser(userJson) } : null;
  lastRead = { token, userJson, session };
  return session;
}

function notify() {
  listeners.forEach((listener) => listener());
}

// Another tab signed in or out.
function handleStorage(event: StorageEvent) {
  if (event.key === null || AUTH_STORAGE_KEYS.includes(event.key)) notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', handleStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', handleStorage);
  };
}

/** The current session, or null when signed out. */
export const getSession = readSession;

// Pages are rendered on the server signed out (the session lives in this browser's storage), so a page
// the browser hydrates starts signed out too, then shows the session: the signed-in parts fill in after.
const signedOutOnServer = (): Session | null => null;

/** The session in a component; re-renders on sign-in, sign-out, profile changes and other tabs' changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession, signedOutOnServer);
}

/** Stores a new session (after login or code verification). */
export function signIn(token: string, user: User): void {
  storeSession(token, user);
  memory = { token, userJson: JSON.stringify(user) };
  notify();
}

/** Replaces the signed-in user (fresh profile, after an update); ignored when signed out. */
export function updateSessionUser(user: User): void {
  const session = readSession();
  if (!session) return;
  storeUser(user);
  memory = { token: session.token, userJson: JSON.stringify(user) };
  notify();
}

/**
 * Ends the session on this device: stored token and user, and everything cached for the account.
 * Also after a 401 the api-client has already cleared storage; this makes the screens follow.
 */
export function endSession(queryClient: QueryClient): void {
  clearStoredSession();
  memory = { token: null, userJson: null };
  queryClient.removeQueries({ queryKey: ['auth'] });
  notify();
}
