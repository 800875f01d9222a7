// Cairo, self-hosted as one variable font per script (assets/fonts/cairo.css): weights 400 to 700 from two
// files where static weights took six (docs/decisions/013-server-rendering.md, the first screen's diet).
import './assets/fonts/cairo.css';
import './assets/fonts/rial-sign.css';
import { countInstallOffer, type InstallOffer } from './app/install-offer.ts';

/**
 * Runs after the browser has drawn the page the server sent: the app's code (boot.tsx and what the first
 * screen needs, which index.html names) is fetched and evaluated then, not before the first paint. On a
 * fast connection it used to arrive while the page was still being read, and the browser evaluated it
 * before drawing anything; on a slow one it shared the connection with the page's fonts and pictures.
 * A hidden tab draws no frames: there it starts at once, or as soon as the tab is hidden.
 */
function afterFirstPaint(run: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  if (document.visibilityState === 'hidden') return once();
  requestAnimationFrame(() => setTimeout(once, 0));
  document.addEventListener('visibilitychange', once, { once: true });
}

// The browser offers installing once it finds the app worth it, possibly before the app has started: the
// offer is held from the first moment, and the invitation's code downloads only on a visit that shows it.
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  const memory = countInstallOffer();
  if (memory) void import('./app/install-invitation.tsx').then(({ showInstallInvitation }) => showInstallInvitation(event as InstallOffer, memory)).catch(() => undefined);
});

/** Lets the browser run what waits (a tap, a frame) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterFirstPaint(() => {
  // The files index.html announces for after the first paint (vite.config.ts announceChunks), together.
  // Of the start-up catalogues (one per language), only the page's language's.
  const language = document.documentElement.lang;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-after-paint]')) {
    if (!link.dataset.lang || link.dataset.lang === language) link.rel = link.dataset.afterPaint ?? '';
  }
  // Evaluated in four tasks, not one: the runtime (React), the UI kit's base (emotion, MUI's system), its
  // components (MUI), then the app. They are four files (vite.config.ts), downloading together; each import
  // runs only what the steps before left.
  import('react-dom/client')
    .then(nextTask)
    .then(() => import('./ui-base.ts'))
    .then(nextTask)
    .then(() => import('./ui-kit.ts'))
    .then(nextTask)
    .then(() => import('./boot.tsx'))
    .then(({ start }) => start())
    .catch(() => {
      // Without its code, its texts or its first screen the app cannot start; index.html holds a bilingual
      // notice for this case.
      document.getElementById('boot-error')?.removeAttribute('hidden');
    });
});
