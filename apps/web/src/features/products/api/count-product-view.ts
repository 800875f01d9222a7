import { useEffect, useRef } from 'react';
import { callApi } from '../../../lib/api-client.ts';

/** Counts a view of the product (the server counts one per visitor per product per hour). */
export function countProductView(id: string) {
  return callApi('products.view', { params: { id } });
}

/** Counts one view when the detail page opens; a failure is of no interest to the visitor. */
export function useCountProductView(id: string) {
  // Development's StrictMode runs effects twice; one page opening is one view.
  const countedId = useRef<string | null>(null);
  useEffect(() => {
    if (countedId.current === id) return;
    countedId.current = id;
    countProductView(id).catch(() => undefined);
  }, [id]);
}
