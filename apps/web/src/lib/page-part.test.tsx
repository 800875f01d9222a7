// eslint-disable-next-line no-restricted-syntax -- a plain React.lazy, as a library's part might use, against the app's own
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload.ts';
import { PagePart, pageAdopted, partsAdopted } from './page-part.tsx';
import { nextTask } from './next-task.ts';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      <svg aria-hidden="true" />
      {`${label} ${count}`}
    </button>
  );
}

/** The parts hydrated so far, in order: each records itself when it first runs in the browser. */
let hydrated: string[] = [];
function Hydrated({ label }: { label: string }) {
  useEffect(() => void hydrated.push(label), [label]);
  return null;
}

function Page() {
  return (
    <main>
      <h1>Page</h1>
      <PagePart>
        <Counter label="first" />
        <Hydrated label="first" />
      </PagePart>
      <PagePart>
        <Counter label="second" />
        <p>two elements</p>
        <PagePart>
          <Counter label="inner" />
          <Hydrated label="inner" />
        </PagePart>
      </PagePart>
      <PagePart>{null}</PagePart>
      <Counter label="frame" />
      <Hydrated label="frame" />
    </main>
  );
}

/** The server's markup of the page (entry-server.tsx renders so) in a container, as a browser receives it. */
async function serverPage(page: ReactElement) {
  const { prelude } = await prerender(page);
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  return container;
}

const buttons = (container: HTMLElement) => [...container.querySelectorAll('button')];
const elements = (container: HTMLElement) => [...container.querySelectorAll('*')];

/** The pages hydrated by a test, unmounted after it. */
const roots: { unmount(): void }[] = [];

afterEach(() => {
  roots.splice(0).forEach((root) => root.unmount());
  document.body.innerHTML = '';
  hydrated = [];
});

describe('parts of a server-rendered page', () => {
  it('are hydrated after the frame, each on its own, and none of the server’s elements is replaced', async () => {
    const container = await serverPage(<Page />);
    const before = elements(container);
    const adopted = partsAdopted(container);
    roots.push(hydrateRoot(container, <Page />));
    await adopted;
    expect(hydrated).toEqual(['frame', 'first', 'inner']);
    expect(elements(container)).toEqual(before);
    for (const button of buttons(container)) button.click();
    await nextTask();
    expect(buttons(container).map((button) => button.textContent)).toEqual(['first 1', 'second 1', 'inner 1', 'frame 1']);
  });

  it('answer a tap given while the page is still being hydrated: React hydrates the part in the tap and gives it the tap', async () => {
    const container = await serverPage(<Page />);
    const adopted = partsAdopted(container);
    roots.push(hydrateRoot(container, <Page />));
    // Nothing is hydrated yet; the finger lands on the inner part's icon.
    expect(hydrated).toEqual([]);
    const inner = buttons(container)[2]!;
    inner.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // Within the tap: the frame, then the tapped part (and the part around it), before any other part.
    expect(hydrated).toEqual(['frame', 'inner']);
    await adopted;
    expect(inner.textContent).toBe('inner 1');
    expect(buttons(container).map((button) => button.textContent)).toEqual(['first 0', 'second 0', 'inner 1', 'frame 0']);
  });

  it('keep the server’s markup while their code is still on its way, and answer once it has come', async () => {
    let arrive!: () => void;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const LateCounter = lazy(async () => {
      await code;
      return { default: Counter };
    });
    const page = (
      <main>
        <PagePart>
          <LateCounter label="late" />
        </PagePart>
        <Counter label="frame" />
      </main>
    );
    arrive();
    const container = await serverPage(page);
    const late = buttons(container)[0]!;
    // A browser that has not loaded the part's code yet.
    let arriveInBrowser!: () => void;
    const codeInBrowser = new Promise<void>((resolve) => (arriveInBrowser = resolve));
    const LateInBrowser = lazy(async () => {
      await codeInBrowser;
      return { default: Counter };
    });
    const adopted = partsAdopted(container);
    let isAdopted = false;
    void adopted.then(() => (isAdopted = true));
    roots.push(
      hydrateRoot(
        container,
        <main>
          <PagePart>
            <LateInBrowser label="late" />
          </PagePart>
          <Counter label="frame" />
        </main>,
      ),
    );
    for (let i = 0; i < 5; i += 1) await nextTask();
    expect([isAdopted, late.isConnected, late.textContent]).toEqual([false, true, 'late 0']);
    arriveInBrowser();
    await adopted;
    expect(buttons(container)[0]).toBe(late);
    late.click();
    await nextTask();
    expect(late.textContent).toBe('late 1');
  });

  it('tell a change every text follows (the language) when the page is whole: a lazy part inside a part counts', async () => {
    // A value the parts read outside React, as texts read the active language.
    let language = 'ar';
    const Word = () => <span>{language}</span>;
    const WordAtOnce = lazy(async () => ({ default: Word }));
    const page = (late: ReactElement) => (
      <main>
        <PagePart>
          <Counter label="card" />
          <Suspense fallback={null}>{late}</Suspense>
        </PagePart>
      </main>
    );
    const container = await serverPage(page(<WordAtOnce />));
    let arrive!: () => void;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const WordLater = lazyWithPreload(async () => {
      await code;
      return Word;
    });
    const problems: unknown[] = [];
    void partsAdopted(container);
    roots.push(hydrateRoot(container, page(<WordLater />), { onRecoverableError: (error) => problems.push(error) }));
    let isWhole = false;
    const whole = pageAdopted().then(() => {
      isWhole = true;
      language = 'en';
    });
    for (let i = 0; i < 5; i += 1) await nextTask();
    // The card is hydrated; the word inside it still waits for its code, so the page is not whole.
    expect([isWhole, buttons(container)[0]!.textContent]).toEqual([false, 'card 0']);
    arrive();
    await whole;
    for (let i = 0; i < 5; i += 1) await nextTask();
    expect(problems).toEqual([]);
    expect(container.querySelector('span')!.textContent).toBe('ar');
  });
});
