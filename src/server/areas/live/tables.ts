import type { Generated } from 'kysely';

/**
 * The live stream's durable events (GET /api/live): written in the transaction of the change they announce, so
 * an event exists exactly when its change committed. Kept for a day (see presence-sweeper.ts).
 */
export interface LiveEventsTable {
  /** Increasing in commit order (see publish-live-event.ts): the SSE id a client resumes from. */
  id: Generated<number>;
  /** The account it is for; null: for every account (presence). */
  user_id: string | null;
  /** The event's `type` (contract LiveEvent). */
  type: string;
  /** JSON of the whole event. */
  payload: string;
  created_at: string;
}

/** One open live stream on one server process: an account is online while it has one that is not stale. */
export interface LiveConnectionsTable {
  id: string;
  user_id: string;
  /** The server process that holds the stream; it refreshes `heartbeat_at` of its streams while it runs. */
  instance_id: string;
  connected_at: string;
  heartbeat_at: string;
}

export interface LiveTables {
  live_events: LiveEventsTable;
  live_connections: LiveConnectionsTable;
}
