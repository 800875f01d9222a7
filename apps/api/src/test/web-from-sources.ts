// The web app's server rendering loaded from its sources by Vite (its SSR module loader, no build): API
// tests then fetch rendered pages as a browser or a link preview does, without `npm run build`. Pages
// carry no screen-file links (no browser build, no manifest); everything else is the production path.
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import type { ServerEntry, WebBuild } from '../features/pages/server-rendering.ts';
import { appOfFile, buildTestApp, type FileApp } from './build-app.ts';

const WEB_ROOT = path.resolve(import.meta.dirname, '../../../web');

/** The web app to give `buildTestApp({ webBuild })`, and the Vite server to close after the tests. */
export async function webFromSources(): Promise<{ build: WebBuild; close(): Promise<void> }> {
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: false,
    plugins: [react()],
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
  const template = fs.readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8');
  return { build: { template, entry, manifest: {} }, close: () => vite.close() };
}

/**
 * The test file's app, rendering pages with `webFromSources()`: Vite loading the sources takes long on two
 * cores, hence the two minutes. Closing it closes the Vite server too.
 */
export function testAppRenderingPages(
  env: Record<string, string>,
  options: Omit<NonNullable<Parameters<typeof buildTestApp>[1]>, 'webBuild'> = {},
): FileApp {
  return appOfFile(async () => {
    const web = await webFromSources();
    try {
      const ctx = await buildTestApp(env, { ...options, webBuild: web.build });
      return {
        ...ctx,
        async close() {
          await ctx.close();
          await web.close();
        },
      };
    } catch (error) {
      await web.close();
      throw error;
    }
  }, 120_000);
}
