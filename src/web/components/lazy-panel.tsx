import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A panel (a popover, a drawer) whose code loads when it is first opened: the button that opens it is all the
 * first paint needs. `preload` starts the download early, when the pointer comes over the button or it takes
 * the focus. Once loaded the panel stays mounted, so that it closes with its transition.
 */
export function lazyPanel<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load());
  const Panel = lazy(preload) as unknown as ComponentType<P>;

  function LazyPanel(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPanel, { preload: () => void preload() });
}
