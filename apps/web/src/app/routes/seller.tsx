import { useParams } from 'react-router';
import { SellerPage } from '../../features/products/components/seller-page.tsx';
import { ProductActions } from '../product-actions.tsx';

/** /seller/{id}: a seller's public page. Keyed by id, so another seller starts from a fresh state. */
export function SellerRoute() {
  const { id = '' } = useParams();
  return (
    <ProductActions>
      <SellerPage key={id} id={id} />
    </ProductActions>
  );
}
