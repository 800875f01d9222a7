import { afterEach } from 'vitest';

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
