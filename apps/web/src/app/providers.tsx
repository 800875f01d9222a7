import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import type { EmotionCache, StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import rtlPlugin from 'stylis-plugin-rtl';
import { appTheme } from './theme.ts';

/**
 * The one vendor prefix the app's browsers still need: Safari selects a button's text on a long press
 * without `-webkit-user-select`. Stylis's full prefixer also wrote `-ms-`, `-moz-` and old `-webkit-` flexbox
 * forms for every rule, a quarter of each page's CSS (docs/decisions/013-server-rendering.md) that no
 * browser of the last five years reads.
 */
export const webkitUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select') element.return = `-webkit-${element.value}${element.value}`;
};

// Styles are written once, left-to-right; the RTL cache flips them (margins, paddings, positions). The
// server renders with a cache of the same key, so the browser adopts the styles it sent.
export function createEmotionCache(direction: 'rtl' | 'ltr', nonce?: string): EmotionCache {
  return createCache({ key: direction === 'rtl' ? 'muirtl' : 'mui', stylisPlugins: direction === 'rtl' ? [webkitUserSelect, rtlPlugin] : [webkitUserSelect], nonce });
}
const cacheByDirection = new Map<'rtl' | 'ltr', EmotionCache>();

/**
 * The browser's style cache for a direction, built once (boot.tsx builds it before hydrating, in a task of
 * its own), holding the rules a server-rendered page already carries.
 */
export function getEmotionCache(direction: 'rtl' | 'ltr'): EmotionCache {
  let cache = cacheByDirection.get(direction);
  if (!cache) {
    cache = createEmotionCache(direction);
    adoptRenderedStyles(cache);
    skipEmptyStyles(cache);
    cacheByDirection.set(direction, cache);
  }
  return cache;
}

/**
 * Marks the rules of the page's `data-ssr-styles` tags (entry-server.tsx) as present in the cache of the
 * same key, so rendering does not write them again; the tags stay where the server put them.
 */
function adoptRenderedStyles(cache: EmotionCache) {
  for (const tag of document.querySelectorAll('style[data-ssr-styles]')) {
    const [key, ...ids] = (tag.getAttribute('data-ssr-styles') ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const id of ids) cache.inserted[id] = true;
  }
}

/**
 * A style with no rules (a component whose props set none) has nothing to write, and the server wrote no
 * tag for it. Written all the same, it was the first style through the right-to-left transform, which
 * builds its patterns on first use: ~45 ms on a slow phone (4x CPU), inside a step of hydration, for no rule
 * (docs/decisions/013-server-rendering.md, "Less work while hydrating"). It is only marked as present.
 */
function skipEmptyStyles(cache: EmotionCache) {
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (serialized.styles.trim() !== '' || serialized.next) return insert(selector, serialized, sheet, shouldCache);
    if (shouldCache) cache.inserted[serialized.name] = true;
    return undefined;
  };
}

/**
 * Whether the page the server rendered carries the base styles (CssBaseline's global style tags) of this
 * cache's key. The browser then leaves them as they are and does not render CssBaseline: emotion's
 * `<Global>` adopts its tag by moving it to the end of <head>, and any move of a style element makes the
 * browser parse it again and restyle the whole page, inside hydration (docs/decisions/013-server-rendering.md).
 * The base styles are the same for both directions; after a switch of language the other cache's key finds
 * no such tag, and CssBaseline renders its own.
 */
function hasRenderedBaseline(key: string): boolean {
  return typeof document !== 'undefined' && document.querySelector(`style[data-s][data-emotion^="${key}-global "]`) !== null;
}

/**
 * Theme, direction-aware style cache and data cache, following the active language. The server passes
 * its own style cache, one per page, so that page's styles can be collected.
 */
export function AppProviders({ queryClient, emotionCache, children }: { queryClient: QueryClient; emotionCache?: EmotionCache; children: ReactNode }) {
  const { i18n } = useTranslation();
  const direction = i18n.dir(i18n.language);
  const theme = appTheme(direction);
  const cache = emotionCache ?? getEmotionCache(direction);

  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        {emotionCache === undefined && hasRenderedBaseline(cache.key) ? null : <CssBaseline />}
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
