import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/**
 * What makes the site installable and cheap on the second visit (docs/decisions/022-installable-app.md):
 * app icons drawn from the favicon, one web app manifest per language, a bilingual offline page, and the
 * service worker with the list of files it keeps. All of it comes from files in the repository at build
 * time: the texts from the shared catalogues, the icon from `public/favicon.svg`.
 */

type Language = 'ar' | 'en';

interface Texts {
  name: string;
  shortName: string;
  description: string;
  offline: { title: string; body: string; retry: string };
}

const THEME_GREEN = '#2e7d32';
const BACKGROUND = '#f5f7f4';

async function readTexts(localesDir: string, language: Language): Promise<Texts> {
  const common = JSON.parse(await fs.readFile(path.join(localesDir, language, 'common.json'), 'utf8')) as {
    app: { name: string; shortName: string; description: string };
    offline: Texts['offline'];
  };
  return { ...common.app, offline: common.offline };
}

export function manifestFor(language: Language, texts: Texts) {
  return {
    id: '/',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_GREEN,
    background_color: BACKGROUND,
    categories: ['shopping', 'business'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The page the service worker shows when a page cannot be fetched: both languages, Arabic first, no
 * script (the CSP allows none inline) and no file it would have to fetch. "Try again" reloads the page
 * the visitor asked for, which the address bar still holds.
 */
export function offlinePage(ar: Texts, en: Texts) {
  const part = (language: Language, texts: Texts) =>
    `<section lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
      <h1>${escapeHtml(texts.offline.title)}</h1>
      <p>${escapeHtml(texts.offline.body)}</p>
      <p><a href="">${escapeHtml(texts.offline.retry)}</a></p>
    </section>`;
  return `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${THEME_GREEN}" />
    <title>${escapeHtml(ar.offline.title)} | ${escapeHtml(en.offline.title)}</title>
    <style>
      body { margin: 0; background: ${BACKGROUND}; color: rgba(0, 0, 0, 0.87); font-family: "Cairo", "Segoe UI", Tahoma, Arial, sans-serif; line-height: 1.8; }
      header { background: ${THEME_GREEN}; color: #fff; padding: 0.75rem 1rem; font-weight: 700; }
      main { max-width: 36rem; margin: 0 auto; padding: 1rem; }
      section { padding: 1rem 0; }
      section + section { border-top: 1px solid rgba(0, 0, 0, 0.12); }
      h1 { font-size: 1.25rem; margin: 0 0 0.5rem; }
      a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 1.25rem; border-radius: 8px; background: ${THEME_GREEN}; color: #fff; font-weight: 700; text-decoration: none; }
    </style>
  </head>
  <body>
    <header>${escapeHtml(ar.name)} · <span lang="en" dir="ltr">${escapeHtml(en.name)}</span></header>
    <main>
    ${part('ar', ar)}
    ${part('en', en)}
    </main>
  </body>
</html>
`;
}

/** The icon on a full-bleed green square with the sun inside the maskable safe zone (80 % circle). */
function maskableSvg(favicon: string) {
  const inner = favicon.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<rect[^>]*\/>/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${THEME_GREEN}"/><g transform="translate(3.2 3.2) scale(0.8)">${inner}</g></svg>`;
}

/**
 * What the service worker keeps at install: the page shown offline, the icons, and the files every page
 * starts with (the entry script, its stylesheet and the files index.html announces). The other hashed
 * files are kept as they are first fetched: precaching every lazy screen would cost a first-time visitor
 * hundreds of kilobytes they may never use.
 */
export function shellFiles(indexHtml: string) {
  // A disabled link names a sheet the page holds already (vite.config.ts announceChunks): nothing to keep.
  const referenced = [...indexHtml.matchAll(/<(?![^>]*\bdisabled\b)[^>]*\b(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  return [...new Set(['/offline.html', '/icons/icon-192.png', ...referenced])].sort();
}

export function installable(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'solar:installable',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle() {
      const localesDir = path.resolve(root, '../../packages/shared/src/i18n/locales');
      const [ar, en] = await Promise.all([readTexts(localesDir, 'ar'), readTexts(localesDir, 'en')]);
      for (const language of ['ar', 'en'] as const) {
        const texts = language === 'ar' ? ar : en;
        this.emitFile({ type: 'asset', fileName: `manifest.${language}.webmanifest`, source: `${JSON.stringify(manifestFor(language, texts), null, 2)}\n` });
      }
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePage(ar, en) });
      const favicon = await fs.readFile(path.join(root, 'public/favicon.svg'), 'utf8');
      const draw = (svg: string, size: number) => sharp(Buffer.from(svg), { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9, palette: true, colors: 16 }).toBuffer();
      const icons: [string, Buffer][] = await Promise.all([
        draw(favicon, 192).then((b): [string, Buffer] => ['icons/icon-192.png', b]),
        draw(favicon, 512).then((b): [string, Buffer] => ['icons/icon-512.png', b]),
        draw(maskableSvg(favicon), 512).then((b): [string, Buffer] => ['icons/maskable-512.png', b]),
      ]);
      for (const [fileName, source] of icons) this.emitFile({ type: 'asset', fileName, source });
    },
    async closeBundle() {
      // index.html is final only now (the announced chunks are added after the bundle is generated).
      const indexHtml = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
      const files = shellFiles(indexHtml);
      const template = await fs.readFile(path.join(root, 'build/service-worker.js'), 'utf8');
      // The version changes whenever a kept file does: the new worker then replaces the old one's copy.
      const hash = createHash('sha256');
      for (const file of files) hash.update(file).update(await fs.readFile(path.join(outDir, file)));
      const version = hash.digest('hex').slice(0, 12);
      const worker = template.replace('self.__SHELL_FILES__', JSON.stringify(files)).replace('self.__SHELL_VERSION__', JSON.stringify(version));
      await fs.writeFile(path.join(outDir, 'sw.js'), worker);
      this.info?.(`service worker ${version} keeps ${files.length} files`);
    },
  };
}
