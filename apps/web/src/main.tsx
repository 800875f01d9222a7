// Cairo, self-hosted: only the weights the theme uses and the Arabic and Latin subsets.
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-500.css';
import '@fontsource/cairo/arabic-700.css';
import '@fontsource/cairo/latin-400.css';
import '@fontsource/cairo/latin-500.css';
import '@fontsource/cairo/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { createUnauthorizedHandler } from './app/handle-unauthorized.ts';
import { setUnauthorizedHandler } from './lib/api-client.ts';
import { initI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

const queryClient = createQueryClient();
// Created before the catalogues arrive, so the first screen's code and data download alongside them.
const router = createAppRouter(queryClient);
setUnauthorizedHandler(createUnauthorizedHandler(queryClient, (to) => router.navigate(to)));

const rootElement = document.getElementById('root');

initI18n().then(
  () => {
    if (!rootElement) return;
    createRoot(rootElement).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  },
  () => {
    // Without its texts the app cannot speak; index.html holds a bilingual notice for this case.
    document.getElementById('boot-error')?.removeAttribute('hidden');
  },
);
