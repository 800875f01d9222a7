// Public pages rendered on the server (docs/decisions/013-server-rendering.md): the web app's server
// build renders the route with its data, fetched from this API in-process, into the built index.html,
// with the page's metadata; the browser hydrates it. Without a server build (tests, a build in progress)
// the pages are the plain app shell, as before.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@solar/shared/contract/common';
import { acceptedLanguages, preferredLanguage } from '@solar/shared/domain/preferred-language';
import { readCookie } from '../../lib/cookies.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { KeptBytes, sendKept } from '../../plugins/kept-bytes.ts';

/** The site's own pages (about, terms, privacy, safety tips, contact; issue #17), also in the sitemap. */
export const STATIC_PAGES = ['/about', '/terms', '/privacy', '/safety', '/contact'] as const;

/** The routes the server renders: every public screen and the shells of the account screens. */
export const RENDERED_PAGES = [
  '/', '/products', '/product/:id', '/seller/:id', '/engineers', '/engineer/:id', '/shops', '/shop/:id', '/shop-ads', '/calculator', '/c/:code', '/wanted', '/wanted/new', '/wanted/:id', '/prices',
  '/signup', '/verify-otp', '/forgot-password', '/reset-password', '/update-profile', '/my-products',
  ...STATIC_PAGES,
] as const;

interface PageMetadata {
  status: number;
  title: string;
  description: string;
  canonical: string;
  alternates: Record<string, string>;
  card?: { type: string; title: string; description: string; image: string; imageAlt: string };
}

/** A screen of the rendered page: its module under the web app's `app/routes/`, and its lazy namespaces. */
interface RenderedScreen {
  module: string;
  namespaces: readonly string[];
}

type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; language: Language; direction: 'rtl' | 'ltr'; html: string; styles: string; metadata: PageMetadata; state: string; screens: RenderedScreen[] };

/** What a page's address answers for its few seconds: a redirect, or a page (also a 404's). */
type KeptAnswer = { status: number; location: string; page?: undefined } | { status: number; location?: undefined; page: KeptBytes };

/** The web app's server entry (apps/web/src/entry-server.tsx). */
export interface ServerEntry {
  render(request: { url: string; origin: string; language: Language; fetch: (url: string, init: RequestInit) => Promise<Response> }): Promise<RenderResult>;
}

/** Anonymous pages are the same for everyone in a language: kept this long (seconds, not minutes). */
const PAGE_TTL_MS = 5_000;
/** The rendered pages one process keeps, in bytes: varied traffic costs this much memory at most. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** A kept page's UTF-8 bytes, and room for its brotli and gzip copies (each well under half of it). */
const COPIES_PER_PAGE = 2;
const LANGUAGE_COOKIE = 'lang';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's language: `?lang=` of a shared link, else the cookie the language toggle sets, else the browser's Arabic or English, else Arabic. */
export function pageLanguage(request: FastifyRequest): Language {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (asked === 'ar' || asked === 'en') return asked;
  const chosen = readCookie(request.headers.cookie, LANGUAGE_COOKIE);
  if (chosen === 'ar' || chosen === 'en') return chosen;
  // A first visit: the browser's own preference, read as the browser reads it (lib/i18n.ts), so the
  // page it hydrates is already in its language.
  return preferredLanguage(acceptedLanguages(request.headers['accept-language'])) ?? 'ar';
}

/** The `<head>` lines of a page's metadata. */
export function headTags(meta: PageMetadata, language: Language): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    ...Object.entries(meta.alternates).map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}" />`),
  ];
  if (meta.card) {
    const og = {
      'og:type': meta.card.type,
      'og:site_name': language === 'ar' ? 'سوق الطاقة الشمسية' : 'Solar Market',
      'og:locale': language === 'ar' ? 'ar_YE' : 'en_US',
      'og:title': meta.card.title,
      'og:description': meta.card.description,
      'og:url': meta.canonical,
      'og:image': meta.card.image,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': meta.card.imageAlt,
    };
    tags.push(...Object.entries(og).map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`));
    const twitter = { 'twitter:card': 'summary_large_image', 'twitter:title': meta.card.title, 'twitter:description': meta.card.description, 'twitter:image': meta.card.image };
    tags.push(...Object.entries(twitter).map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}" />`));
  }
  return tags.join('\n    ');
}

/**
 * Vite's manifest of the browser build (apps/web/vite.config.ts, `build.manifest`): the file each source
 * module is in, and the files that file imports.
 */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** A lazy namespace's catalogue, as the manifest names it (apps/web/src/lib/i18n.ts). */
const catalogueModule = (language: Language, namespace: string) => `../../packages/shared/src/i18n/locales/${language}/${namespace}.json`;

/**
 * The `<link>`s announcing the files of the page's screens that the built page does not announce already:
 * each screen's code, the files it imports, and its texts in the page's language
 * (docs/decisions/013-server-rendering.md, "The screen's files in the page"). The browser fetches them after
 * the first paint, beside the shell (main.tsx); without them it found them only once the shell had run and
 * the router had matched the address, one round trip later, and added a link for each file itself.
 */
export function screenFileLinks(manifest: BuildManifest, screens: readonly RenderedScreen[], language: Language, template: string): string[] {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  for (const screen of screens) {
    add(`src/app/routes/${screen.module}.tsx`);
    screen.namespaces.forEach((namespace) => add(catalogueModule(language, namespace)));
  }
  return [...files]
    .filter((file) => file.endsWith('.js') && !template.includes(`href="/${file}"`))
    .map((file) => `<link data-after-paint="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
}

/** The built index.html with the rendered page in it, and the links announcing its screens' files. */
export function assemblePage(template: string, page: Extract<RenderResult, { kind: 'page' }>, screenLinks: readonly string[] = []): string {
  const { metadata } = page;
  // Every insert goes through a function: a string replacement would read `$``, `$'` and `$&` in user
  // text (a search, a listing's name) as copies of the template, and one short query built a 28 MB page.
  const put = (text: string) => () => text;
  return template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, put(`<html lang="${page.language}" dir="${page.direction}">`))
    // The installed app is named and laid out in the language of the page it was installed from.
    .replace(/<link rel="manifest" href="\/manifest\.\w+\.webmanifest" \/>/, put(`<link rel="manifest" href="/manifest.${page.language}.webmanifest" />`))
    .replace(/<title>[\s\S]*?<\/title>/, put(`<title>${escapeHtml(metadata.title)}</title>`))
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, put(`<meta name="description" content="${escapeHtml(metadata.description)}" />`))
    // The page reads without JavaScript now; the notice that it needs it would be wrong.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace('</head>', put(`    ${[...screenLinks, headTags(metadata, page.language)].join('\n    ')}\n    ${page.styles}\n  </head>`))
    .replace('<div id="root"></div>', put(`<div id="root">${page.html}</div>\n    <script type="application/json" id="ssr-data">${page.state}</script>`));
}

/** What the server renders pages with: the built index.html, the server entry, and the browser build's manifest. */
export interface WebBuild {
  template: string;
  entry: ServerEntry;
  manifest: BuildManifest;
}

/** The web app's build in `webDistDir` and its server build beside it (`npm run build`), if both are there. */
export async function readWebBuild(webDistDir: string): Promise<WebBuild | undefined> {
  const templateFile = path.join(webDistDir, 'index.html');
  const entryFile = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(templateFile) || !fs.existsSync(entryFile)) return undefined;
  const template = fs.readFileSync(templateFile, 'utf8');
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest) : {};
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  return { template, entry, manifest };
}

/** `build`: the web app to render with; by default the one built in `webDistDir`, and none without a build. */
export async function registerServerRendering(app: FastifyInstance, options: { webDistDir: string; publicUrl: string; build?: WebBuild }) {
  const build = options.build ?? (await readWebBuild(options.webDistDir));
  if (!build) return;
  const { template, manifest, entry } = build;
  // The promise is kept, not the page: requests for a page being rendered wait for that one rendering.
  const pages = new TtlCache<Promise<KeptAnswer>>(PAGE_TTL_MS, 500, PAGE_CACHE_BYTES);
  app.sharedState.on('catalogue', () => pages.clear());

  // The API in-process: the page's data costs no connection and no second parse of a URL.
  const transport = async (url: string, init: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers, payload: typeof init.body === 'string' ? init.body : undefined });
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodyless ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: answer.headers as Record<string, string> });
  };

  const renderPage = async (url: string, language: Language): Promise<KeptAnswer> => {
    const result = await entry.render({ url, origin: options.publicUrl, language, fetch: transport });
    if (result.kind === 'redirect') return { status: result.status, location: result.location };
    const links = screenFileLinks(manifest, result.screens, result.language, template);
    return { status: result.status, page: new KeptBytes(assemblePage(template, result, links)) };
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const language = pageLanguage(request);
    const key = `${language} ${request.url}`;
    let rendering = pages.get(key);
    if (!rendering) {
      rendering = renderPage(request.url, language);
      pages.set(key, rendering);
      const kept = rendering;
      // A failed rendering is not kept: the next request tries again.
      kept.then(
        (answer) => pages.weigh(key, kept, answer.page ? answer.page.bytes.length * COPIES_PER_PAGE : 0),
        () => pages.delete(key),
      );
    }
    const answer = await rendering;
    // The language a page is in depends on the cookie or the browser's languages, its bytes on the encoding; shared caches must keep them apart.
    reply.header('Vary', 'Cookie, Accept-Language, Accept-Encoding').header('Cache-Control', 'no-cache');
    if (answer.location !== undefined) return reply.redirect(answer.location, answer.status as 301 | 302);
    // A phone coming back to an unchanged page pays for headers, not the page; the bytes are compressed
    // once per page and encoding (@fastify/compress is off for these routes).
    return sendKept(request, reply, answer.page, 'text/html; charset=utf-8', answer.status);
  };
  for (const url of RENDERED_PAGES) app.get(url, { compress: false }, handler);
  await app.register(registerEarlySubmits);
}

/** The rendered pages holding a form with a password or a code. */
const ACCOUNT_FORM_PAGES = ['/signup', '/verify-otp', '/forgot-password', '/reset-password', '/update-profile'] as const;

/**
 * A form tapped before the app has taken over the rendered page is sent by the browser itself. Those forms
 * say `method="post"`, so a password never lands in an address, a history entry or a proxy's log; the
 * post is answered by the same page again (303), its body dropped unread, and the app then handles the
 * next tap. A plugin of its own: the form parser exists only for these routes.
 */
async function registerEarlySubmits(app: FastifyInstance) {
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { bodyLimit: 64 * 1024 }, (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, undefined));
    payload.on('error', (error) => done(error, undefined));
  });
  for (const url of ACCOUNT_FORM_PAGES) {
    app.post(url, { config: { cache: 'no-store' } }, (request, reply) => reply.redirect(request.url, 303));
  }
}
