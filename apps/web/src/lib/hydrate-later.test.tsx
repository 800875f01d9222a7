import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateInSteps, hydrationStepsDone, HydrateLater } from './hydrate-later.tsx';
import { nextTask } from './next-task.ts';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

function Page({ showNothing = false }: { showNothing?: boolean }) {
  return (
    <main>
      <h1>Page</h1>
      <HydrateLater>
        <Counter label="first" />
      </HydrateLater>
      <HydrateLater>
        <Counter label="second" />
        <p>two elements</p>
      </HydrateLater>
      <HydrateLater>{showNothing ? null : <p>shown</p>}</HydrateLater>
      <Counter label="at once" />
    </main>
  );
}

/** The server's markup of the page in a container, as a browser receives it. */
async function serverPage(page: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = await renderToStringAsync(page as unknown as VNode);
  document.body.append(container);
  return container;
}

const buttons = (container: HTMLElement) => [...container.querySelectorAll('button')];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydration in steps', () => {
  it('adopts the server’s elements, the waiting parts one task later, and changes none of them', async () => {
    const container = await serverPage(<Page />);
    const before = [...container.querySelectorAll('*')];
    const html = container.innerHTML;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });

    hydrateInSteps(() => hydrateRoot(container, <Page />));
    const [first, second, atOnce] = buttons(container);
    // The pass adopted what is outside the parts: it answers at once.
    atOnce!.click();
    // A waiting part is still the server's element: a tap on it before its turn is not the app's.
    first!.click();
    await Promise.resolve();
    expect([atOnce!.textContent, first!.textContent]).toEqual(['at once 1', 'first 0']);

    await hydrationStepsDone();
    first!.click();
    second!.click();
    await nextTask();
    expect(buttons(container).map((button) => button.textContent)).toEqual(['first 1', 'second 1', 'at once 1']);
    // The same elements throughout: nothing drawn again, removed or rewritten but the counters' text.
    expect([...container.querySelectorAll('*')]).toEqual(before);
    observer.disconnect();
    expect(changes.filter((change) => change.type !== 'characterData')).toEqual([]);
    expect(container.innerHTML).toBe(html.replace('first 0', 'first 1').replace('second 0', 'second 1').replace('at once 0', 'at once 1'));
  });

  it('keeps the place of a part that renders nothing, so the next part finds its own elements', async () => {
    const container = await serverPage(<Page showNothing />);
    const html = container.innerHTML;
    hydrateInSteps(() => hydrateRoot(container, <Page showNothing />));
    await hydrationStepsDone();
    expect(container.innerHTML).toBe(html);
    buttons(container)[2]!.click();
    await nextTask();
    expect(buttons(container)[2]!.textContent).toBe('at once 1');
  });

  it('adopts a part inside a waiting part as a step of its own, after the outer one', async () => {
    function Nested() {
      return (
        <main>
          <HydrateLater>
            <Counter label="outer" />
            <HydrateLater>
              <Counter label="inner" />
            </HydrateLater>
          </HydrateLater>
        </main>
      );
    }
    const container = await serverPage(<Nested />);
    const before = [...container.querySelectorAll('*')];
    hydrateInSteps(() => hydrateRoot(container, <Nested />));
    const [outer, inner] = buttons(container);
    // The outer part's turn: it answers, the inner one is still the server's element.
    await nextTask();
    await nextTask();
    outer!.click();
    inner!.click();
    await Promise.resolve();
    expect([outer!.textContent, inner!.textContent]).toEqual(['outer 1', 'inner 0']);

    await hydrationStepsDone();
    inner!.click();
    await nextTask();
    expect(buttons(container).map((button) => button.textContent)).toEqual(['outer 1', 'inner 1']);
    expect([...container.querySelectorAll('*')]).toEqual(before);
  });

  it('renders at once outside a hydration pass (a page the browser draws itself)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    hydrateRoot(container, <Page />);
    await nextTask();
    expect(buttons(container).map((button) => button.textContent)).toEqual(['first 0', 'second 0', 'at once 0']);
  });
});

describe('a part whose content changes before its turn', () => {
  it('is adopted as the server drew it, then shows what it says now', async () => {
    let signIn: (() => void) | undefined;
    function Owner() {
      const [isOwner, setIsOwner] = useState(false);
      signIn = () => setIsOwner(true);
      return (
        <main>
          <HydrateLater>{isOwner ? <a href="/edit">Edit</a> : <a href="tel:+967">Call</a>}</HydrateLater>
        </main>
      );
    }
    const container = await serverPage(<Owner />);
    hydrateInSteps(() => hydrateRoot(container, <Owner />));
    // The session is read after the pass, before the part's turn.
    signIn!();
    await hydrationStepsDone();
    await nextTask();
    expect([...container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Edit', '/edit']]);
  });
});
