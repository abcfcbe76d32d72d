import { useTheme } from '@mui/material/styles';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** A swipe shorter than this (in CSS pixels) is a tap, not a turn. */
const SWIPE_PX = 40;

export interface CarouselOptions {
  count: number;
  /** Slides shown side by side; the last position shows the last `perView` slides. */
  perView?: number;
  /** Whether the last slide leads back to the first (and the first back to the last). */
  loop?: boolean;
}

/**
 * The state of a carousel and the handlers its parts need: arrows and dots call `goTo`/`next`/`previous`,
 * the viewport takes `keyboard` (arrow keys, Home, End) and `swipe` (pointer drag), the track takes
 * `trackStyle`. Directions follow the reading direction: in right to left the next slide is to the left.
 */
export function useCarousel({ count, perView = 1, loop = false }: CarouselOptions) {
  const rtl = useTheme().direction === 'rtl';
  const [index, setIndex] = useState(0);
  const last = Math.max(0, count - perView);
  const current = Math.min(index, last);
  const goTo = (target: number) => {
    if (loop) setIndex(((target % (last + 1)) + last + 1) % (last + 1));
    else setIndex(Math.max(0, Math.min(last, target)));
  };
  const next = () => goTo(current + 1);
  const previous = () => goTo(current - 1);

  const keyboard = (event: KeyboardEvent) => {
    const toEnd = rtl ? 'ArrowLeft' : 'ArrowRight';
    const toStart = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, () => void> = {
      [toEnd]: next,
      [toStart]: previous,
      Home: () => goTo(0),
      End: () => goTo(last),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const startX = useRef<number | null>(null);
  const swipe = {
    onPointerDown: (event: PointerEvent) => {
      startX.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      if (startX.current === null) return;
      const moved = event.clientX - startX.current;
      startX.current = null;
      if (Math.abs(moved) < SWIPE_PX) return;
      // A drag towards the reading start brings the next slide.
      if (moved < 0 !== rtl) next();
      else previous();
    },
    onPointerCancel: () => {
      startX.current = null;
    },
  };

  // Inline, so the right-to-left style mirroring leaves it alone: the sign is chosen here.
  const trackStyle = { transform: `translateX(${(rtl ? 1 : -1) * current * (100 / perView)}%)` };

  return {
    index: current,
    last,
    canPrevious: loop || current > 0,
    canNext: loop || current < last,
    goTo,
    next,
    previous,
    keyboard,
    swipe,
    trackStyle,
    /** Whether slide `slide` is on screen (the others are hidden from screen readers and the keyboard). */
    isShown: (slide: number) => slide >= current && slide < current + perView,
  };
}
