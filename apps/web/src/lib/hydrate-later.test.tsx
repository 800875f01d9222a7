import { createContext, useContext, useId, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adoptWaitingParts, hydrateInSteps, hydrationStepsDone, HydrateLater } from './hydrate-later.tsx';
import { nextTask } from './next-task.ts';
import { stubScreen } from '../test/viewport.ts';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      <svg aria-hidden="true" />
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

/** The pages hydrated by a test, unmounted after it: no part of one test waits on in the next. */
const roots: { unmount(): void }[] = [];

afterEach(() => {
  roots.splice(0).forEach((root) => root.unmount());
  document.body.innerHTML = '';
});

describe('hydration in steps', () => {
  beforeEach(() => {
    // Every element is on the screen (the parts off it have tests of their own, below).
    stubScreen(() => true);
  });

  it('adopts the server’s elements, the waiting parts one task later, and changes none of them', async () => {
    const container = await serverPage(<Page />);
    const before = [...container.querySelectorAll('*')];
    const html = container.innerHTML;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });

    hydrateInSteps(() => void roots.push(hydrateRoot(container, <Page />)));
    const [first, second, atOnce] = buttons(container);
    // The pass adopted what is outside the parts: it answers at once.
    atOnce!.click();
    // A waiting part is still the server's element: a tap on it before its turn is held back…
    first!.click();
    await Promise.resolve();
    expect([atOnce!.textContent, first!.textContent]).toEqual(['at once 1', 'first 0']);

    // …and given to it once it answers.
    await hydrationStepsDone();
    await nextTask();
    expect(first!.textContent).toBe('first 1');
    first!.click();
    second!.click();
    await nextTask();
    expect(buttons(container).map((button) => button.textContent)).toEqual(['first 2', 'second 1', 'at once 1']);
    // The same elements throughout: nothing drawn again, removed or rewritten but the counters' text.
    expect([...container.querySelectorAll('*')]).toEqual(before);
    observer.disconnect();
    expect(changes.filter((change) => change.type !== 'characterData')).toEqual([]);
    expect(container.innerHTML).toBe(html.replace('first 0', 'first 2').replace('second 0', 'second 1').replace('at once 0', 'at once 1'));
  });

  it('keeps the place of a part that renders nothing, so the next part finds its own elements', async () => {
    const container = await serverPage(<Page showNothing />);
    const html = container.innerHTML;
    hydrateInSteps(() => void roots.push(hydrateRoot(container, <Page showNothing />)));
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
    hydrateInSteps(() => void roots.push(hydrateRoot(container, <Nested />)));
    const [outer, inner] = buttons(container);
    // The outer part's turn (the screen looked, then its step): it answers, the inner one is still the
    // server's element, a tap on it held back.
    await nextTask();
    await nextTask();
    await nextTask();
    outer!.click();
    inner!.click();
    await Promise.resolve();
    expect([outer!.textContent, inner!.textContent]).toEqual(['outer 1', 'inner 0']);

    await hydrationStepsDone();
    await nextTask();
    expect(inner!.textContent).toBe('inner 1');
    inner!.click();
    await nextTask();
    expect(buttons(container).map((button) => button.textContent)).toEqual(['outer 1', 'inner 2']);
    expect([...container.querySelectorAll('*')]).toEqual(before);
  });

  it('renders at once outside a hydration pass (a page the browser draws itself)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    roots.push(hydrateRoot(container, <Page />));
    await nextTask();
    expect(buttons(container).map((button) => button.textContent)).toEqual(['first 0', 'second 0', 'at once 0']);
  });
});

describe('a part whose content changes before its turn', () => {
  beforeEach(() => {
    stubScreen(() => true);
  });

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
    hydrateInSteps(() => void roots.push(hydrateRoot(container, <Owner />)));
    // The session is read after the pass, before the part's turn.
    signIn!();
    await hydrationStepsDone();
    await nextTask();
    expect([...container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Edit', '/edit']]);
  });
});

describe('a part off the screen', () => {
  function Field() {
    const [text, setText] = useState('');
    return (
      <label>
        Name <input value={text} onInput={(event) => setText(event.currentTarget.value)} />
        <output>{`said ${text}`}</output>
      </label>
    );
  }
  /** The parts adopted so far, in order: each records itself when it first runs in the browser. */
  let adopted: string[];
  function Adopted({ label }: { label: string }) {
    useLayoutEffect(() => void adopted.push(label), [label]);
    return null;
  }
  function Long() {
    return (
      <main>
        <HydrateLater>
          <Counter label="top" />
          <Adopted label="top" />
        </HydrateLater>
        <HydrateLater>
          <footer>
            <Counter label="below" />
            <Adopted label="below" />
          </footer>
        </HydrateLater>
        <HydrateLater>
          <aside>
            <Field />
          </aside>
        </HydrateLater>
      </main>
    );
  }
  let onScreen: Set<string>;
  let screen: { look: () => void };
  beforeEach(() => {
    adopted = [];
    onScreen = new Set(['BUTTON']);
    screen = stubScreen((element) => onScreen.has(element.tagName));
  });

  it('is not adopted until it comes on the screen, and the page is counted as started without it', async () => {
    const container = await serverPage(<Long />);
    hydrateInSteps(() => void roots.push(hydrateRoot(container, <Long />)));
    await hydrationStepsDone();
    const [top, below] = buttons(container);
    top!.click();
    await nextTask();
    await nextTask();
    expect(top!.textContent).toBe('top 1');
    expect(adopted).toEqual(['top']);

    // Scrolled to: its turn comes.
    onScreen.add('FOOTER');
    screen.look();
    await hydrationStepsDone();
    await nextTask();
    expect(adopted).toEqual(['top', 'below']);
    below!.click();
    await nextTask();
    expect(below!.textContent).toBe('below 1');
  });

  it('answers a tap given before it was on the screen, once adopted', async () => {
    const container = await serverPage(<Long />);
    hydrateInSteps(() => void roots.push(hydrateRoot(container, <Long />)));
    await hydrationStepsDone();
    const below = buttons(container)[1]!;
    // On the button's icon, as a finger lands.
    const icon = below.querySelector('svg')!;
    icon.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await nextTask();
    expect([below.textContent, adopted]).toEqual(['below 0', ['top']]);
    await hydrationStepsDone();
    await nextTask();
    expect(below.textContent).toBe('below 1');
  });

  it('is adopted at once when the page has something new for it to show', async () => {
    let filter: (text: string) => void;
    function Filters() {
      const [chosen, setChosen] = useState('');
      filter = setChosen;
      // Empty on the server: a box the page hides when empty never comes on the screen by itself.
      return (
        <main>
          <HydrateLater>
            <aside>{chosen && <span>{chosen}</span>}</aside>
          </HydrateLater>
        </main>
      );
    }
    stubScreen((element) => element.tagName !== 'ASIDE');
    const container = await serverPage(<Filters />);
    hydrateInSteps(() => void roots.push(hydrateRoot(container, <Filters />)));
    await hydrationStepsDone();
    filter!('lithium');
    await hydrationStepsDone();
    await nextTask();
    expect(container.querySelector('aside')!.textContent).toBe('lithium');
  });

  it('is adopted before a language switch, whose new classes then reach it like the rest of the page', async () => {
    // The direction's style cache names every class (`mui-…`, `muirtl-…`): adopting keeps the server's
    // classes, so a part adopted after the switch kept the other direction's styles.
    const Direction = createContext('ltr');
    let switchTo: (direction: string) => void;
    function Styled({ children }: { children: string }) {
      return <p className={`styled-${useContext(Direction)}`}>{children}</p>;
    }
    function Switchable() {
      const [direction, setDirection] = useState('ltr');
      switchTo = setDirection;
      return (
        <Direction.Provider value={direction}>
          <main>
            <HydrateLater>
              <header>
                <Styled>top</Styled>
              </header>
            </HydrateLater>
            <HydrateLater>
              <footer>
                <Styled>below</Styled>
                <HydrateLater>
                  <aside>
                    <Styled>inside</Styled>
                  </aside>
                </HydrateLater>
              </footer>
            </HydrateLater>
          </main>
        </Direction.Provider>
      );
    }
    stubScreen((element) => element.tagName === 'HEADER');
    const container = await serverPage(<Switchable />);
    hydrateInSteps(() => void roots.push(hydrateRoot(container, <Switchable />)));
    await hydrationStepsDone();

    await adoptWaitingParts();
    switchTo!('rtl');
    await nextTask();
    expect([...container.querySelectorAll('p')].map((p) => p.className)).toEqual(['styled-rtl', 'styled-rtl', 'styled-rtl']);
  });

  it('keeps what was typed before it answered, and tells the part of it', async () => {
    const container = await serverPage(<Long />);
    hydrateInSteps(() => void roots.push(hydrateRoot(container, <Long />)));
    await hydrationStepsDone();
    const input = container.querySelector('input')!;
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input.value = 'Saba';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await hydrationStepsDone();
    await nextTask();
    expect(input.value).toBe('Saba');
    expect(container.querySelector('output')!.textContent).toBe('said Saba');
  });
});

describe('ids inside parts', () => {
  /** Each component's id as the browser's app holds it, once it runs there. */
  let appIds: string[];
  function Named({ text }: { text: string }) {
    const id = useId();
    useLayoutEffect(() => void appIds.push(id), [id]);
    return <p id={id}>{text}</p>;
  }
  function Page({ withDialog }: { withDialog: boolean }) {
    return (
      <main>
        <Named text="outside" />
        <HydrateLater>
          <footer>
            <Named text="off the screen" />
          </footer>
        </HydrateLater>
        <HydrateLater>
          <section>
            <Named text="on the screen" />
          </section>
        </HydrateLater>
        {withDialog && <Named text="drawn later" />}
      </main>
    );
  }
  let open: () => void;
  function App() {
    const [withDialog, setWithDialog] = useState(false);
    open = () => setWithDialog(true);
    return <Page withDialog={withDialog} />;
  }

  it('are the server’s whatever parts are adopted first, and one drawn later takes none of the page’s', async () => {
    appIds = [];
    stubScreen((element) => element.tagName !== 'FOOTER');
    const container = await serverPage(<App />);
    const serverIds = [...container.querySelectorAll('p')].map((p) => p.id);
    hydrateInSteps(() => void roots.push(hydrateRoot(container, <App />)));
    await hydrationStepsDone();
    // The part on the screen was adopted before the one above it, with the ids the server gave.
    expect(appIds).toEqual([serverIds[0], serverIds[2]]);

    open();
    await nextTask();
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
  });
});
