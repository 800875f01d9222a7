import { useCallback } from 'react';
import { useTheme } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';

/** `index + step` that wraps around both ends of a list of `count`. */
export function wrapIndex(index: number, step: number, count: number): number {
  return count > 0 ? (((index + step) % count) + count) % count : 0;
}

/**
 * Previous/next over `count` items that wrap around, and arrow-key handling that follows the reading
 * direction (on an Arabic page the right arrow goes back).
 */
export function useWrappingIndex(index: number, count: number, onChange: (index: number) => void) {
  const theme = useTheme();
  const step = useCallback((by: number) => onChange(wrapIndex(index, by, count)), [count, index, onChange]);
  const handleKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const isForward = (event.key === 'ArrowRight') === (theme.direction === 'ltr');
      event.preventDefault();
      step(isForward ? 1 : -1);
    },
    [step, theme.direction],
  );
  return { previous: () => step(-1), next: () => step(1), handleKeyDown };
}
