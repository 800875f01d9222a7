// main.tsx's second start-up step: importing this module evaluates the file of what MUI's components stand
// on (emotion, the style engine, MUI's system; vite.config.ts UI_BASE_PACKAGES). The components follow in
// the next step (ui-kit.ts), so that neither is one long task on a slow phone.
export { CacheProvider } from '@emotion/react';
