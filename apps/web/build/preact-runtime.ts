import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The app's components are written against React's API and run on Preact's compatibility layer
 * (docs/decisions/028-preact-runtime.md): ~10 KB compressed where React's runtime was ~66 KB, in every
 * page's start-up code on a slow, expensive connection. These aliases send every import of React, the
 * app's and its packages' (MUI, emotion, react-router, TanStack Query, react-i18next, react-hook-form),
 * to Preact: in the browser's build, the server's build and the web's unit tests alike, so the page the
 * server renders, the app that hydrates it and the components the tests exercise are one runtime.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // Preact's compatibility layer with ids scoped to a page's parts (src/runtime/react.js).
  { find: /^react$/, replacement: fileURLToPath(new URL('../src/runtime/react.js', import.meta.url)) },
  // React 17's shim of useSyncExternalStore (react-i18next): Preact's compat layer has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/** JSX compiled for Preact's runtime (no React Fast Refresh: it patches React's internals). */
export const PREACT_JSX = { jsx: { runtime: 'automatic', importSource: 'preact' } } as const;
