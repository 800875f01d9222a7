import { css } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from './providers.tsx';

/** The CSS rules the cache writes for one style object. */
function rulesOf(cache: EmotionCache, styles: ReturnType<typeof css>): string {
  const rules: string[] = [];
  const sheet = { ...cache.sheet, insert: (rule: string) => void rules.push(rule) };
  cache.insert(`.${cache.key}-${styles.name}`, styles, sheet as EmotionCache['sheet'], false);
  return rules.join('');
}

describe('the style caches', () => {
  const styles = css({ display: 'flex', alignItems: 'center', userSelect: 'none', appearance: 'none', transition: 'color 1s', marginLeft: 8 });

  it('write no vendor prefix but Safari’s user-select, right to left', () => {
    const rules = rulesOf(createEmotionCache('rtl'), styles);
    expect(rules).toContain('-webkit-user-select:none;user-select:none;');
    expect(rules).toContain('margin-right:8px');
    expect(rules).not.toMatch(/-ms-|-moz-|-webkit-(box|flex|align|appearance|transition)/);
  });

  it('write no vendor prefix but Safari’s user-select, left to right', () => {
    const rules = rulesOf(createEmotionCache('ltr'), styles);
    expect(rules).toContain('-webkit-user-select:none;user-select:none;');
    expect(rules).toContain('margin-left:8px');
    expect(rules).not.toMatch(/-ms-|-moz-|-webkit-(box|flex|align|appearance|transition)/);
  });
});
