import { useEffect, useRef } from 'react';
import type { LiveEventType } from '@/contract/live';
import { subscribeLiveEvent, type LiveEventOf } from './live-events';

/**
 * Calls `handler` with each live event of `type` while the component is mounted (the dashboard keeps the stream
 * open while signed in): `useLiveEvent('chat.message', (event) => ...)`. The latest handler is called, so it
 * need not be memoised.
 */
export function useLiveEvent<T extends LiveEventType>(type: T, handler: (event: LiveEventOf<T>) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeLiveEvent(type, (event) => latest.current(event)), [type]);
}
