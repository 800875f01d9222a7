import { useParams } from 'react-router';
import { ProductDetail } from '../../features/products/components/product-detail.tsx';
import { ProductActions } from '../product-actions.tsx';

/** /product/{id}: one product. Keyed by id, so another product starts from its own fresh state. */
export function ProductDetailRoute() {
  const { id = '' } = useParams();
  return (
    <ProductActions>
      <ProductDetail key={id} id={id} />
    </ProductActions>
  );
}
