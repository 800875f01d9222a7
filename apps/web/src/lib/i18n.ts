import i18n from 'i18next';
import type { ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
// Type-only: the contract modules build zod schemas at load time, which the first screen must not pay for.
import type { Language } from '@solar/shared/contract/common';
import { DECIMAL_OPTION_KEYS, formatDecimal } from '@solar/shared/domain/decimal-format';
import { preferredLanguage } from '@solar/shared/domain/preferred-language';
import { pageAdopted } from './page-part.tsx';

export const SUPPORTED_LANGUAGES = ['ar', 'en'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'ar';
export const LANGUAGE_STORAGE_KEY = 'solar.lang';
/**
 * The cookie that tells the server which language to render (docs/decisions/013-server-rendering.md);
 * the language toggle writes it, as it writes local storage.
 */
export const LANGUAGE_COOKIE = 'lang';
/** The query parameter that asks for a language in a shared or indexed link (`?lang=en`); Arabic is the bare address. */
export const LANGUAGE_PARAM = 'lang';

// The lazy namespaces: one chunk per catalogue, loaded by the screen that needs it.
const lazyCatalogueLoaders = import.meta.glob<ResourceKey>(
  [
    '../../../../packages/shared/src/i18n/locales/*/admin.json',
    '../../../../packages/shared/src/i18n/locales/*/admin-*.json',
    '../../../../packages/shared/src/i18n/locales/*/info.json',
    '../../../../packages/shared/src/i18n/locales/*/calculator.json',
    '../../../../packages/shared/src/i18n/locales/*/directory.json',
    '../../../../packages/shared/src/i18n/locales/*/auth.json',
    '../../../../packages/shared/src/i18n/locales/*/compatibility.json',
    '../../../../packages/shared/src/i18n/locales/*/offline.json',
    '../../../../packages/shared/src/i18n/locales/*/prices.json',
    '../../../../packages/shared/src/i18n/locales/*/selling.json',
  ],
  { import: 'default' },
);
// The start-up ones: one chunk per language (lib/catalogues), so a visitor downloads only the language they read.
const startupCatalogueLoaders: Record<Language, () => Promise<Record<string, ResourceKey>>> = {
  ar: async () => (await import('./catalogues/ar.ts')).catalogues,
  en: async () => (await import('./catalogues/en.ts')).catalogues,
};

/**
 * Namespaces of screens most visitors never open (the admin console, the site's long pages: about, terms,
 * privacy, safety, contact) or that the home page never shows (the calculator; the engineers, shops and
 * ads; the account's forms, dialogs and menu; a listing's "works with" and market prices; the offline notice
 * and the install invitation): not loaded at
 * start, but by the screen's own lazy route through `loadNamespaces` (app/router.tsx `withNamespaces`), or
 * with a lazy part's code (lib/lazy-with-preload.ts), so their text stays out of the first download (the
 * home page's Arabic texts: 20 KB gzipped, 10.5 KB without these).
 */
export const LAZY_NAMESPACES = ['admin', 'admin-directory', 'info', 'calculator', 'directory', 'auth', 'compatibility', 'offline', 'prices', 'selling'] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];
const loadedLazyNamespaces = new Set<LazyNamespace>();

/** The language's catalogues: every start-up namespace, or only the lazy ones named. */
async function readCatalogues(language: Language, only?: readonly string[]): Promise<Record<string, ResourceKey>> {
  if (!only) return startupCatalogueLoaders[language]();
  const folder = `/locales/${language}/`;
  const entries = await Promise.all(
    Object.entries(lazyCatalogueLoaders)
      .filter(([path]) => path.includes(folder))
      .map(([path, load]) => [path.slice(path.indexOf(folder) + folder.length, -'.json'.length), load] as const)
      .filter(([namespace]) => only.includes(namespace))
      .map(async ([namespace, load]) => [namespace, await load()] as const),
  );
  return Object.fromEntries(entries);
}

async function addCatalogues(language: Language, only?: readonly string[]) {
  const catalogues = await readCatalogues(language, only);
  for (const [namespace, resources] of Object.entries(catalogues)) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
}

/** Loads lazy namespaces in the active language (and, after a switch, in the new one too). */
export async function loadNamespaces(namespaces: readonly LazyNamespace[]): Promise<void> {
  await initI18n();
  namespaces.forEach((namespace) => loadedLazyNamespaces.add(namespace));
  const language = getLanguage();
  const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(language, namespace));
  if (missing.length) await addCatalogues(language, missing);
}

/** A lazy part's code (a route's screen, a dialog) and the lazy namespaces of its texts, downloaded together. */
export async function withNamespacesLoaded<T>(namespaces: readonly LazyNamespace[], load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), loadNamespaces(namespaces)]);
  return loaded;
}

export function isSupportedLanguage(value: unknown): value is Language {
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);
}

function readCookieLanguage(): Language | undefined {
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isSupportedLanguage(value)) return value;
  }
  return undefined;
}

function readStorageLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(stored) ? stored : undefined;
  } catch {
    // Storage can be disabled (strict privacy settings): the cookie, or the browser's languages, still tell.
    return undefined;
  }
}

/** Where a visitor's language came from, most telling first. */
type LanguageSource = 'address' | 'choice' | 'browser' | 'default';

/**
 * A visitor's language (docs/decisions/013-server-rendering.md, "Language"): the address's (`?lang=en`, a
 * shared or indexed link), else the choice the language toggle stored (its cookie, which the server reads,
 * else local storage, where visitors from before the cookie have it), else the first of the browser's
 * languages the app speaks (the server reads the same list from `Accept-Language`), else Arabic. Nothing
 * stored is no choice: it never stands for Arabic.
 */
export function visitorLanguage(): { language: Language; source: LanguageSource } {
  const asked = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  if (isSupportedLanguage(asked)) return { language: asked, source: 'address' };
  const chosen = readCookieLanguage() ?? readStorageLanguage();
  if (chosen) return { language: chosen, source: 'choice' };
  const preferred = preferredLanguage(navigator.languages ?? [navigator.language]);
  if (preferred) return { language: preferred, source: 'browser' };
  return { language: DEFAULT_LANGUAGE, source: 'default' };
}

/** The language a server-rendered page was rendered in (`<html lang>`), which the first render must match. */
function readRenderedLanguage(): Language | undefined {
  if (typeof document === 'undefined' || !document.getElementById('ssr-data')) return undefined;
  const rendered = document.documentElement.lang;
  return isSupportedLanguage(rendered) ? rendered : undefined;
}

/** `<html lang dir>` and the manifest follow the language shown, whatever made it change. */
function handleLanguageChanged(language: string) {
  if (!isSupportedLanguage(language)) return;
  // Written only when they change: on a rendered page they already say this language, and writing them
  // again made the browser restyle the page while the app was starting.
  const root = document.documentElement;
  if (root.lang !== language) root.lang = language;
  if (root.dir !== i18n.dir(language)) root.dir = i18n.dir(language);
  // Installing after switching language names the app in that language (docs/decisions/022-installable-app.md).
  const manifest = document.querySelector('link[rel="manifest"]');
  if (manifest && manifest.getAttribute('href') !== `/manifest.${language}.webmanifest`) manifest.setAttribute('href', `/manifest.${language}.webmanifest`);
}

/**
 * Keeps a visitor's choice: the cookie tells the server which language to render, storage keeps it where
 * cookies are cleared. Only a choice is kept; a link's `?lang=` or the browser's languages are not choices.
 */
function rememberChoice(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted: the choice still holds for this visit.
  }
}

let initialization: Promise<void> | undefined;
let isRenderedInAnotherLanguage = false;

/**
 * Whether the page the server rendered is in another language than the visitor's (a choice kept only in
 * storage, from before the cookie; a browser whose languages the server did not read): the app then draws
 * the page in the visitor's language instead of adopting it (boot.tsx), text, direction, theme and styles in
 * one render. Switching once the page was adopted (issue #46) left its theme in the rendered direction.
 */
export function isRenderedInOtherLanguage(): boolean {
  return isRenderedInAnotherLanguage;
}

/** Loads the visitor's language's catalogues (`visitorLanguage`) and starts i18next; safe to call more than once. */
export function initI18n(): Promise<void> {
  initialization ??= (async () => {
    const rendered = readRenderedLanguage();
    const { language, source } = visitorLanguage();
    isRenderedInAnotherLanguage = rendered !== undefined && rendered !== language;
    // A choice kept only in storage (before the cookie existed) gets its cookie, so the server renders it next time.
    if (source === 'choice' && readCookieLanguage() !== language) rememberChoice(language);
    const catalogues = await readCatalogues(language);
    // i18next's start emits the first `languageChanged`: `<html lang dir>` say the language from then on.
    i18n.on('languageChanged', handleLanguageChanged);
    // Catalogues are handed over already loaded (no i18next backend), so the fallback language's
    // catalogues are never downloaded; the i18n check keeps both languages' keys identical.
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: SUPPORTED_LANGUAGES,
      resources: { [language]: catalogues },
      ns: Object.keys(catalogues),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    writeNumbersWithoutIntl();
  })();
  return initialization;
}

/**
 * `{{count, number}}` in the catalogues, written by the app's own decimal format (shared
 * domain/decimal-format.ts, what Intl writes) instead of i18next's, which builds an Intl.NumberFormat: the
 * page's first one costs ICU's set-up while the page hydrates. Options other than the plain decimal
 * ones, or a language the app does not speak, still go to Intl.
 */
function writeNumbersWithoutIntl() {
  i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined, options: Record<string, unknown> = {}) => {
    // i18next passes the call's own options too (count, ns…): only the number's are read.
    const numberOptions = Object.fromEntries(Object.entries(options).filter(([key]) => DECIMAL_OPTION_KEYS.includes(key)));
    if (typeof value === 'number' && isSupportedLanguage(lng) && !OTHER_NUMBER_STYLES.some((key) => key in options)) return formatDecimal(value, lng, numberOptions);
    return new Intl.NumberFormat(lng, options as Intl.NumberFormatOptions).format(value as number);
  });
}
/** Number options that make another form than a plain decimal: those stay with Intl. */
const OTHER_NUMBER_STYLES = ['style', 'currency', 'unit', 'notation', 'signDisplay', 'minimumIntegerDigits', 'minimumSignificantDigits', 'roundingMode'];

/** Lazy namespaces of pages the server renders: it holds them from the start (the admin's it never needs). */
const SERVER_RENDERED_LAZY_NAMESPACES: readonly LazyNamespace[] = ['info', 'calculator', 'directory', 'auth', 'compatibility', 'prices', 'selling'];

/**
 * i18next on the server that renders pages: every start-up catalogue of both languages and those of the
 * rendered pages' lazy routes, no DOM. The render switches language before each page (rendering is
 * synchronous, so pages never interleave).
 */
export function initServerI18n(): Promise<void> {
  initialization ??= (async () => {
    const catalogues = async (language: Language) => ({ ...(await readCatalogues(language)), ...(await readCatalogues(language, SERVER_RENDERED_LAZY_NAMESPACES)) });
    const resources = Object.fromEntries(await Promise.all(SUPPORTED_LANGUAGES.map(async (language) => [language, await catalogues(language)] as const)));
    await i18n.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: SUPPORTED_LANGUAGES,
      resources,
      ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    // The server writes numbers as the browser will, or hydration would find other text.
    writeNumbersWithoutIntl();
  })();
  return initialization;
}

/** The language the interface is shown in. */
export function getLanguage(): Language {
  return isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * The visitor chose a language (the toggle): loads its catalogues if needed, switches, and keeps the choice;
 * `<html lang dir>`, the theme and the style cache follow (app/providers.tsx).
 */
/** The longest a language switch waits for the page's hydration (a slow phone's takes ~1 s). */
const ADOPTION_WAIT_MS = 3_000;

export async function changeLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'common')) await addCatalogues(language);
  const lazy = [...loadedLazyNamespaces].filter((namespace) => !i18n.hasResourceBundle(language, namespace));
  if (lazy.length) await addCatalogues(language, lazy);
  // Not while React still adopts the server's page: a part hydrated after the switch would find other text.
  // A part whose code never arrives (offline) does not hold the switch for long: React redraws it then.
  await Promise.race([pageAdopted(), new Promise((resolve) => setTimeout(resolve, ADOPTION_WAIT_MS))]);
  await i18n.changeLanguage(language);
  rememberChoice(language);
}

export { i18n };
