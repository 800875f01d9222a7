import { useParams } from 'react-router';
import { EngineerProfile } from '../../features/directory/components/engineer-profile.tsx';

/** /engineer/{id}: one engineer's profile. */
export function EngineerDetailRoute() {
  const { id = '' } = useParams();
  return <EngineerProfile key={id} id={id} />;
}
