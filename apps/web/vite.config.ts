import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Alias, HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { installable } from './build/installable.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = 'http://localhost:3000';

/** The app's start-up (main.tsx imports it once the page is drawn), with everything every page needs. */
const BOOT_MODULE = /[\\/]src[\\/]boot\.tsx$/;
/** The home's screen, the products route (its texts: CATALOGUE_MODULE). */
const PRODUCTS_ROUTE = /[\\/]src[\\/]app[\\/]routes[\\/]products\.tsx$/;

/**
 * The start-up catalogues, one file per language (lib/catalogues/<language>.ts): every language's file is
 * announced with its language, and main.tsx fetches only the page's (an English page downloaded the
 * Arabic texts as well, ~12 KB compressed it never read).
 */
const CATALOGUE_MODULE = /[\\/]lib[\\/]catalogues[\\/](\w+)\.ts$/;

/**
 * The public screens besides the first (issue #15's pages and the detail pages a shared link opens): the UI
 * kit's components they import are one file (`screens-ui`), not the ~15 small files the automatic
 * splitting made of them, each a request and a round trip on a slow network.
 */
const PUBLIC_SCREENS = /[\\/]src[\\/]app[\\/]routes[\\/](calculator|engineers|engineer-detail|shops|shop-detail|shop-ads|product-detail)\.tsx$/;

/**
 * The listing page, the page a shared link opens most: the UI kit's components it draws are a file of their
 * own (`detail-ui`), so it does not download the forms, menus and pagination of the other public screens.
 */
const DETAIL_SCREEN = /[\\/]src[\\/]app[\\/]routes[\\/]product-detail\.tsx$/;

/** The admin console's modules: its feature folder, its route and its catalogues. */
const ADMIN_MODULE = /[\\/](features[\\/]admin[\\/]|app[\\/]routes[\\/]admin\.tsx$|i18n[\\/]locales[\\/]\w+[\\/]admin(-[\w-]+)?\.json$)/;

/**
 * A file holding any admin module is named `admin-…`: the benchmark then proves the public pages never
 * download one (if admin code slipped into a shared chunk, that chunk would carry the name too).
 */
const adminAwareName = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => ADMIN_MODULE.test(id)) ? 'assets/admin-[name]-[hash].js' : 'assets/[name]-[hash].js';


/** Lazy parts every card of the first screen shows at once (the like button): in its file, not three more. */
const FIRST_SCREEN_PARTS = /[\\/]features[\\/]selling[\\/]components[\\/]like-button\.tsx$/;

/** The runtime (React and its scheduler): what main.tsx's first step evaluates. */
const RUNTIME_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** MUI, emotion and the style transforms they use: main.tsx's second and third steps. */
const UI_PACKAGES = /[\\/]node_modules[\\/](@mui[\\/][\w-]+|@emotion[\\/][\w-]+|stylis|stylis-plugin-rtl|cssjanus|react-transition-group|react-is|hoist-non-react-statics|clsx|@babel[\\/]runtime)[\\/]/;
/**
 * The part of them MUI's components stand on (emotion, the style engine, MUI's system and utilities): the
 * second step. None of it imports a component, so the third step (`@mui/material`'s components and icons)
 * evaluates only its own code. In one step the two were one task of ~200 ms on a slow phone.
 */
const UI_BASE_PACKAGES = /[\\/]node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|@emotion[\\/][\w-]+|stylis|stylis-plugin-rtl|cssjanus|react-transition-group|react-is|hoist-non-react-statics|clsx|@babel[\\/]runtime)[\\/]/;

/** main.tsx's steps that evaluate the UI kit's two files: each in its file. */
const UI_BASE_STEP = /[\\/]src[\\/]ui-base\.ts$/;
const UI_STEP = /[\\/]src[\\/]ui-kit\.ts$/;

/** The entry's stylesheet, as the build names it. */
const ENTRY_STYLESHEET = /(^|\/)assets\/index-[\w-]+\.css$/;

/**
 * The modules the first screen (the products route) imports, found in the module graph once it is
 * complete: bundled as one `first-screen` file instead of the ~30 small files the automatic splitting made
 * of them (each shared with another screen in a different way), each a round trip on a slow network.
 * Those another public screen shares (prices, places, cards, chips, the like button) are a `screen-parts`
 * file of their own: a shared listing's first visit does not download the home's list. It also finds the
 * UI kit's modules the other public screens import, outside the shell and the first screen: the
 * `screens-ui` file (PUBLIC_SCREENS).
 */
function firstScreenModules(): Plugin & {
  has: (id: string) => boolean;
  inShell: (id: string) => boolean;
  inScreensUi: (id: string) => boolean;
  inDetailUi: (id: string) => boolean;
  inScreenParts: (id: string) => boolean;
} {
  const found = new Set<string>();
  const shell = new Set<string>();
  const screensUi = new Set<string>();
  const detailUi = new Set<string>();
  const screenParts = new Set<string>();
  return {
    name: 'solar:first-screen-modules',
    apply: 'build',
    buildEnd() {
      found.clear();
      const reach = (from: readonly string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        from.forEach(visit);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const screen = ids.filter((id) => PRODUCTS_ROUTE.test(id) || FIRST_SCREEN_PARTS.test(id));
      shell.clear();
      for (const id of reach(ids.filter((id) => BOOT_MODULE.test(id)))) if (!id.endsWith('.css')) shell.add(id);
      for (const id of reach(screen)) if (!shell.has(id) && !ADMIN_MODULE.test(id) && !id.endsWith('.css')) found.add(id);
      screensUi.clear();
      detailUi.clear();
      screenParts.clear();
      for (const id of reach(ids.filter((id) => DETAIL_SCREEN.test(id)))) if (!found.has(id) && !shell.has(id) && UI_PACKAGES.test(id)) detailUi.add(id);
      const publicScreens = reach(ids.filter((id) => PUBLIC_SCREENS.test(id)));
      // What the other public screens share with the first screen, its lazy parts included (the listing page
      // shows the like button too).
      for (const id of [...publicScreens, ...reach(ids.filter((id) => FIRST_SCREEN_PARTS.test(id)))]) if (found.has(id)) screenParts.add(id);
      for (const id of publicScreens) if (!shell.has(id) && !found.has(id) && !detailUi.has(id) && UI_PACKAGES.test(id)) screensUi.add(id);
    },
    has: (id) => found.has(id),
    inShell: (id) => shell.has(id),
    inScreensUi: (id) => screensUi.has(id),
    inDetailUi: (id) => detailUi.has(id),
    inScreenParts: (id) => screenParts.has(id),
  };
}
const firstScreen = firstScreenModules();

/**
 * Announces lazy chunks in index.html as `modulepreload`: the shell's code and the start-up catalogues, so
 * that on a slow network they download alongside the entry instead of one round trip after it (the server
 * adds the rendered screen's own files). What only an interaction shows (the phone drawer, the contact
 * menu) is fetched when the pointer or focus reaches its button (lib/lazy-with-preload.ts), never on the
 * first visit's own account.
 * And puts the entry's stylesheet in the page.
 */
function announceChunks(): Plugin {
  let base = '/';
  return {
    name: 'solar:announce-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = [...Object.values(bundle)].flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const found = new Set<string>();
        const add = (fileName: string) => {
          const chunk = byFileName.get(fileName);
          if (!chunk || chunk.isEntry || found.has(fileName)) return;
          found.add(fileName);
          chunk.imports.forEach(add);
        };
        // The shell, which every page starts with. A screen's own files (the home's list, a listing's parts) are
        // announced by the server for the screen it renders (server-rendering.ts, screenFileLinks): announced
        // here, every page downloaded the home's list too, a listing's first visit included.
        for (const chunk of chunks) if (chunk.moduleIds.some((id) => BOOT_MODULE.test(id))) add(chunk.fileName);
        const languageOf = new Map<string, string>();
        for (const chunk of chunks) {
          const language = chunk.moduleIds.map((id) => CATALOGUE_MODULE.exec(id)?.[1]).find(Boolean);
          if (language && !found.has(chunk.fileName)) languageOf.set(chunk.fileName, language);
        }
        // Announced, not yet fetched: main.tsx asks for them all at once when the page has been drawn, so the
        // first paint's fonts and pictures have the connection to themselves, and the app's files still
        // come together rather than one round trip after another. (What the entry imports statically Vite
        // announces itself.)
        const tags = [...found, ...languageOf.keys()].filter((fileName) => !html.includes(`href="${base}${fileName}"`)).map(
          (fileName): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { 'data-after-paint': 'modulepreload', ...(languageOf.has(fileName) && { 'data-lang': languageOf.get(fileName) }), crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head',
          }),
        );
        // The entry's stylesheet (the fonts' faces, a few hundred bytes compressed) goes in the page: as a
        // file it blocked the first paint for one more round trip, and the fonts were found only after it.
        const inlined = html.replace(/<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g, (link, href: string) => {
          const sheet = bundle[href.slice(base.length)];
          if (!ENTRY_STYLESHEET.test(href) || sheet?.type !== 'asset' || typeof sheet.source !== 'string') return link;
          // The disabled link is never fetched; it tells Vite's loader of lazy screens, which looks for the
          // sheet's link before adding one, that the page has these rules already.
          return `<style>${sheet.source.trim()}</style><link rel="stylesheet" href="${href}" disabled>`;
        });
        return { html: inlined, tags };
      },
    },
  };
}

/**
 * The server-rendering build (`vite build --ssr`, docs/decisions/013-server-rendering.md): the same app
 * for Node, one file per entry with a stable name the API imports, its lazy screens beside it; the
 * packages stay in node_modules.
 */
const serverBuild = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  publicDir: false,
  // Every package is bundled and built for production, whatever NODE_ENV the server runs with: React,
  // MUI and emotion read NODE_ENV when they run, and in development they render slower and name every
  // style class with a label the browser's production build never computes. The browser then finds none of
  // the page's styles and writes them all again, through the right-to-left transform, while hydrating.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { onLog: quietLog, output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});

/**
 * React Router's production build. Its package's `exports` name only `dist/development` (whatever the
 * conditions; remix-run/react-router#14102), whose dev warnings and their texts reached every page's start-up
 * code. Built files use `dist/production`; `vite` dev keeps the warnings. Both entries share their chunks.
 */
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const REACT_ROUTER_PRODUCTION: Alias[] = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * The build's log without the warnings known to be harmless, so its summary and any real warning stand out:
 * a `"use client"` directive at the top of a package's module (MUI, TanStack Query, react-i18next…) means
 * something only to a React Server Components bundler; bundled, it is dropped.
 */
function quietLog(...[level, log, handler]: Parameters<NonNullable<Rolldown.InputOptions['onLog']>>) {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
  handler(level, log);
}

/** `npm start`'s build prints only warnings and errors (scripts/start.js); `npm run build` lists every file. */
const logLevel = process.env.SOLAR_BUILD_LOG === 'warn' ? 'warn' : 'info';

export default defineConfig(({ command, isSsrBuild }) => {
  const config = { ...(isSsrBuild ? serverBuild : browserBuild), logLevel } as const;
  return command === 'build' ? { ...config, resolve: { ...config.resolve, alias: REACT_ROUTER_PRODUCTION } } : config;
});

const browserBuild = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // React's plugin: Fast Refresh in `vite` dev; the JSX transform is Vite's own either way.
  plugins: [react(), firstScreen, announceChunks(), installable(), precompress()],
  build: {
    // Fonts stay files (a data: URL would need `font-src data:` in the CSP), however small.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    // dist/.vite/manifest.json: the server announces the files of the screen it renders in the page
    // (apps/api/src/features/pages/server-rendering.ts `screenFileLinks`). The server never serves it.
    manifest: true,
    // The shell below is one deliberate ~580 kB file (≈190 kB gzipped); warn only beyond that.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      onLog: quietLog,
      output: {
        entryFileNames: adminAwareName,
        chunkFileNames: adminAwareName,
        codeSplitting: {
          // Everything the entry needs travels as one file: on a slow mobile network every extra request
          // costs a round trip, often a new connection. What only lazy screens use stays with them.
          groups: [
            // The bundler's own helpers (virtual modules, `\0…`: the loader of lazy files) stand apart: the
            // entry imports them statically, and from the shell's file it would evaluate the whole shell
            // before the page is drawn (main.tsx).
            { name: 'loader', test: (id) => id.startsWith('\0'), priority: 4 },
            // The shell's packages in three more files, the runtime and the UI kit's base and components, which
            // main.tsx evaluates one task after another before the app: evaluated together, the ~600 KB shell was
            // one task of ~130 ms on a slow phone (4x CPU), the longest of a page's start; in four it is four
            // shorter ones.
            { name: 'runtime', test: (id) => firstScreen.inShell(id) && RUNTIME_PACKAGES.test(id), priority: 3 },
            { name: 'ui-base', test: (id) => UI_BASE_STEP.test(id) || (firstScreen.inShell(id) && UI_BASE_PACKAGES.test(id)), priority: 3 },
            { name: 'ui', test: (id) => UI_STEP.test(id) || (firstScreen.inShell(id) && UI_PACKAGES.test(id) && !UI_BASE_PACKAGES.test(id)), priority: 3 },
            { name: 'shell', test: (id) => firstScreen.inShell(id), priority: 2 },
            // What the first screen shares with the other public screens (prices, places, cards, chips, the like
            // button): a file of its own, so a shared listing's first visit does not download the home's list.
            { name: 'screen-parts', test: (id) => firstScreen.inScreenParts(id), priority: 2 },
            { name: 'first-screen', test: (id) => firstScreen.has(id), priority: 1 },
            { name: 'detail-ui', test: (id) => firstScreen.inDetailUi(id), priority: 1 },
            { name: 'screens-ui', test: (id) => firstScreen.inScreensUi(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
});
