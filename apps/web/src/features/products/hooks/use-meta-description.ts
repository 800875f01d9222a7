import { useEffect } from 'react';

/**
 * Sets the page's `<meta name="description">` (what link previews and search results show) while the
 * component is mounted, and puts the previous text back after.
 */
export function useMetaDescription(description: string | undefined) {
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const isCreated = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (isCreated) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
