import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref has come within `margin` of the screen, once: a section far
 * down a page (the seller's other listings) asks for its data, pictures and styles only when the reader
 * scrolls towards it, not while the phone is still starting the page (docs/decisions/013-server-rendering.md,
 * "Data once"). Without IntersectionObserver it counts as near at once.
 */
export function useNearViewport<T extends Element>(margin = '100% 0px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [useCallback((node: T | null) => setElement(node), []), near];
}
