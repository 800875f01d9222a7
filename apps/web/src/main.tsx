// Cairo, self-hosted as one variable font per script (Arabic, Latin; a Latin-extended file the browser
// fetches only for such letters): every weight from two files where static weights took six
// (docs/decisions/013-server-rendering.md, the first screen's diet).
import '@fontsource-variable/cairo/wght.css';
import './assets/fonts/rial-sign.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { AppProviders } from './app/providers.tsx';
import { createRoutes } from './app/router.tsx';
import { createUnauthorizedHandler } from './app/handle-unauthorized.ts';
import { setUnauthorizedHandler } from './lib/api-client.ts';
import { changeLanguage, initI18n, languageToRestore } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

const queryClient = createQueryClient();
const rootElement = document.getElementById('root');

// A page the server rendered hands over its query cache and router data (entry-server.tsx): the browser
// adopts the markup instead of drawing it again, and asks the API for nothing the page already holds.
const rendered = document.getElementById('ssr-data');
const handedOver = rendered ? (JSON.parse(rendered.textContent ?? '{}') as { queries: DehydratedState; router: HydrationState }) : undefined;
if (handedOver) hydrate(queryClient, handedOver.queries);

const routes = createRoutes(queryClient);
// The screens of the rendered page are loaded before the router starts, so its first render is the page
// the server sent, not a loading state. Otherwise the router starts at once: the first screen's code and
// data then download alongside the catalogues.
const lazyScreens = handedOver
  ? Promise.all(
      (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    )
  : Promise.resolve();
const router = handedOver ? lazyScreens.then(() => createBrowserRouter(routes, { hydrationData: handedOver.router })) : Promise.resolve(createBrowserRouter(routes));
void router.then((ready) => setUnauthorizedHandler(createUnauthorizedHandler(queryClient, (to) => ready.navigate(to))));

Promise.all([initI18n(), router]).then(
  ([, ready]) => {
    if (!rootElement) return;
    const app = (
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={ready} />
        </AppProviders>
      </StrictMode>
    );
    if (handedOver) {
      const restore = languageToRestore();
      if (restore) {
        // A language switch right away must find the page hydrated (an update reaching a root still
        // hydrating would make React draw the whole page again).
        hydrateRoot(rootElement, app);
        void changeLanguage(restore);
      } else {
        // As a transition, hydration yields to the browser every few milliseconds instead of holding the
        // main thread for the whole page (one long task on a slow phone), and a tap during it is handled
        // first. The page is already drawn, so nothing waits for it but the handlers.
        startTransition(() => {
          hydrateRoot(rootElement, app);
        });
      }
    } else createRoot(rootElement).render(app);
    registerServiceWorker();
  },
  () => {
    // Without its texts the app cannot speak; index.html holds a bilingual notice for this case.
    document.getElementById('boot-error')?.removeAttribute('hidden');
  },
);
