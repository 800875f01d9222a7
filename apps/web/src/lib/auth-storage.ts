const TOKEN_KEY = 'solar.auth.token';
const USER_KEY = 'solar.auth.user';

// Storage may be unavailable (disabled, full); then the visitor is simply signed out.

export function getStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function getStoredUser<T>(): T | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The stored token and user exactly as stored (the user as JSON text), for cheap change detection. */
export function readStoredSessionRaw(): { token: string | null; userJson: string | null } | null {
  try {
    return { token: localStorage.getItem(TOKEN_KEY), userJson: localStorage.getItem(USER_KEY) };
  } catch {
    // null: storage is unavailable, not empty.
    return null;
  }
}

/** Replaces the stored user, keeping the token. */
export function storeUser(user: unknown): void {
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Kept in memory only.
  }
}

/** Storage keys, for listening to other tabs' changes. */
export const AUTH_STORAGE_KEYS: readonly string[] = [TOKEN_KEY, USER_KEY];

export function storeSession(token: string, user: unknown): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Without storage the session cannot outlive this page.
  }
}

export function clearStoredSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    // Nothing was stored.
  }
}
