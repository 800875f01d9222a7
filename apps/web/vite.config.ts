import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { installable } from './build/installable.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = 'http://localhost:3000';

// What the home page needs right after the entry: the products screen and the default language's texts.
const FIRST_SCREEN_MODULES = [
  /[\\/]src[\\/]app[\\/]routes[\\/]products\.tsx$/,
  // Every Arabic catalogue except the lazy ones (lib/i18n.ts LAZY_NAMESPACES: the admin console's, the
  // site's long pages'), which their own routes load.
  /[\\/]i18n[\\/]locales[\\/]ar[\\/](?!admin|info\.json)[\w-]+\.json$/,
];

/** The admin console's modules: its feature folder, its route and its catalogues. */
const ADMIN_MODULE = /[\\/](features[\\/]admin[\\/]|app[\\/]routes[\\/]admin\.tsx$|i18n[\\/]locales[\\/]\w+[\\/]admin(-[\w-]+)?\.json$)/;

/**
 * A file holding any admin module is named `admin-…`: the benchmark then proves the public pages never
 * download one (if admin code slipped into a shared chunk, that chunk would carry the name too).
 */
const adminAwareName = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => ADMIN_MODULE.test(id)) ? 'assets/admin-[name]-[hash].js' : 'assets/[name]-[hash].js';

// What the header shows on the first tap (phone drawer, contact menu): fetched when the network is idle.
const SOON_NEEDED_MODULES = [
  /[\\/]components[\\/]header[\\/]mobile-drawer\.tsx$/,
  /[\\/]features[\\/]settings[\\/]components[\\/]contact-(menu-popup|drawer-items)\.tsx$/,
];

/**
 * Announces lazy chunks in index.html: the first screen's as `modulepreload`, so that on a slow network
 * they download alongside the entry instead of one round trip after it; the header's on-demand parts as
 * `prefetch`, which browsers fetch at the lowest priority, after everything the page itself needs.
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
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = [...Object.values(bundle)].flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const collect = (patterns: RegExp[], exclude: Set<string>) => {
          const found = new Set<string>();
          const add = (fileName: string) => {
            const chunk = byFileName.get(fileName);
            if (!chunk || chunk.isEntry || found.has(fileName) || exclude.has(fileName)) return;
            found.add(fileName);
            chunk.imports.forEach(add);
          };
          for (const chunk of chunks) {
            const id = chunk.facadeModuleId;
            if (id && patterns.some((pattern) => pattern.test(id))) add(chunk.fileName);
          }
          return found;
        };
        const preloaded = collect(FIRST_SCREEN_MODULES, new Set());
        const prefetched = collect(SOON_NEEDED_MODULES, preloaded);
        const link = (rel: string) => (fileName: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head',
        });
        return [...[...preloaded].map(link('modulepreload')), ...[...prefetched].map(link('prefetch'))];
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
  // CommonJS packages whose default export Node's ESM loader would hand over wrapped: bundled instead.
  ssr: { noExternal: ['stylis-plugin-rtl', 'stylis'] },
  build: {
    outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));

const browserBuild = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), announceChunks(), installable(), precompress()],
  build: {
    // Fonts stay files (a data: URL would need `font-src data:` in the CSP), however small.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    // The shell below is one deliberate ~580 kB file (≈190 kB gzipped); warn only beyond that.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        entryFileNames: adminAwareName,
        chunkFileNames: adminAwareName,
        codeSplitting: {
          // Everything the entry needs travels as one file: on a slow mobile network every extra request
          // costs a round trip, often a new connection. What only lazy screens use stays with them.
          groups: [{ name: 'shell', tags: ['$initial'] }],
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
