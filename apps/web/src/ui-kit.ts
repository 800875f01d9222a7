// main.tsx's third start-up step: importing this module evaluates the UI kit's file (MUI's components,
// vite.config.ts UI_PACKAGES). The theme is given by MUI's system provider, which is what MUI's own
// provider renders for a theme without CSS variables: its CSS-variables provider (~2 KB compressed the app
// never runs) stays out of the first download.
export { ThemeProvider } from '@mui/system';
