import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Plugin, Rollup } from 'vite';

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
  /** The offline namespace: the kept copy of a listing and the list of kept listings. */
  saved: Record<string, unknown>;
  shortcuts: { postListing: string; calculator: string };
}

const THEME_GREEN = '#2e7d32';
const BACKGROUND = '#f5f7f4';

async function readTexts(localesDir: string, language: Language): Promise<Texts> {
  const read = async (namespace: string) => JSON.parse(await fs.readFile(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as unknown;
  const common = (await read('common')) as {
    app: { name: string; shortName: string; description: string };
    offline: Texts['offline'];
    header: { postAd: string };
    nav: { calculator: string };
  };
  const saved = (await read('offline')) as Record<string, unknown>;
  return { ...common.app, offline: common.offline, saved, shortcuts: { postListing: common.header.postAd, calculator: common.nav.calculator } };
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
    // A long press on the installed icon: post a listing (the posting form opens over the home page) or
    // size a system.
    shortcuts: [
      { name: texts.shortcuts.postListing, url: '/?post=1', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      { name: texts.shortcuts.calculator, url: '/calculator', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    ],
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
      .saved { padding: 1rem; margin: 1rem 0; background: #fff; border: 1px solid rgba(0, 0, 0, 0.12); border-radius: 8px; }
      .saved .mark { margin: 0 0 0.5rem; padding: 0.25rem 0.75rem; background: #fff4e5; color: #663c00; border-radius: 4px; font-weight: 700; }
      .saved img { display: block; width: 160px; height: 120px; object-fit: cover; border-radius: 4px; }
      .saved .call { gap: 0.5rem; flex-wrap: wrap; }
      .saved .price { font-size: 1.25rem; font-weight: 700; color: #1b5e20; margin: 0; }
      nav { padding: 1rem 0; border-top: 1px solid rgba(0, 0, 0, 0.12); }
      nav h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
      nav ul { margin: 0; padding-inline-start: 1.25rem; }
      nav li a { display: inline; min-height: 0; padding: 0; background: none; color: #1b5e20; font-weight: 700; text-decoration: underline; line-height: 2.75; }
      a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 1.25rem; border-radius: 8px; background: ${THEME_GREEN}; color: #fff; font-weight: 700; text-decoration: none; }
    </style>
  </head>
  <body>
    <header>${escapeHtml(ar.name)} · <span lang="en" dir="ltr">${escapeHtml(en.name)}</span></header>
    <main>
    <!--saved-copy-->
    ${part('ar', ar)}
    ${part('en', en)}
    <!--saved-list-->
    </main>
  </body>
</html>
`;
}

/**
 * The files of the in-app offline notice (components/ui/offline-state.tsx, offline-notice.tsx) and of its texts, with what they
 * import: kept at install, since the notice is needed exactly when nothing can be downloaded.
 */
export function offlineNoticeFiles(bundle: Rollup.OutputBundle) {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || files.has(fileName)) return;
    files.add(fileName);
    if (chunk.type === 'chunk') chunk.imports.forEach(add);
  };
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    if (chunk.moduleIds.some((id) => /\/components\/ui\/offline-(notice|state)\.tsx$/.test(id) || /\/locales\/(ar|en)\/offline\.json$/.test(id))) add(chunk.fileName);
  }
  return [...files].map((file) => `/${file}`);
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
export function shellFiles(indexHtml: string, offlineNotice: readonly string[] = []) {
  // A disabled link names a sheet the page holds already (vite.config.ts announceChunks): nothing to keep.
  const referenced = [...indexHtml.matchAll(/<(?![^>]*\bdisabled\b)[^>]*\b(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  return [...new Set(['/offline.html', '/icons/icon-192.png', ...referenced, ...offlineNotice])].sort();
}

export function installable(): Plugin {
  let outDir = '';
  let root = '';
  let offlineNotice: string[] = [];
  let savedTexts = {};
  return {
    name: 'solar:installable',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle(_options, bundle) {
      offlineNotice = offlineNoticeFiles(bundle);
      const localesDir = path.resolve(root, '../../packages/shared/src/i18n/locales');
      const [ar, en] = await Promise.all([readTexts(localesDir, 'ar'), readTexts(localesDir, 'en')]);
      for (const language of ['ar', 'en'] as const) {
        const texts = language === 'ar' ? ar : en;
        this.emitFile({ type: 'asset', fileName: `manifest.${language}.webmanifest`, source: `${JSON.stringify(manifestFor(language, texts), null, 2)}\n` });
      }
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePage(ar, en) });
      savedTexts = { ar: ar.saved, en: en.saved };
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
      const files = shellFiles(indexHtml, offlineNotice);
      const template = await fs.readFile(path.join(root, 'build/service-worker.js'), 'utf8');
      // The version changes whenever a kept file does: the new worker then replaces the old one's copy.
      const hash = createHash('sha256');
      for (const file of files) hash.update(file).update(await fs.readFile(path.join(outDir, file)));
      hash.update(JSON.stringify(savedTexts));
      const version = hash.digest('hex').slice(0, 12);
      const worker = template
        .replace('self.__SHELL_FILES__', JSON.stringify(files))
        .replace('self.__SHELL_VERSION__', JSON.stringify(version))
        .replace('self.__OFFLINE_TEXTS__', JSON.stringify(savedTexts));
      await fs.writeFile(path.join(outDir, 'sw.js'), worker);
      this.info?.(`service worker ${version} keeps ${files.length} files`);
    },
  };
}
