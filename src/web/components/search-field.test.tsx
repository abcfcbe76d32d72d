import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

afterEach(cleanup);
beforeEach(() => {
  vi.useFakeTimers();
  return () => vi.useRealTimers();
});

/** The box with the search kept by its owner (as a page keeps it in the address), and a way to clear it there. */
function Owner({ asked }: { asked: string[] }) {
  const [search, setSearch] = useState('');
  return (
    <>
      <SearchField
        label="Search users"
        placeholder="Search…"
        value={search}
        onSearch={(text) => {
          asked.push(text);
          setSearch(text);
        }}
      />
      <button type="button" onClick={() => setSearch('')}>
        Clear
      </button>
    </>
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Search users' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const pause = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('SearchField', () => {
  it('asks once typing pauses, with the trimmed text, not on every key', () => {
    const asked: string[] = [];
    render(<Owner asked={asked} />);
    type('ma');
    pause(100);
    type('max ');
    pause(299);
    expect(asked).toEqual([]);
    pause(1);
    expect(asked).toEqual(['max']);
  });

  it('a search cleared elsewhere empties the box, and the same text typed again at once is asked for again', () => {
    const asked: string[] = [];
    render(<Owner asked={asked} />);
    type('probe');
    pause(300);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box()).toHaveProperty('value', '');
    type('probe');
    pause(300);
    expect(asked).toEqual(['probe', 'probe']);
  });

  it('typing cut short by a change elsewhere is not asked for', () => {
    const asked: string[] = [];
    render(<Owner asked={asked} />);
    type('probe');
    pause(300);
    type('probes');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    pause(300);
    expect(asked).toEqual(['probe']);
    expect(box()).toHaveProperty('value', '');
  });
});
