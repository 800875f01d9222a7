import type { Plugin } from 'vite';

/**
 * MUI's modules for themes built on CSS variables (`cssVariables: true`, `colorSchemes`), and what their
 * stand-ins export instead. The app's theme (app/theme.ts) is a plain theme: MUI's `createTheme` then calls
 * `createThemeNoVars` and its `ThemeProvider` renders `ThemeProviderNoVars`, so these modules never run. But
 * `createTheme` and `ThemeProvider` import them, and with them @mui/system's CSS-variable machinery: ~7 KB
 * compressed of every page's start-up code (docs/decisions/013-server-rendering.md, the first screen's diet).
 */
const STAND_INS: ReadonlyArray<{ file: RegExp; code: string }> = [
  {
    file: /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]createThemeWithVars\.js$/,
    code: `
      export const createGetCssVar = unsupported;
      export default function createThemeWithVars() { unsupported(); }`,
  },
  {
    file: /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]ThemeProviderWithVars\.js$/,
    code: `
      export function CssVarsProvider() { unsupported(); }
      export const Experimental_CssVarsProvider = CssVarsProvider;
      export const useColorScheme = unsupported;
      export const getInitColorSchemeScript = unsupported;`,
  },
];

const UNSUPPORTED = `function unsupported() {
  throw new Error('This build has no CSS-variable themes (apps/web/build/themes-without-css-variables.ts)');
}`;

/** Builds MUI without its CSS-variable themes: each use of one throws, saying why. */
export function themesWithoutCssVariables(): Plugin {
  return {
    name: 'solar:themes-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const standIn = STAND_INS.find(({ file }) => file.test(id));
      return standIn ? `${UNSUPPORTED}\n${standIn.code}` : null;
    },
  };
}
