// The app: the browser's start-up and hydration of the page the server rendered (docs/decisions/013-server-rendering.md).
// main.tsx imports it once the page is drawn.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { AppProviders, getEmotionCache } from './app/providers.tsx';
import { appTheme } from './app/theme.ts';
import { createRoutes } from './app/router.tsx';
import { createUnauthorizedHandler } from './app/handle-unauthorized.ts';
import { setUnauthorizedHandler } from './lib/api-client.ts';
import { initI18n, isRenderedInOtherLanguage } from './lib/i18n.ts';
import { nextTask } from './lib/next-task.ts';
import { partsAdopted } from './lib/page-part.tsx';
import { keepServerDrawn } from './lib/server-drawn.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

/** The performance mark set once the app has taken over the page (hydrated it, or drawn it). */
const APP_STARTED_MARK = 'solar:app-started';

async function start() {
  const rootElement = document.getElementById('root');
  await nextTask();

  // A page the server rendered hands over its query cache and router data (entry-server.tsx): the browser
  // adopts the markup instead of drawing it again, and asks the API for nothing the page already holds.
  const queryClient = createQueryClient();
  const rendered = document.getElementById('ssr-data');
  const handedOver = rendered ? (JSON.parse(rendered.textContent ?? '{}') as { queries: DehydratedState; router: HydrationState }) : undefined;
  if (handedOver) hydrate(queryClient, handedOver.queries);
  const routes = createRoutes(queryClient);
  // The catalogues of the page's language start loading now, beside the screens below.
  const texts = initI18n();
  await nextTask();

  // The screens of the rendered page are loaded before the router starts, so its first render is the page
  // the server sent, not a loading state. Otherwise the router starts at once: the first screen's code and
  // data then download alongside the catalogues.
  if (handedOver) {
    await Promise.all(
      (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  const router = handedOver ? createBrowserRouter(routes, { hydrationData: handedOver.router }) : createBrowserRouter(routes);
  setUnauthorizedHandler(createUnauthorizedHandler(queryClient, (to) => router.navigate(to)));
  await texts;
  if (!rootElement) return;
  await nextTask();
  // Built in tasks of their own, not inside the first step of hydration.
  const direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  appTheme(direction);
  await nextTask();
  getEmotionCache(direction);
  await nextTask();

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  let started: Promise<void> = Promise.resolve();
  if (handedOver && !isRenderedInOtherLanguage()) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (one long task on a slow phone); the page's parts (lib/page-part.tsx) are
    // hydrated after its frame, each on its own, and a part tapped first is hydrated in the tap.
    started = partsAdopted(rootElement);
    keepServerDrawn(rootElement);
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  } else {
    // No page, or a page in another language than the visitor's (lib/i18n.ts): drawn in the visitor's
    // language, so text, direction, theme and styles change in one render.
    createRoot(rootElement).render(app);
  }
  // Marked for whoever measures the page (the browser tests, a performance trace) once every part of the
  // server's page has been hydrated; before that, a tap on a part is already the app's (React hydrates it in
  // the tap).
  await started;
  performance.mark(APP_STARTED_MARK);
  registerServiceWorker();
}

export { start };
