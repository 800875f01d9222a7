import { Suspense } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';
import { useToasts } from '../../lib/toast-store.ts';

// Its own chunk: the first screen shows no toast.
const ToastSnackbar = lazyWithPreload(async () => (await import('./toast-snackbar.tsx')).ToastSnackbar);

/** Shows the toasts of lib/toast-store.ts one after the other. */
export function Toaster() {
  const toasts = useToasts();
  const current = toasts[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ToastSnackbar key={current.id} toast={current} />
    </Suspense>
  );
}
