import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { emotionCacheFor, loadRtlStyles } from './emotion-cache';

/** The CSS the cache of a direction writes for a style object. */
function stylesIn(direction: 'ltr' | 'rtl', style: Record<string, unknown>): string {
  const cache = emotionCacheFor(direction);
  const serialized = serializeStyles([style], cache.registered);
  const written: string[] = [];
  cache.insert(
    `.${cache.key}-${serialized.name}`,
    serialized,
    { ...cache.sheet, insert: (rule: string) => written.push(rule) },
    true,
  );
  return written.join('\n');
}

describe('the emotion caches', () => {
  it('mirrors a style for right to left, placeholders and read-only fields included', async () => {
    await loadRtlStyles();
    // A prefixer of another stylis version than emotion's own broke on these selectors and crashed the screen.
    const css = stylesIn('rtl', {
      marginLeft: 8,
      '&::placeholder': { paddingLeft: 4 },
      '&:read-only': { borderLeft: '1px solid red' },
    });
    expect(css).toContain('margin-right:8px');
    expect(css).toMatch(/::placeholder\{padding-right:4px/);
    expect(css).toMatch(/:read-only\{border-right:1px solid red/);
  });

  it('keeps a style as written for left to right', () => {
    expect(stylesIn('ltr', { marginLeft: 8 })).toContain('margin-left:8px');
  });
});
