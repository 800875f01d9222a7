import { createContext, useContext, type ReactNode } from 'react';
import type { ShoppingPart, ShoppingPartFilters } from '@solar/shared/domain/shopping-list';

/** A missing part of the shopping list, for the app's "tell me when one appears". */
export interface NotifySlotProps {
  part: ShoppingPart;
  /** The product list's filters of the part's listings (a saved search keeps them). */
  filters: ShoppingPartFilters;
}

interface ShoppingActions {
  renderNotify?: (props: NotifySlotProps) => ReactNode;
}

const ShoppingActionsContext = createContext<ShoppingActions>({});

/** Set in app/, which composes features: the calculator never imports the saved searches or sign-in. */
export const ShoppingActionsProvider = ShoppingActionsContext.Provider;

export function useShoppingActions(): ShoppingActions {
  return useContext(ShoppingActionsContext);
}
