import { useParams } from 'react-router';
import { ShopProfile } from '../../features/directory/components/shop-profile.tsx';

/** /shop/{id}: one shop's page. */
export function ShopDetailRoute() {
  const { id = '' } = useParams();
  return <ShopProfile key={id} id={id} />;
}
