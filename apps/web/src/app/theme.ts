import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

// The brand green; index.html's theme-color repeats it for the browser's own bars.
const BRAND_GREEN = '#2e7d32';

const themes = new Map<'rtl' | 'ltr', Theme>();

// "Rial Sign" draws only ﷼ (U+FDFC), which Cairo lacks (assets/fonts/rial-sign.css): prices name the rials in
// words (docs/product-decisions.md section 6), but sellers may type the sign. An Arabic page takes Cairo for
// its Arabic letters only and the phone's own font for digits and Latin words, so its first visit does not
// download Cairo's Latin file (docs/decisions/041-arabic-pages-arabic-font.md); index.html says the same.
const FALLBACK_FONTS = '"Rial Sign", "Segoe UI", Tahoma, Arial, sans-serif';
const ARABIC_PAGE_FONTS = `"Cairo Arabic", ${FALLBACK_FONTS}`;
const ENGLISH_PAGE_FONTS = `"Cairo Variable", "Cairo Arabic", ${FALLBACK_FONTS}`;

/** The animations MUI's fields listen for to notice the browser's autofill (InputBase's handleAutoFill). */
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';

/**
 * The product's theme for one writing direction, built once per direction (the browser builds it before
 * hydrating, in a task of its own: boot.tsx).
 */
export function appTheme(direction: 'rtl' | 'ltr'): Theme {
  let theme = themes.get(direction);
  if (!theme) {
    theme = createAppTheme(direction);
    themes.set(direction, theme);
  }
  return theme;
}

/** The product's theme for one writing direction (docs/product-brief.md section 9 breakpoints, WCAG AA text contrast). */
function createAppTheme(direction: 'rtl' | 'ltr'): Theme {
  return createTheme({
    direction,
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    palette: {
      // Contrast text is picked at 4.5:1, the AA level for normal text, rather than MUI's default of 3.
      contrastThreshold: 4.5,
      primary: { main: BRAND_GREEN, light: '#4caf50', dark: '#1b5e20', contrastText: '#ffffff' },
      secondary: { main: '#f9a825', dark: '#c17900', contrastText: 'rgba(0, 0, 0, 0.87)' },
      background: { default: '#f5f7f4', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: direction === 'rtl' ? ARABIC_PAGE_FONTS : ENGLISH_PAGE_FONTS,
      // Light text is too faint on a cheap screen in the sun: the lightest weight is the regular one.
      fontWeightLight: 400,
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 700 },
    },
    // Touch targets (WCAG 2.5.5, issue #17): every control a thumb uses is 44 × 44 CSS px at least, set
    // here once for every screen; apps/web/e2e/touch-targets.spec.ts measures the public pages.
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { minHeight: 44 } } },
      // A link drawn as a button ("Forgot password?") stands on its own: a target, not a word in a sentence.
      MuiLink: {
        styleOverrides: { button: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: 44, minWidth: 44, verticalAlign: 'middle' } },
      },
      // MUI's autofill keyframes (a field's label moves up when the browser fills it in) once, in the page's
      // base styles, which the server renders and the browser adopts. By default every field brings its own
      // global style: the page's first adopts the server's copy, each other one writes it again while the
      // page hydrates, and the first such write paid the right-to-left transform's set-up (~70 ms on a slow
      // phone, on the calculator's ten fields).
      MuiCssBaseline: {
        styleOverrides: {
          [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
          [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
        },
      },
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: {
          // What MUI puts on each field when it injects its own keyframes (InputBase's autofill detection).
          input: { animationName: AUTO_FILL_CANCEL, animationDuration: '10ms', '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTO_FILL } },
          // Small fields (filters, sort) are 40 px tall by default: 2 px more padding above and below.
          inputSizeSmall: { paddingTop: 10.5, paddingBottom: 10.5 },
        },
      },
      MuiOutlinedInput: { styleOverrides: { inputSizeSmall: { paddingTop: 10.5, paddingBottom: 10.5 } } },
      // A chip one can press (a filter, a category) is a target; a chip that only labels stays compact.
      MuiChip: {
        variants: [
          { props: { clickable: true }, style: { height: 'auto', minHeight: 44 } },
          // The owner's state carries whether the chip can be removed; a removable chip is pressed too.
          { props: (props: { onDelete?: unknown; ownerState?: { onDelete?: unknown } }) => Boolean(props.onDelete ?? props.ownerState?.onDelete), style: { height: 'auto', minHeight: 44 } },
        ],
      },
      MuiPaginationItem: { styleOverrides: { root: { minWidth: 44, height: 44 } } },
      // 24 px icon + 10 px padding each side (MUI's 9 makes 42).
      MuiCheckbox: { styleOverrides: { root: { padding: 10 } } },
      MuiRadio: { styleOverrides: { root: { padding: 10, '&.MuiRadio-sizeSmall': { padding: 12 } } } },
      // The switch's thumb sits in a 44 px round target (MUI's 38), its track and root grown to match.
      MuiSwitch: {
        styleOverrides: {
          root: { width: 64, height: 44, padding: 15 },
          switchBase: { padding: 12 },
        },
      },
      // List rows that are links or buttons (the category list, drawers, menus): 44 px even when dense.
      MuiListItemButton: { styleOverrides: { root: { minHeight: 44 } } },
      MuiToggleButton: { styleOverrides: { root: { minHeight: 44, minWidth: 44 } } },
      // On the green bar the default focus ring is near invisible: a thick amber outline (4.6:1 on the green).
      MuiAppBar: {
        defaultProps: { elevation: 1 },
        styleOverrides: { root: { '& .Mui-focusVisible': { outline: '3px solid #ffd54f', outlineOffset: 2 } } },
      },
      // Every icon-only button is a 44 × 44 px touch target at least (WCAG 2.5.5), whatever its size.
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
      // A disabled field's help says why it is disabled ("choose a governorate first"): it must stay
      // readable, so it keeps the secondary text colour instead of the faint disabled one (WCAG 1.4.3).
      MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
    },
  });
}
