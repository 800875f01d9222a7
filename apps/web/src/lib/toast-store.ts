import { createStore, useStore } from './create-store.ts';

export type ToastSeverity = 'success' | 'error' | 'info';

/** A link the toast offers: where to find what was just done (already translated). */
export interface ToastAction {
  label: string;
  href: string;
}

export interface Toast {
  id: number;
  severity: ToastSeverity;
  /** Already translated. */
  message: string;
  action?: ToastAction;
}

let nextId = 1;
const store = createStore<readonly Toast[]>([]);

function show(severity: ToastSeverity, message: string, action?: ToastAction) {
  store.set((toasts) => [...toasts, { id: nextId++, severity, message, ...(action ? { action } : {}) }]);
}

/** Short messages at the bottom of the screen for 5 s (docs/product-brief.md §9); one at a time, in order. */
export const toast = {
  success: (message: string, action?: ToastAction) => show('success', message, action),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};

export function dismissToast(id: number): void {
  store.set((toasts) => toasts.filter((toast) => toast.id !== id));
}

/** Forgets every toast (tests start from here). */
export function clearToasts(): void {
  store.set([]);
}

export function useToasts(): readonly Toast[] {
  return useStore(store);
}
