import { paths } from '../../../config/paths.ts';

/**
 * Shares a listing's short link (what alerts carry too): the phone's share sheet where there is one
 * (Web Share API), otherwise the link is copied. Answers what happened, for the caller to say.
 */
export async function shareListing(product: { _id: string; name: string }): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  const url = new URL(paths.productShort.getHref(product._id), window.location.origin).href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: product.name, url });
      return 'shared';
    } catch (error) {
      // The seller closed the sheet: nothing to say. Anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
