// main.tsx's third start-up step: importing this module evaluates the UI kit's file (MUI's components,
// vite.config.ts UI_PACKAGES). It names one export, not the `@mui/material/styles` barrel: a dynamic import
// of the barrel keeps every export of it in the build, CSS-variable themes and all (~8 KB compressed the
// app never runs).
export { ThemeProvider } from '@mui/material/styles';
