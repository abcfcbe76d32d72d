/** Who events were published for: some accounts, or every account (presence). */
export type LiveRecipients = readonly string[] | 'everyone';

/** One open stream, as the hub sees it. */
export interface LiveListener {
  /** Events for the stream's account may have committed: read what is new. */
  wake(): void;
  /** The server is shutting down: finish the stream (its cleanup then unsubscribes). */
  end(): void;
}

/**
 * The wake-up side of the live events: tells this process's open streams when events for their account may have
 * committed (on any server process of the database). The events themselves are rows (publish-live-event.ts); a
 * wake-up only says "read again", so a lost or doubled one never loses or doubles an event.
 */
export interface LiveHub {
  /** This server process, as its rows in live_connections name it. */
  readonly instanceId: string;
  /** Wakes `listener` for events of `userId` and of everyone until the returned function is called. */
  subscribe(userId: string, listener: LiveListener): () => void;
  /** Ends every stream, waits (a few seconds at most) for them to finish, then stops listening. */
  close(): Promise<void>;
}
