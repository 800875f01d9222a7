import { createContext, useContext, type ReactNode } from 'react';

/** What the app may add to a product's card and detail page without this feature knowing who provides it. */
export interface ProductActionSlotProps {
  productId: string;
  productName: string;
  likesCount: number;
  /** Known on the detail page (`likedByMe`), not in lists. */
  likedByMe?: boolean;
  size: 'small' | 'medium';
}

interface ProductActions {
  renderLike?: (props: ProductActionSlotProps) => ReactNode;
  /** The signed-in user's id (null signed out, and on the server): the owner of a listing sees "Edit" instead of contact. */
  viewerId?: string | null;
}

const ProductActionsContext = createContext<ProductActions>({});

/** Set in app/, which composes features: the products feature never imports another feature. */
export const ProductActionsProvider = ProductActionsContext.Provider;

export function useProductActions(): ProductActions {
  return useContext(ProductActionsContext);
}
