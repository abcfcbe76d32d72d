import { lazy, type ComponentType } from 'react';

/**
 * React.lazy plus a `preload()` that starts the download early (on hover, focus or touch of the control
 * that will show the component), so it is usually there by the time it is needed.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload });
}
