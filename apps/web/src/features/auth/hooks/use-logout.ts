import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useLogoutUser } from '../api/logout-user.ts';
import { endSession } from '../stores/session-store.ts';

// Screens that only make sense signed in: logging out there goes home.
const SIGNED_IN_ONLY = [paths.updateProfile.path, paths.myProducts.path];

/** Logs out on the server, and on this device even when that call fails (docs/product-brief.md §4). */
export function useLogout() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mutation = useLogoutUser();

  const logout = async () => {
    let message: string | undefined;
    try {
      message = (await mutation.mutateAsync()).message;
    } catch {
      // Offline or the session had already ended: the device forgets it all the same.
    }
    // Leave a signed-in-only screen first, so that it never shows its signed-out state (a login prompt).
    if (SIGNED_IN_ONLY.some((pattern) => matchPath(pattern, pathname))) await navigate(paths.home.getHref(), { replace: true });
    endSession(queryClient);
    toast.success(message || t('auth:messages.logoutSuccess'));
  };

  return { logout, isPending: mutation.isPending };
}
