/**
 * Registers the service worker the build writes (docs/decisions/022-installable-app.md) once the page has
 * loaded, so its install (which reads the first screen's files from the HTTP cache) never competes with
 * the page itself. Only in a production build: the development server has no `sw.js`.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, storage full) simply works without it.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
