import { createStore, useStore } from '../../../lib/create-store.ts';

export type AuthDialogView = 'login' | 'forgotPassword' | 'logout';

/** Why the login dialog opened, shown above its form. */
export type AuthDialogNotice = 'sessionExpired' | 'loginRequired' | 'passwordReset';

export interface AuthDialogState {
  /** Which dialog is open; null when none is. */
  view: AuthDialogView | null;
  /** Where to go after a successful login (Start Selling goes on to the seller's products). */
  redirectTo?: string;
  notice?: AuthDialogNotice;
  /** Prefills the identifier field. */
  identifier?: string;
  /** Changes every time the dialog opens afresh, so its forms start empty. */
  openId?: number;
}

let openCount = 0;

// A store outside React: the api-client's 401 handler opens the login dialog too.
const store = createStore<AuthDialogState>({ view: null });

export function openLoginDialog(options: Omit<AuthDialogState, 'view'> = {}): void {
  store.set({ view: 'login', openId: ++openCount, ...options });
}

export function openForgotPasswordDialog(identifier?: string): void {
  store.set((state) => ({ ...state, view: 'forgotPassword', notice: undefined, identifier: identifier ?? state.identifier }));
}

/** Asks to confirm logging out. */
export function openLogoutDialog(): void {
  store.set({ view: 'logout', openId: ++openCount });
}

export function closeAuthDialog(): void {
  store.set((state) => (state.view === null ? state : { ...state, view: null }));
}

/** Resets to closed with no leftovers (tests start from here). */
export function resetAuthDialog(): void {
  store.set({ view: null });
}

/** The dialog state now, outside React. */
export const getAuthDialog = (): AuthDialogState => store.get();

export function useAuthDialog(): AuthDialogState {
  return useStore(store);
}
