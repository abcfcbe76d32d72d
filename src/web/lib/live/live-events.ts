import type { LiveEvent, LiveEventType } from '@/contract/live';

/** The event of one type: `LiveEventOf<'presence'>`. */
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

type Handler = (event: LiveEvent) => void;
const handlers = new Map<LiveEventType, Set<Handler>>();

/** Calls `handler` with every live event of `type` until the returned function is called (no React needed). */
export function subscribeLiveEvent<T extends LiveEventType>(type: T, handler: (event: LiveEventOf<T>) => void): () => void {
  let set = handlers.get(type);
  if (!set) handlers.set(type, (set = new Set()));
  const listener = handler as Handler;
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Hands an event that arrived to the handlers of its type. */
export function dispatchLiveEvent(event: LiveEvent): void {
  for (const handler of [...(handlers.get(event.type) ?? [])]) {
    try {
      handler(event);
    } catch (error) {
      // One feature's failing handler must not keep the event from the others.
      console.error('A live event handler failed', error);
    }
  }
}
