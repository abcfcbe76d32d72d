import { describe, expect, it } from 'vitest';
import { keepListed, noSelection, selectAllState, toggleAllSelected, toggleSelected } from './mail-selection';

describe('mail selection', () => {
  const listed = ['a', 'b', 'c'];

  it('ticks and unticks one mail', () => {
    const one = toggleSelected(noSelection, 'b');
    expect([...one]).toEqual(['b']);
    expect([...toggleSelected(one, 'b')]).toEqual([]);
    expect(noSelection.size).toBe(0);
  });

  it('shows select-all as none, some or all of the listed mails', () => {
    expect(selectAllState(noSelection, listed)).toBe('none');
    expect(selectAllState(new Set(['a']), listed)).toBe('some');
    expect(selectAllState(new Set(listed), listed)).toBe('all');
    expect(selectAllState(new Set(['x']), listed)).toBe('none');
    expect(selectAllState(noSelection, [])).toBe('none');
  });

  it('select-all ticks every listed mail, and clears them when all are ticked', () => {
    expect([...toggleAllSelected(noSelection, listed)].sort()).toEqual(listed);
    expect([...toggleAllSelected(new Set(['a']), listed)].sort()).toEqual(listed);
    expect(toggleAllSelected(new Set(listed), listed).size).toBe(0);
  });

  it('keeps only mails still listed (after a search or a move), the same set when none went', () => {
    const ticked = new Set(['a', 'c']);
    expect([...keepListed(ticked, ['a', 'b'])]).toEqual(['a']);
    expect(keepListed(ticked, listed)).toBe(ticked);
  });
});
