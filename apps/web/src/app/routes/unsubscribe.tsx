import { useParams } from 'react-router';
import { UnsubscribePage } from '../../features/saved-searches/components/unsubscribe-page.tsx';

/** /u/{token}: an alert's unsubscribe link, signed in or not. */
export function UnsubscribeRoute() {
  const { token = '' } = useParams();
  return <UnsubscribePage token={token} />;
}
