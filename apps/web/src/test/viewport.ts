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

/**
 * happy-dom lays nothing out, so its IntersectionObserver never reports an element near the screen. This
 * one reports every observed element once the test calls `scrollNear()` (stubbed for the test only).
 */
export function stubIntersections(): { scrollNear: () => void; observed: () => number } {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element>; self: IntersectionObserver }>();
  class StubIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [0];
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element>; self: IntersectionObserver };
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
    scrollNear: () => {
      for (const { callback, elements, self } of [...observers]) {
        const entries = [...elements].map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry);
        if (entries.length > 0) callback(entries, self);
      }
    },
    observed: () => [...observers].reduce((count, { elements }) => count + elements.size, 0),
  };
}

/**
 * A screen for happy-dom, which lays nothing out: its IntersectionObserver looks at an element a task after
 * `observe`, as a browser does after its next frame, and finds it on the screen when `isOnScreen` says so.
 * `look()` looks at every observed element again, as a browser does when the page scrolls.
 */
export function stubScreen(isOnScreen: (element: Element) => boolean): { look: () => void } {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element>; self: IntersectionObserver }>();
  const report = (entry: { callback: IntersectionObserverCallback; elements: Set<Element>; self: IntersectionObserver }, targets: Element[]) => {
    const seen = targets.filter((target) => entry.elements.has(target));
    if (seen.length > 0) entry.callback(seen.map((target) => ({ target, isIntersecting: isOnScreen(target) }) as unknown as IntersectionObserverEntry), entry.self);
  };
  class ScreenObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [0];
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element>; self: IntersectionObserver };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set(), self: this as unknown as IntersectionObserver };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
      setTimeout(() => report(this.entry, [element]), 0);
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
  vi.stubGlobal('IntersectionObserver', ScreenObserver);
  return { look: () => observers.forEach((entry) => report(entry, [...entry.elements])) };
}
