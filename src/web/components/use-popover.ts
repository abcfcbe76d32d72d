import { useState, type MouseEvent } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isRedirectFrom } from './redirect';

/**
 * Open/close state of a popover anchored to the button that opened it. It closes by itself when the visitor
 * goes to another page (a link, even to the page shown, back or forward), but stays open through a redirect
 * from the address it was opened on (such as /dashboard on to /dashboard/app just after sign-in, when a first
 * click on the header's menus often comes).
 */
export function usePopover() {
  // Every navigation has a new key, even one to the same path.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [opened, setOpened] = useState<{ anchorEl: HTMLElement; key: string; pathname: string } | null>(null);
  if (opened && opened.key !== location.key) {
    const redirected = navigationType === 'REPLACE' && isRedirectFrom(location.state, opened.pathname);
    // Adjusting state while rendering: React renders again at once, before anything is shown.
    setOpened(redirected ? { ...opened, key: location.key, pathname: location.pathname } : null);
  }
  const open = opened !== null && opened.key === location.key;
  return {
    open,
    anchorEl: open ? opened.anchorEl : null,
    onOpen: (event: MouseEvent<HTMLElement>) =>
      setOpened({ anchorEl: event.currentTarget, key: location.key, pathname: location.pathname }),
    onClose: () => setOpened(null),
  };
}
