import { useSession } from '../../features/auth/stores/session-store.ts';
import { WantedListPage } from '../../features/wanted/components/wanted-list-page.tsx';

/** /wanted: the open requests; "near me" for a signed-in seller. */
export function WantedRoute() {
  return <WantedListPage isSignedIn={useSession() !== null} />;
}
