import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { unstable_IdlePriority as idlePriority, unstable_scheduleCallback as scheduleCallback } from 'scheduler';

/**
 * Selective hydration (docs/decisions/030-react-runtime.md). Each `PagePart` is a Suspense boundary: React
 * adopts the page the server rendered boundary by boundary, the frame first, each part later in a task of
 * its own, yielding to the browser between them. A part the reader taps or focuses before its turn is
 * hydrated at once, in that event, which React then gives to it: no tap is lost. Until then the part stays
 * as the server drew it (links and pictures work, nothing moves).
 */

/** The parts of the server's page not hydrated yet, by id (`data-part`), while the page starts. */
let waiting: Set<string> | undefined;
let onAllAdopted: (() => void) | undefined;
let allAdopted: Promise<void> = Promise.resolve();
/** The lazy parts' downloads under way (lib/lazy-with-preload.ts): a boundary waiting for one is not hydrated yet. */
const loading = new Set<Promise<unknown>>();

function adopted(id: string) {
  if (!waiting?.delete(id) || waiting.size > 0) return;
  waiting = undefined;
  onAllAdopted?.();
}

/**
 * Settles once React has hydrated every part of the server's page under `root` (boot.tsx marks the app as
 * started then). Called before `hydrateRoot`.
 */
export function partsAdopted(root: Element): Promise<void> {
  waiting = new Set([...root.querySelectorAll<HTMLElement>('[data-part]')].map((element) => element.dataset.part ?? ''));
  if (waiting.size === 0) return Promise.resolve();
  allAdopted = new Promise((resolve) => (onAllAdopted = resolve));
  return allAdopted;
}

/** Counts a lazy part's download among those the page's hydration may wait for. */
export function whileLoading<T>(download: Promise<T>): Promise<T> {
  loading.add(download);
  const done = () => loading.delete(download);
  download.then(done, done);
  return download;
}

/**
 * Settles once nothing of the server's page is left to hydrate: every part adopted, the lazy parts inside
 * them (a card's like button) downloaded, and React done with them (the scheduler's idle turn comes after
 * the work React has queued). A change every text follows, the language, waits for it: a part hydrated
 * after the switch would be drawn in the new language over the server's (React's error 418) and redrawn.
 */
export async function pageAdopted(): Promise<void> {
  await allAdopted;
  do {
    await Promise.allSettled([...loading]);
    await new Promise<void>((resolve) => scheduleCallback(idlePriority, () => resolve()));
  } while (loading.size > 0);
}

/** Rendered inside the boundary: its effect runs when React has hydrated (or drawn) the part. */
function Adopted({ id }: { id: string }) {
  useEffect(() => adopted(id), [id]);
  return null;
}

/** Lays the part out as if it were not there: its children are the parent's flex or grid items. */
const LAYOUT_NEUTRAL = { display: 'contents' } as const;

/**
 * A part of a server-rendered page that React hydrates on its own (see above). Its wrapper is laid out as if
 * it were not there and names the part (`useId`, the same on the server and in the browser), so that the
 * start of the app can tell when every part has been adopted.
 */
export function PagePart({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div data-part={id} style={LAYOUT_NEUTRAL}>
      <Suspense fallback={null}>
        {children}
        <Adopted id={id} />
      </Suspense>
    </div>
  );
}
