import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';

/**
 * Read-only parts of a server-rendered page that the browser keeps as the server drew them instead of
 * hydrating them (docs/decisions/039-server-drawn-parts.md): the price index's charts and tables are
 * hundreds of elements a slow phone would spend its first seconds adopting, for nothing to click. The
 * markup is taken from the page before hydration (boot.tsx); React draws the part itself once it must
 * show something else (another currency, place or language) and has what to draw it with.
 */

interface Kept {
  version: string;
  html: string;
}

const kept = new Map<string, Kept>();

/** Takes the server-drawn parts' markup out of the page about to be hydrated; each is used once. */
export function keepServerDrawn(root: Element) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-server-drawn]')) {
    kept.set(element.dataset.serverDrawn ?? '', { version: element.dataset.version ?? '', html: element.innerHTML });
  }
}

export interface ServerDrawnState {
  /** The server's markup while the part keeps it, and what it shows. */
  html: string | undefined;
  version: string | undefined;
  /** The kept markup shows `version`: nothing needs to be fetched or drawn for it. */
  isCurrent: boolean;
  release: () => void;
}

/** The kept markup of part `name`, and whether it shows `version` (what the part would draw now). */
export function useServerDrawn(name: string, version: string): ServerDrawnState {
  const [held, setHeld] = useState(() => {
    const part = kept.get(name);
    kept.delete(name);
    return part;
  });
  // Stable, so the part's effect that lets the copy go runs when it must, not on every render.
  const release = useCallback(() => setHeld(undefined), []);
  return { html: held?.html, version: held?.version, isCurrent: held?.version === version, release };
}

const LAYOUT_NEUTRAL = { display: 'contents' } as const;

interface ServerDrawnProps {
  name: string;
  version: string;
  state: ServerDrawnState;
  /** The part can draw `version` itself (its data is there, or failed): a stale kept copy then gives way. */
  isReady: boolean;
  /** The lazy code that draws the part: downloaded only once the part must be drawn, the copy kept until then. */
  preload?: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * The part as the server drew it while it is current, or while a new version is not ready to draw (the old
 * charts stay until the new figures arrive, rather than a gap); then drawn by React.
 */
export function ServerDrawn({ name, version, state, isReady, preload, children }: ServerDrawnProps) {
  const [isCodeReady, setCodeReady] = useState(!preload);
  const needsCode = !state.isCurrent && !isCodeReady;
  useEffect(() => {
    if (needsCode) void preload?.().then(() => setCodeReady(true));
  }, [needsCode, preload]);
  const keeps = state.html !== undefined && (state.isCurrent || !isReady || !isCodeReady);
  const { release } = state;
  const mustRelease = state.html !== undefined && !keeps;
  useEffect(() => {
    if (mustRelease) release();
  }, [mustRelease, release]);
  // Keyed apart: React replaces the kept element rather than turning its inner HTML into children.
  return keeps ? (
    <div key="kept" data-server-drawn={name} data-version={state.version} aria-busy={!state.isCurrent || undefined} style={LAYOUT_NEUTRAL} dangerouslySetInnerHTML={{ __html: state.html! }} />
  ) : (
    <div key="drawn" data-server-drawn={name} data-version={version} style={LAYOUT_NEUTRAL}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
