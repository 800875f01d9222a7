import { useCallback, useState } from 'react';

/** Which picture fields of a form have uploads running: the form saves only once none has. */
export function useUploadTracker() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const setFieldBusy = useCallback((name: string, isBusy: boolean) => {
    setBusy((current) => {
      if (current.has(name) === isBusy) return current;
      const next = new Set(current);
      if (isBusy) next.add(name);
      else next.delete(name);
      return next;
    });
  }, []);
  return { isUploading: busy.size > 0, setFieldBusy };
}
