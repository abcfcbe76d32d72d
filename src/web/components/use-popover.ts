import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/close state of a popover anchored to the button that opened it. It closes by itself when the
 * route changes (menus close on every route change).
 */
export function usePopover() {
  // Every navigation has a new key, even one to the same path.
  const { key } = useLocation();
  const [opened, setOpened] = useState<{ anchorEl: HTMLElement; locationKey: string } | null>(null);
  const open = opened !== null && opened.locationKey === key;
  return {
    open,
    anchorEl: open ? opened.anchorEl : null,
    onOpen: (event: MouseEvent<HTMLElement>) =>
      setOpened({ anchorEl: event.currentTarget, locationKey: committedLocationKey(key) }),
    onClose: () => setOpened(null),
  };
}

/**
 * The key of the location the router has already written to the browser history. While a navigation's render
 * is still pending (the router renders in a transition), the rendered location is the previous one: a popover
 * opened then belongs to the location on its way, and so opens when that render lands instead of closing.
 */
function committedLocationKey(rendered: string): string {
  const state: unknown = window.history.state;
  const key = typeof state === 'object' && state !== null && 'key' in state ? state.key : undefined;
  return typeof key === 'string' ? key : rendered;
}
