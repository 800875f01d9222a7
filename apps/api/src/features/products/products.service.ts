import type { BrowseProductsQuery } from '@solar/shared/contract/products';
import type { Db } from '../../db/client.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { listPublicProducts } from './products.repository.ts';
import { presentProduct } from './products.presenter.ts';

/** One page of public products with the paging fields of the list envelope. */
export async function browseProducts(db: Db, store: ImageStore, query: BrowseProductsQuery) {
  const { rows, total } = await listPublicProducts(db, query);
  return {
    status: 'success' as const,
    data: rows.map((row) => presentProduct(store, row)),
    total,
    currentPage: query.page,
    totalPages: Math.ceil(total / query.limit),
  };
}
