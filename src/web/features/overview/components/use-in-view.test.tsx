import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInView } from './use-in-view';

let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
const observed: Element[] = [];

class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    report = callback;
  }
  observe(element: Element) {
    observed.push(element);
  }
  disconnect() {}
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  observed.length = 0;
  report = undefined;
});

/** The element mounts only after a first render without it, as a chart does once its figures come. */
function Late() {
  const [ref, inView] = useInView<HTMLDivElement>();
  const [shown, setShown] = useState(false);
  return (
    <>
      <button onClick={() => setShown(true)}>show</button>
      {shown && (
        <div ref={ref} data-testid="target">
          {inView ? 'in view' : 'waiting'}
        </div>
      )}
    </>
  );
}

describe('useInView', () => {
  it('watches an element that mounts after the first render, and stays in view once it was', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Late />);
    expect(observed).toEqual([]);
    act(() => screen.getByRole('button').click());
    expect(observed).toEqual([screen.getByTestId('target')]);
    expect(screen.getByTestId('target').textContent).toBe('waiting');
    act(() => report!([{ isIntersecting: true }]));
    expect(screen.getByTestId('target').textContent).toBe('in view');
  });
});
