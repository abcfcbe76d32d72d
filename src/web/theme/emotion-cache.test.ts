import { css, type CSSObject } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { emotionCacheFor, loadRtlStyles } from './emotion-cache';

/** The CSS the cache of a direction writes into the document for a style object. */
function stylesIn(direction: 'ltr' | 'rtl', style: CSSObject): string {
  const cache = emotionCacheFor(direction);
  const serialized = css(style);
  cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, true);
  return cache.sheet.tags.map((tag) => tag.textContent).join('\n');
}

describe('the emotion caches', () => {
  it('mirrors a style for right to left, placeholders and read-only fields included', async () => {
    await loadRtlStyles();
    // A prefixer of another stylis version than emotion's own broke on these selectors and crashed the screen.
    const written = stylesIn('rtl', {
      marginLeft: 8,
      '&::placeholder': { paddingLeft: 4 },
      '&:read-only': { borderLeft: '1px solid red' },
    });
    expect(written).toContain('margin-right:8px');
    expect(written).toMatch(/::placeholder\{padding-right:4px/);
    expect(written).toMatch(/:read-only\{border-right:1px solid red/);
  });

  it('keeps a style as written for left to right', () => {
    expect(stylesIn('ltr', { marginLeft: 8 })).toContain('margin-left:8px');
  });
});
