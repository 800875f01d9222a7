import { useParams } from 'react-router';
import { openLoginDialog } from '../../features/auth/stores/auth-dialog-store.ts';
import { useSession } from '../../features/auth/stores/session-store.ts';
import { WantedRequestPage } from '../../features/wanted/components/wanted-request-page.tsx';

/** /wanted/:id: a request; its buyer compares offers, a signed-in seller answers. */
export function WantedRequestRoute() {
  const { id = '' } = useParams();
  return <WantedRequestPage key={id} id={id} isSignedIn={useSession() !== null} onSignIn={() => openLoginDialog({ notice: 'loginRequired' })} />;
}
