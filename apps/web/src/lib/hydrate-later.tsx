import { Suspense, useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { nextTask } from './next-task.ts';

/**
 * Hydration in steps (docs/decisions/028-preact-runtime.md). Preact adopts a server-rendered page in one
 * pass, with no pauses: on a slow phone the home page's pass was one task of ~550 ms at 4x CPU, every tap
 * waiting behind it. A part wrapped in `HydrateLater` sits out that pass: it stays as the server drew it
 * (links and pictures work, nothing moves) and is adopted afterwards, each such part in a task of its own,
 * in page order, with the browser free to handle a tap between two of them.
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

/** Settles once every part has been adopted (its turn came, and the task after it ran), those inside others too. */
export async function hydrationStepsDone(): Promise<void> {
  let awaited: Promise<void>;
  do {
    awaited = lastStep;
    await awaited.then(nextTask);
  } while (awaited !== lastStep);
}

/** A part's turn: thrown (as Suspense expects) until it has come. */
interface Turn {
  promise: Promise<void>;
  hasCome: boolean;
}

function takeTurn(): Turn {
  const turn: Turn = {
    promise: nextStep().then(() => {
      turn.hasCome = true;
      // Preact resumes hydrating the part in this task's microtasks: the parts inside it take turns too.
      // Its adoption ends that (below); the next task does if the part went away before its turn.
      isHydratingInSteps = true;
      void nextTask().then(() => void (isHydratingInSteps = false));
    }),
    hasCome: false,
  };
  return turn;
}

function WaitForTurn({ turn, onAdopted, children }: { turn: Turn | null; onAdopted: () => void; children: ReactNode }) {
  useLayoutEffect(() => {
    if (!turn) return;
    isHydratingInSteps = false;
    onAdopted();
  }, [turn, onAdopted]);
  if (turn && !turn.hasCome) throw turn.promise;
  return children;
}

/** Lays the part out as if it were not there: its children are the parent's flex or grid items. */
const LAYOUT_NEUTRAL = { display: 'contents' } as const;

/**
 * A part of a server-rendered page adopted after the rest, in a task of its own (see above). Its children
 * sit in one element of its own, whatever they render (nothing, or several elements): the element Preact
 * keeps while the part waits. A part inside a waiting one is a step after it (see above).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [turn, setTurn] = useState(() => (isHydratingInSteps ? takeTurn() : null));
  // What the pass rendered, which is what the server rendered: the part is adopted as that, then drawn again
  // as it is now (a signed-in owner's Edit where the server put a buyer's Call), by an ordinary update.
  const [renderedChildren] = useState(() => children);
  const adopted = useCallback(() => setTurn(null), []);
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn} onAdopted={adopted}>
        <div style={LAYOUT_NEUTRAL}>{turn ? renderedChildren : children}</div>
      </WaitForTurn>
    </Suspense>
  );
}
