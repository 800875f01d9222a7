// Renders a page on the server (docs/decisions/013-server-rendering.md): the same routes, screens and
// queries as the browser, with the data fetched from the API in-process, the page's critical CSS and its
// metadata. The browser then hydrates it (boot.tsx) from the query cache handed over in the page.
import { StrictMode, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import createEmotionServer from '@emotion/server/create-instance';
type EmotionCritical = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;
import type { EmotionCache } from '@emotion/cache';
import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@solar/shared/contract/common';
import { AppProviders, createEmotionCache } from './app/providers.tsx';
import { createRoutes, type ScreenFiles } from './app/router.tsx';
import { getPublicSettingsQueryOptions } from './api/get-public-settings.ts';
import { setApiTransport } from './lib/api-client.ts';
import { i18n, initServerI18n } from './lib/i18n.ts';
import { PageOriginContext } from './lib/page-origin.ts';
import { createQueryClient } from './lib/query-client.ts';
import { pageMetadata, type PageMetadata } from './seo/page-metadata.ts';

export type { PageMetadata };

export interface RenderRequest {
  /** Path and query of the page, e.g. `/products?type=Battery`. */
  url: string;
  /** The absolute origin pages are published under (PUBLIC_URL). */
  origin: string;
  language: Language;
  /** Reaches the API without the network (the server's own routes). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** 404 when the page's own subject (a listing, an engineer, a shop) does not exist or is not public. */
      status: number;
      language: Language;
      direction: 'rtl' | 'ltr';
      /** The app's markup, for `<div id="root">`. */
      html: string;
      /** `<style>` elements of the CSS the markup uses. */
      styles: string;
      metadata: PageMetadata;
      /** The query cache and router data for hydration, as JSON safe inside a `<script>` element. */
      state: string;
      /** The page's screens, whose files the server announces in the page (app/router.tsx `screen`). */
      screens: ScreenFiles[];
    };

let ready: Promise<void> | undefined;

// One page renders at a time: i18next's language and the formatters that read it are process-wide.
// Rendering is CPU work on one thread anyway; fetching a page's data runs outside this queue.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The markup, whole: React's static renderer waits for every lazy part the page meets (a screen's code, a
 * card's like button) and renders it in place, as the browser's first render will (boot.tsx loads the
 * route's screens before hydrating). Nothing is streamed: the page is one string the API keeps as bytes, and
 * holds no inline script (each Suspense boundary is complete, marked only by comments).
 */
async function markupOf(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element, {
    // Every boundary written in place, however large: past this size (12.8 KB by default) React moves a
    // boundary's content after the page and an inline script puts it back, which the CSP forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that fails on the server is left for the browser to draw; say which, for whoever runs the server.
    onError: (error) => console.error('server rendering:', error),
  });
  return await new Response(prelude).text();
}

/**
 * Every query the page started, settled (a failed one stays failed: the page shows its error state), and
 * those their answers started in turn (a listing's page: the listing, then its seller's other listings).
 */
async function settle(queryClient: QueryClient): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    const underWay = queryClient.getQueryCache().getAll().filter((query) => query.state.fetchStatus === 'fetching');
    if (underWay.length === 0) return;
    await Promise.all(underWay.map((query) => query.promise?.catch(() => undefined)));
  }
}

/**
 * Queries the markup asked for that no loader started (a detail page's product, the header's contact
 * settings): fetched now, so the page needs no request of its own after hydration. Disabled ones (a
 * signed-in user's data) stay for the browser.
 */
async function fetchAskedFor(queryClient: QueryClient): Promise<boolean> {
  const asked = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      // Built by a component's useQuery: its options carry `enabled` (no observer is subscribed on the server).
      const { enabled } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) };
      const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled && Boolean(query.options.queryFn);
    });
  await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  return asked.length > 0;
}

/** JSON that cannot close the script element it sits in, nor start a comment there. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The page's styles plus those of the styled components that only compose others (an icon button's own
 * rules, merged into its button's class): no element of the page carries their class, so the critical
 * extraction leaves them out, and the browser would compute them again, through the right-to-left
 * transform, in one long task at the end of hydration. Sent, the browser's style cache adopts them as it
 * adopts the rest (docs/decisions/013-server-rendering.md).
 */
function withComposedStyles(cache: EmotionCache, critical: EmotionCritical): EmotionCritical {
  const sent = new Set(critical.styles.flatMap((chunk) => chunk.ids));
  const composed = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !sent.has(entry[0]));
  if (composed.length === 0) return critical;
  const chunk = { key: cache.key, ids: composed.map(([id]) => id), css: composed.map(([, css]) => css).join('') };
  return { ...critical, styles: [...critical.styles, chunk] };
}

/**
 * The page's style tags, named so that the browser adopts them without moving them. Emotion's own
 * hydration (`data-emotion="<key> <ids>"`) moves every tag it finds to the end of <head>, twice (its default
 * cache while the code is evaluated, the app's when it first renders), and each move made the browser
 * restyle the whole page (~70 ms of a slow phone's main thread, the second inside hydration's first step).
 * `data-ssr-styles` tags stay where they are; `adoptRenderedStyles` (app/providers.tsx) marks their
 * rules as present in the app's cache. The global tag keeps emotion's form: `<Global>` looks it up by name.
 */
function adoptableStyleTags(tags: string): string {
  return tags.replace(/<style data-emotion="([\w-]+) /g, (tag, key: string) => (key.endsWith('-global') ? `<style data-s="" data-emotion="${key} ` : `<style data-ssr-styles="${key} `));
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  ready ??= initServerI18n();
  await ready;
  setApiTransport(request.fetch);

  // No retries on the server: a failed query is the page's error state now, and the browser retries.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  // The header's settings (support contacts, exchange rates) are on every page: asked for beside the route's
  // own data, not left to what the markup asks for. A screen may read them disabled (the products list's
  // approximate prices, outside a price sort) before the header does, and a query the server finds
  // disabled stays for the browser, which then asked for it after hydration on every products page.
  void queryClient.prefetchQuery(getPublicSettingsQueryOptions());
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(new URL(request.url, request.origin)));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // The catch-all route sends unknown paths to the product list, as the browser's router does.
  if (context.matches.some((match) => match.route.path === '*')) return { kind: 'redirect', status: 302, location: '/products' };

  await settle(queryClient);
  const direction = i18n.dir(request.language) === 'rtl' ? 'rtl' : 'ltr';
  const renderPage = (routerContext: StaticHandlerContext) => oneAtATime(async () => {
    await i18n.changeLanguage(request.language);
    const cache = createEmotionCache(direction);
    const emotion = createEmotionServer(cache);
    const router = createStaticRouter(handler.dataRoutes, routerContext);
    const app = (
      <StrictMode>
        <PageOriginContext value={request.origin}>
          <AppProviders queryClient={queryClient} emotionCache={cache}>
            <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
          </AppProviders>
        </PageOriginContext>
      </StrictMode>
    );
    const html = await markupOf(app);
    // Still in the queue: prices and places in the metadata are written in this page's language.
    const metadata = pageMetadata({ url: new URL(request.url, request.origin), language: request.language, queryClient, t: i18n.getFixedT(request.language) });
    const styles = emotion.constructStyleTagsFromChunks(withComposedStyles(cache, emotion.extractCriticalToChunks(html)));
    return { html, metadata, styles: adoptableStyleTags(styles) };
  });

  let page = await renderPage(context);
  if (await fetchAskedFor(queryClient)) page = await renderPage(context);

  const { metadata } = page;
  const state = scriptSafeJson({
    // Figures the page only shows as drawn (lib/server-drawn.tsx) are not sent twice.
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && query.meta?.drawnByServer !== true }),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  });
  const screens = context.matches.flatMap((match) => (match.route.handle as { files?: ScreenFiles } | undefined)?.files ?? []);
  return { kind: 'page', status: metadata.status, language: request.language, direction, html: page.html, styles: page.styles, metadata, state, screens };
}
