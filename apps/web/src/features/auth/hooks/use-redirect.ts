import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast-store.ts';

/** Leaves a screen that cannot be shown (a missing identifier), once, with an optional error toast. */
export function useRedirect(to: string | null, errorMessage?: string) {
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; one toast is enough.
  const hasRedirected = useRef(false);
  useEffect(() => {
    if (to === null || hasRedirected.current) return;
    hasRedirected.current = true;
    if (errorMessage) toast.error(errorMessage);
    void navigate(to, { replace: true });
  }, [to, errorMessage, navigate]);
}
