import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnimateInView } from './animate-in-view';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: Callback) {
    FakeObserver.instances.push(this);
  }
  observe(node: Element) {
    this.observed.push(node);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  fire(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    })),
  );
}

describe('AnimateInView', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    mockReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders shown, hides when first reported out of view, then animates in once for good', () => {
    const { getByTestId } = render(<AnimateInView data-testid="box">Hello</AnimateInView>);
    const box = getByTestId('box');
    // Shown as rendered (also on the server): the first screen paints without waiting for scripts.
    expect(box.dataset.animate).toBe('static');
    expect(getComputedStyle(box).opacity).toBe('1');

    const observer = FakeObserver.instances.at(-1)!;
    expect(observer.observed).toContain(box);
    observer.fire(false);
    expect(box.dataset.animate).toBe('waiting');
    expect(getComputedStyle(box).opacity).toBe('0');
    observer.fire(false);
    expect(box.dataset.animate).toBe('waiting');
    observer.fire(true);
    expect(box.dataset.animate).toBe('in');
    expect(getComputedStyle(box).opacity).toBe('1');
    expect(getComputedStyle(box).transition).toMatch(/opacity 600ms/);
    expect(observer.disconnected).toBe(true);

    // Scrolling away and back never starts it again: nothing observes it any more.
    const count = FakeObserver.instances.length;
    observer.fire(false);
    expect(box.dataset.animate).toBe('in');
    expect(FakeObserver.instances.filter((o) => !o.disconnected)).toHaveLength(0);
    expect(FakeObserver.instances.length).toBe(count);
  });

  it('leaves what is in view when the page appears as it is, without animating it', () => {
    const { getByTestId } = render(<AnimateInView data-testid="box">Hello</AnimateInView>);
    const observer = FakeObserver.instances.at(-1)!;
    observer.fire(true);
    const box = getByTestId('box');
    expect(box.dataset.animate).toBe('static');
    expect(getComputedStyle(box).opacity).toBe('1');
    expect(observer.disconnected).toBe(true);
  });

  it('shows its content at once, without a transition and without observing, when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    const { getByTestId } = render(<AnimateInView data-testid="box">Hello</AnimateInView>);
    const box = getByTestId('box');
    expect(box.dataset.animate).toBe('static');
    expect(getComputedStyle(box).opacity).toBe('1');
    expect(getComputedStyle(box).transition).toMatch(/none/);
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('shows its content where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { getByTestId } = render(<AnimateInView data-testid="box">Hello</AnimateInView>);
    expect(getByTestId('box').dataset.animate).toBe('static');
  });
});
