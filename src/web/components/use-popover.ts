import { useState, type MouseEvent } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Open/close state of a popover anchored to the button that opened it. It closes by itself when the visitor
 * goes to another page (a link, back or forward), but stays open through a redirect, a navigation that
 * replaces the address (such as /dashboard on to /dashboard/app just after sign-in, when a first click on
 * the header's menus often comes).
 */
export function usePopover() {
  // Every navigation has a new key, even one to the same path.
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const [opened, setOpened] = useState<{ anchorEl: HTMLElement; locationKey: string } | null>(null);
  if (opened && opened.locationKey !== key) {
    // Adjusting state while rendering: React renders again at once, before anything is shown.
    setOpened(navigationType === 'REPLACE' ? { ...opened, locationKey: key } : null);
  }
  const open = opened !== null && opened.locationKey === key;
  return {
    open,
    anchorEl: open ? opened.anchorEl : null,
    onOpen: (event: MouseEvent<HTMLElement>) =>
      setOpened({ anchorEl: event.currentTarget, locationKey: key }),
    onClose: () => setOpened(null),
  };
}
