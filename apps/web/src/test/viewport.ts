import { afterEach, vi } from 'vitest';

interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width: number; height: number }): void };
}

const DEFAULT_VIEWPORT = { width: 1024, height: 768 };

/** Gives the test a phone-sized window (media queries follow); restored after each test. */
export function setPhoneViewport(): void {
  (window as unknown as HappyDomWindow).happyDOM?.setViewport({ width: 375, height: 740 });
}

afterEach(() => {
  (window as unknown as HappyDomWindow).happyDOM?.setViewport(DEFAULT_VIEWPORT);
});

interface ObserverEntry {
  callback: IntersectionObserverCallback;
  elements: Set<Element>;
  self: IntersectionObserver;
}

/**
 * happy-dom lays nothing out, so its IntersectionObserver never reports an element near the screen. This one
 * (stubbed for the test only) reports the elements `isOnScreen` says are on it, each time `look()` is called.
 */
function stubObserver(isOnScreen: (element: Element) => boolean) {
  const observers = new Set<ObserverEntry>();
  const report = (entry: ObserverEntry, targets: Element[]) => {
    const seen = targets.filter((target) => entry.elements.has(target));
    if (seen.length > 0) entry.callback(seen.map((target) => ({ target, isIntersecting: isOnScreen(target), intersectionRatio: isOnScreen(target) ? 1 : 0 }) as unknown as IntersectionObserverEntry), entry.self);
  };
  class StubIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [0];
    private readonly entry: ObserverEntry;
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set(), self: this as unknown as IntersectionObserver };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', StubIntersectionObserver);
  return {
    look: () => [...observers].forEach((entry) => report(entry, [...entry.elements])),
    observed: () => [...observers].reduce((count, { elements }) => count + elements.size, 0),
  };
}

/** Every observed element is reported near the screen once the test calls `scrollNear()`, not before. */
export function stubIntersections(): { scrollNear: () => void; observed: () => number } {
  const { look, observed } = stubObserver(() => true);
  return { scrollNear: look, observed };
}
