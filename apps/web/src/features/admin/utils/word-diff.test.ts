import { describe, expect, it } from 'vitest';
import { compactDiff, wordDiff } from './word-diff.ts';

const shown = (parts: ReturnType<typeof compactDiff>) => parts.map((part) => (part.kind === 'cut' ? '…' : part.kind === 'same' ? part.text : `[${part.kind === 'removed' ? '-' : '+'}${part.text.trim()}]`)).join('');

describe('word diff', () => {
  it('names the words removed and added, the removed ones first', () => {
    expect(wordDiff('Lithium battery in its box.', 'Lithium battery, unused, in its box with the bracket.')).toEqual([
      { kind: 'same', text: 'Lithium ' },
      { kind: 'removed', text: 'battery ' },
      { kind: 'added', text: 'battery, unused, ' },
      { kind: 'same', text: 'in its ' },
      { kind: 'removed', text: 'box.' },
      { kind: 'added', text: 'box with the bracket.' },
    ]);
  });

  it('reads Arabic words as any others; a changed line break is no change (the new text’s spacing is shown)', () => {
    expect(wordDiff('بطارية ليثيوم\nبحالة ممتازة', 'بطارية ليثيوم بحالة جيدة')).toEqual([
      { kind: 'same', text: 'بطارية ليثيوم بحالة ' },
      { kind: 'removed', text: 'ممتازة' },
      { kind: 'added', text: 'جيدة' },
    ]);
  });

  it('cuts long shared runs to the words around each change', () => {
    const words = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `w${from + i}`).join(' ');
    const parts = compactDiff(wordDiff(`${words(1, 30)} old ${words(31, 60)}`, `${words(1, 30)} new ${words(31, 60)}`), 3);
    expect(shown(parts)).toBe('…w28 w29 w30 [-old][+new]w31 w32 w33 …');
  });

  it('compares texts too long to compare word by word as replaced whole', () => {
    const long = (tag: string) => Array.from({ length: 600 }, (_, i) => `${tag}${i}`).join(' ');
    expect(wordDiff(`same ${long('a')}`, `same ${long('b')}`).map((part) => part.kind)).toEqual(['same', 'removed', 'added']);
  });

  it('shows the whole text when only its spacing changed', () => {
    expect(compactDiff(wordDiff('one  two', 'one two'))).toEqual([{ kind: 'same', text: 'one two' }]);
  });
});
