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
      setOpened({ anchorEl: event.currentTarget, locationKey: key }),
    onClose: () => setOpened(null),
  };
}
