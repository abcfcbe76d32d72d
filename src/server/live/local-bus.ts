import type { LiveRecipients } from './live-hub';

type Wake = (recipients: LiveRecipients) => void;
const hubs = new Set<Wake>();

/**
 * The wake-ups of one process on SQLite (one process owns the file): publishLiveEvent tells every in-process hub.
 * It may do so before the writing transaction commits: SQLite's one connection serves a stream's read only after
 * that transaction has ended, so the read sees the committed events (or none, after a rollback).
 */
export const localLiveBus = {
  wake(recipients: LiveRecipients): void {
    for (const wake of hubs) wake(recipients);
  },
  listen(wake: Wake): () => void {
    hubs.add(wake);
    return () => hubs.delete(wake);
  },
};
