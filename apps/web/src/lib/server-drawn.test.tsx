import { StrictMode, useState } from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keepServerDrawn, ServerDrawn, useServerDrawn } from './server-drawn.tsx';

/** How often the figures were drawn in the browser: the part's whole point is not to. */
let drawnInBrowser = 0;

function Figures({ currency }: { currency: string }) {
  if (typeof window !== 'undefined' && !isServer) drawnInBrowser += 1;
  return (
    <table>
      <tbody>
        {[1, 2, 3].map((week) => (
          <tr key={week}>
            <th scope="row">{`week ${week}`}</th>
            <td>{`${week * 100} ${currency}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

let isServer = true;
let choose!: (currency: string) => void;
/** The figures of a currency arrive in the browser (as a fetch would bring them). */
let arrive!: (currency: string) => void;
/** The drawing code's download, when the test gives the part one. */
let code: { preload: () => Promise<unknown> } | undefined;

function Page({ initial }: { initial: string }) {
  const [currency, setCurrency] = useState(initial);
  const [figures, setFigures] = useState<string[]>([]);
  choose = setCurrency;
  arrive = (arrived) => setFigures((had) => [...had, arrived]);
  const drawn = useServerDrawn('figures', currency);
  const hasFigures = isServer || figures.includes(currency);
  return (
    <main>
      <h1>{`Prices in ${currency}`}</h1>
      <ServerDrawn name="figures" version={currency} state={drawn} isReady={hasFigures} preload={code?.preload}>
        {hasFigures && <Figures currency={currency} />}
      </ServerDrawn>
    </main>
  );
}

let root: Root | undefined;
// act() flushes each render before the next line reads the page.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => void (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));
afterAll(() => void (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  drawnInBrowser = 0;
  isServer = true;
  code = undefined;
});

async function hydratedPage() {
  isServer = true;
  const { prelude } = await prerender(<Page initial="USD" />);
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  const table = container.querySelector('table')!;
  isServer = false;
  keepServerDrawn(container);
  await act(async () => {
    root = hydrateRoot(container, <StrictMode><Page initial="USD" /></StrictMode>, { onRecoverableError: (error) => { throw error; } });
  });
  return { container, table };
}

describe('a server-drawn part', () => {
  it('is kept as the server drew it: the same elements, nothing drawn in the browser, no data needed', async () => {
    const { container, table } = await hydratedPage();
    expect(drawnInBrowser).toBe(0);
    expect(container.querySelector('table')).toBe(table);
    expect(container.querySelector('td')!.textContent).toBe('100 USD');
  });

  it('stays while another choice has nothing to draw with, then is drawn by React, and never comes back stale', async () => {
    const { container, table } = await hydratedPage();
    act(() => choose('SAR'));
    // No figures for riyals yet: the dollar table stays (marked busy) instead of a gap.
    expect(container.querySelector('table')).toBe(table);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    act(() => arrive('SAR'));
    expect(container.querySelector('td')!.textContent).toBe('100 SAR');
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(drawnInBrowser).toBeGreaterThan(0);
    // Back to dollars: drawn by React from its own figures, not the server's copy.
    const draws = drawnInBrowser;
    act(() => choose('USD'));
    expect(container.querySelector('table')).toBeNull();
    act(() => arrive('USD'));
    expect(container.querySelector('td')!.textContent).toBe('100 USD');
    expect(drawnInBrowser).toBeGreaterThan(draws);
  });

  it('stays until the code that draws it has come too, and asks for that code only when it must draw', async () => {
    let loaded!: () => void;
    let asked = 0;
    const download = new Promise<void>((resolve) => (loaded = resolve));
    code = { preload: () => ((asked += 1), download) };
    const { container, table } = await hydratedPage();
    expect(asked).toBe(0);
    act(() => choose('SAR'));
    act(() => arrive('SAR'));
    expect(asked).toBe(1);
    expect(container.querySelector('table')).toBe(table);
    await act(async () => loaded());
    expect(container.querySelector('td')!.textContent).toBe('100 SAR');
  });
});
