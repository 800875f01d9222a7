import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths.ts';
import { openLoginDialog } from '../features/auth/stores/auth-dialog-store.ts';
import { endSession } from '../features/auth/stores/session-store.ts';

/**
 * What a 401 on any call but login does (docs/product-brief.md section 4): the api-client has cleared the stored session;
 * the screens and the cache follow, the app goes home, and the login dialog offers to sign in again.
 */
export function createUnauthorizedHandler(queryClient: QueryClient, navigate: (to: string) => unknown) {
  return () => {
    endSession(queryClient);
    void navigate(paths.home.getHref());
    openLoginDialog({ notice: 'sessionExpired' });
  };
}
