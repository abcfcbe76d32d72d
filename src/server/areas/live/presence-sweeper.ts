import type { AppDeps } from '@/server/app-deps';
import { pruneLiveEvents } from './event-store';
import { refreshLiveConnections, sweepStaleLiveConnections } from './presence-store';

/** How often a server process refreshes its streams' rows, sweeps dead processes' ones and prunes old events. */
const SWEEP_INTERVAL_MS = 30_000;

/** Keeps presence true across server processes: see presence-store.ts. Stopped by main.ts at shutdown. */
export function startPresenceSweeper({ database, live, clock, logger }: Pick<AppDeps, 'database' | 'live' | 'clock' | 'logger'>) {
  let running: Promise<void> | undefined;
  const sweep = async () => {
    const now = clock();
    try {
      await refreshLiveConnections(database.db, live.instanceId, now);
      await sweepStaleLiveConnections(database.db, now);
      await pruneLiveEvents(database.db, now);
    } catch (error) {
      logger.warn({ err: String(error) }, 'live presence sweep failed');
    }
  };
  const timer = setInterval(() => {
    running ??= sweep().finally(() => (running = undefined));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
