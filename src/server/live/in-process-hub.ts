import { randomUUID } from 'node:crypto';
import type { LiveHub } from './live-hub';
import { createLiveListeners } from './live-listeners';
import { localLiveBus } from './local-bus';

/** The hub of a server on SQLite: wake-ups come from this process's own writes. */
export function createInProcessHub(): LiveHub {
  const listeners = createLiveListeners();
  const stopListening = localLiveBus.listen((recipients) => listeners.wake(recipients));
  return {
    instanceId: randomUUID(),
    subscribe: listeners.subscribe,
    async close() {
      await listeners.endAll();
      stopListening();
    },
  };
}
