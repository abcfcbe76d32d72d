import { describe, expect, it } from 'vitest';
import { inReadingOrder, perLabel } from './reading-order';

describe('reading order', () => {
  it('keeps left-to-right order and reverses right-to-left, leaving the input alone', () => {
    const labels = ['Jan', 'Feb', 'Mar'];
    expect(inReadingOrder(labels, false)).toBe(labels);
    expect(inReadingOrder(labels, true)).toEqual(['Mar', 'Feb', 'Jan']);
    expect(labels).toEqual(['Jan', 'Feb', 'Mar']);
  });

  it('gives a short series a gap on every label it has no figure for, so reversing keeps figures on labels', () => {
    expect(perLabel(['Jan', 'Feb', 'Mar'], [4, 5])).toEqual([4, 5, null]);
    expect(inReadingOrder(perLabel(['Jan', 'Feb', 'Mar'], [4, 5]), true)).toEqual([null, 5, 4]);
  });
});
