import type { LiveListener, LiveRecipients } from './live-hub';

/** How long close() waits for the streams to finish their cleanup. */
const DRAIN_TIMEOUT_MS = 5_000;

/** The open streams of this process by account: what both hubs wake. */
export function createLiveListeners() {
  const byUser = new Map<string, Set<LiveListener>>();
  let size = 0;
  let drained: (() => void) | undefined;
  let ending = false;

  const all = () => [...byUser.values()].flatMap((listeners) => [...listeners]);
  return {
    subscribe(userId: string, listener: LiveListener): () => void {
      let listeners = byUser.get(userId);
      if (!listeners) byUser.set(userId, (listeners = new Set()));
      listeners.add(listener);
      size += 1;
      // A stream that opens while the server shuts down ends at once.
      if (ending) queueMicrotask(() => listener.end());
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        listeners.delete(listener);
        if (listeners.size === 0) byUser.delete(userId);
        size -= 1;
        if (size === 0) drained?.();
      };
    },
    wake(recipients: LiveRecipients): void {
      if (recipients === 'everyone') {
        for (const listener of all()) listener.wake();
        return;
      }
      for (const userId of new Set(recipients)) {
        for (const listener of byUser.get(userId) ?? []) listener.wake();
      }
    },
    /** Ends every stream and resolves once all have unsubscribed (or after a timeout). */
    async endAll(): Promise<void> {
      ending = true;
      if (size === 0) return;
      const done = new Promise<void>((resolve) => {
        drained = resolve;
        setTimeout(resolve, DRAIN_TIMEOUT_MS).unref();
      });
      for (const listener of all()) listener.end();
      await done;
    },
  };
}
