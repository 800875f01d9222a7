import { Suspense, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { nextTask } from './next-task.ts';
import { IdScopeProvider, useIdScope } from '../runtime/id-scope.ts';

/**
 * Hydration in steps (docs/decisions/028-preact-runtime.md). Preact adopts a server-rendered page in one
 * pass, with no pauses: on a slow phone the home page's pass was one task of ~550 ms at 4x CPU, every tap
 * waiting behind it. A part wrapped in `HydrateLater` sits out that pass: it stays as the server drew it
 * (links and pictures work, nothing moves) and is adopted afterwards, each such part in a task of its own,
 * with the browser free to handle a tap between two of them. A part waits until it is on the screen, or
 * until the reader touches it (`watchPart`): what the phone does not show costs it nothing at start-up.
 *
 * How: while `hydrateInSteps` runs the pass, the part suspends (Preact keeps a suspended part's server
 * markup while hydrating) until its turn in a chain of tasks; then Preact resumes hydrating it. A part met
 * while a waiting part is adopted waits in turn, after every part already waiting: the header is a step,
 * its links and actions later steps of their own. Outside those passes (the server, a page drawn by the
 * browser, later renders) a part renders its children at once.
 */
let isHydratingInSteps = false;

/** Runs the hydration pass of the page (boot.tsx): the `HydrateLater` parts it meets wait for their turn. */
export function hydrateInSteps(hydrate: () => void): void {
  isHydratingInSteps = true;
  try {
    hydrate();
  } finally {
    isHydratingInSteps = false;
  }
}

/** The end of the chain of steps: each part's turn is one task after the previous part's. */
let lastStep: Promise<void> = Promise.resolve();
const nextStep = () => (lastStep = lastStep.then(nextTask));

/** Parts whose first look at the screen has not come yet (see `watchPart`). */
const unsettledChecks = new Set<Promise<void>>();

/**
 * Settles once every part that is on the screen has been adopted (its turn came, and the task after it ran),
 * those inside others too. A part off the screen is not waited for: it answers a tap all the same (see
 * `watchPart`).
 */
export async function hydrationStepsDone(): Promise<void> {
  let awaited: Promise<void>;
  do {
    while (unsettledChecks.size > 0) await Promise.all(unsettledChecks);
    awaited = lastStep;
    await awaited.then(nextTask);
  } while (awaited !== lastStep || unsettledChecks.size > 0);
}

/** A part's turn: thrown (as Suspense expects) until it has come. */
interface Turn {
  promise: Promise<void>;
  hasCome: boolean;
  /** Puts the part in the chain of steps (once; later calls do nothing). */
  reach: () => void;
}

/** The turns of parts not adopted yet: each leaves once its part is adopted, or goes away before its turn. */
const waitingParts = new Set<Turn>();

/**
 * Adopts every part still waiting, those inside them too, on the screen or not: before a language switch
 * (lib/i18n.ts `changeLanguage`). A part adopted after the switch would be adopted as the server drew it,
 * in the other language's direction: adopting keeps the page's attributes (its classes, the other style
 * cache's), and the part kept the other direction's styles. Adopted first, the switch redraws it like the rest.
 */
export async function adoptWaitingParts(): Promise<void> {
  while (waitingParts.size > 0) {
    const waiting = [...waitingParts];
    for (const turn of waiting) turn.reach();
    await Promise.all(waiting.map((turn) => turn.promise));
    // Their adoption runs in the turn's task; the parts inside them join the waiting ones meanwhile.
    await nextTask();
  }
}

function takeTurn(): Turn {
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const turn: Turn = {
    promise: reached.then(nextStep).then(() => {
      turn.hasCome = true;
      // Preact resumes hydrating the part in this task's microtasks: the parts inside it take turns too.
      // Its adoption ends that (below); the next task does if the part went away before its turn.
      isHydratingInSteps = true;
      void nextTask().then(() => void (isHydratingInSteps = false));
    }),
    hasCome: false,
    reach,
  };
  waitingParts.add(turn);
  return turn;
}

/**
 * One observer for every waiting part: a part is reached when one of its boxes comes on the screen. A box
 * may be watched by two parts at once: a part, and a part inside it whose box is its own first element.
 */
let screenObserver: IntersectionObserver | undefined;
interface Watcher {
  onScreen: () => void;
  looked: () => void;
}
const watchers = new Map<Element, Set<Watcher>>();

function observeScreen(element: Element, watcher: Watcher): () => void {
  screenObserver ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      for (const each of watchers.get(entry.target) ?? []) {
        each.looked();
        if (entry.isIntersecting) each.onScreen();
      }
    }
  });
  const watching = watchers.get(element);
  if (watching) {
    // Observed already: observing again is what makes the observer look at it again, for this watcher.
    watching.add(watcher);
    screenObserver.unobserve(element);
  } else watchers.set(element, new Set([watcher]));
  screenObserver.observe(element);
  return () => {
    const left = watchers.get(element);
    left?.delete(watcher);
    if (left?.size) return;
    watchers.delete(element);
    screenObserver?.unobserve(element);
    // Every part has answered: the observer goes too (the next page's parts make their own).
    if (watchers.size === 0) {
      screenObserver?.disconnect();
      screenObserver = undefined;
    }
  };
}

/** The elements of a part that have boxes: its wrappers (and those of parts inside it) have none. */
function boxesOf(element: Element): Element[] {
  return [...element.children].flatMap((child) => ((child as HTMLElement).style?.display === 'contents' ? boxesOf(child) : [child]));
}

/** Events on a waiting part that start its turn; those in `REPLAYED` are also given again once it answers. */
const STARTERS = ['pointerdown', 'focusin'] as const;
const REPLAYED = ['click', 'submit', 'input', 'change'] as const;

/**
 * Watches a waiting part (its wrapper `element`) until it is adopted: it takes its turn once one of its
 * boxes is on the screen, or once the reader touches or focuses it. A part below the fold, behind a closed
 * panel or in a hidden column costs the phone nothing at start-up.
 *
 * What the reader does before it answers is not lost: a tap (`click`) or a form sent (`submit`) is held back
 * and given again to the same element once the part answers; a field typed into or changed keeps what the
 * browser put there, and the part is told of it (`input`, `change`) once it answers.
 *
 * Returns what stops watching, which is also when the held-back events are given again (a task later, once
 * the part's handlers are attached).
 */
function watchPart(element: HTMLElement, turn: Turn): () => void {
  const held: { type: (typeof REPLAYED)[number]; target: EventTarget | null }[] = [];
  const start = () => turn.reach();
  const hold = (event: Event) => {
    const type = event.type as (typeof REPLAYED)[number];
    if (type === 'click' || type === 'submit') {
      event.preventDefault();
      event.stopPropagation();
    }
    if (!held.some((h) => h.type === type && h.target === event.target)) held.push({ type, target: event.target });
    start();
  };
  for (const type of STARTERS) element.addEventListener(type, start, { capture: true, passive: true });
  for (const type of REPLAYED) element.addEventListener(type, hold, { capture: true });

  let looked!: () => void;
  const check = new Promise<void>((resolve) => (looked = resolve));
  unsettledChecks.add(check);
  void check.then(() => unsettledChecks.delete(check));
  const boxes = boxesOf(element);
  const stops = typeof IntersectionObserver === 'undefined' || boxes.length === 0 ? [] : boxes.map((box) => observeScreen(box, { onScreen: start, looked }));
  if (stops.length === 0) {
    start();
    looked();
  }

  return () => {
    for (const stop of stops) stop();
    looked();
    for (const type of STARTERS) element.removeEventListener(type, start, { capture: true });
    for (const type of REPLAYED) element.removeEventListener(type, hold, { capture: true });
    if (held.length === 0) return;
    void nextTask().then(() => {
      for (const { type, target } of held) {
        if (!(target instanceof Element) || !target.isConnected) continue;
        // A click is dispatched, not `click()`ed: the target may be a button's icon (SVG has no `click()`).
        // A link still follows, a box still toggles, a submit button still sends its form.
        if (type === 'click') target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
        else if (type === 'submit') (target as HTMLFormElement).requestSubmit();
        else target.dispatchEvent(new Event(type, { bubbles: true }));
      }
    });
  };
}

function WaitForTurn({ turn, onAdopted, children }: { turn: Turn | null; onAdopted: () => void; children: ReactNode }) {
  useLayoutEffect(() => {
    if (!turn) return;
    isHydratingInSteps = false;
    waitingParts.delete(turn);
    onAdopted();
  }, [turn, onAdopted]);
  if (turn && !turn.hasCome) throw turn.promise;
  return children;
}

/** Lays the part out as if it were not there: its children are the parent's flex or grid items. */
const LAYOUT_NEUTRAL = { display: 'contents' } as const;

/**
 * A part of a server-rendered page adopted after the rest, in a task of its own, once it is on the screen
 * (see above and `watchPart`). Two wrappers of its own, laid out as if they were not there: the outer one is
 * adopted with the page, so the part can be watched; the inner one holds its children, whatever they render
 * (nothing, or several elements): the element Preact keeps while the part waits. A part inside a waiting one
 * is a step after it (see above).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [turn, setTurn] = useState(() => (isHydratingInSteps ? takeTurn() : null));
  // What the pass rendered, which is what the server rendered: the part is adopted as that, then drawn again
  // as it is now (a signed-in owner's Edit where the server put a buyer's Call), by an ordinary update.
  const [renderedChildren] = useState(() => children);
  const adopted = useCallback(() => setTurn(null), []);
  const partRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!turn) return;
    const stopWatching = partRef.current ? watchPart(partRef.current, turn) : undefined;
    return () => {
      stopWatching?.();
      // Gone before its turn (another page): nothing is left to adopt.
      waitingParts.delete(turn);
    };
  }, [turn]);
  // The page has something new for the part to show (the list's filters changed): it takes its turn now,
  // on the screen or not. Waiting, it would show the server's version, and a box that is empty there (hidden
  // when empty) would never come on the screen to be adopted.
  useLayoutEffect(() => {
    if (turn && children !== renderedChildren) turn.reach();
  });
  // The part's components take ids of the part's own (runtime/id-scope.ts): the same on the server and in the
  // browser, whenever the part is adopted.
  const ids = useIdScope();
  return (
    <div ref={partRef} style={LAYOUT_NEUTRAL}>
      <IdScopeProvider value={ids}>
        <Suspense fallback={null}>
          <WaitForTurn turn={turn} onAdopted={adopted}>
            <div style={LAYOUT_NEUTRAL}>{turn ? renderedChildren : children}</div>
          </WaitForTurn>
        </Suspense>
      </IdScopeProvider>
    </div>
  );
}
