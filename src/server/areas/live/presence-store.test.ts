import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertAccount } from '@/server/areas/account/account-store';
import { publishLiveEvent } from '@/server/live/publish-live-event';
import { databaseEngines } from '@/server/testing/server-process';
import { useTestDatabase } from '@/server/testing/test-database';
import { liveEventsAfter, newestLiveEventId, pruneLiveEvents } from './event-store';
import {
  closeLiveConnection,
  connectedUserIds,
  contactStatusOf,
  openLiveConnection,
  refreshLiveConnections,
  sweepStaleLiveConnections,
} from './presence-store';

describe.each(databaseEngines())('live events and presence on %s', (engine) => {
  const database = useTestDatabase(engine);
  const account = async () =>
    (
      await insertAccount(database.db, {
        email: `${randomUUID()}@example.com`,
        passwordHash: null,
        firstName: 'Pat',
        lastName: 'Presence',
        role: 'user',
        now: new Date(),
      })
    ).id;
  const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 12, 0, seconds));
  const presenceEventsOf = async (userId: string, afterId: number) =>
    (await liveEventsAfter(database.db, 'nobody', afterId))
      .map((event) => JSON.parse(event.payload))
      .filter((event) => event.userId === userId);

  it('stores an event only when its transaction commits, with ids that only grow', async () => {
    const userId = await account();
    const start = await newestLiveEventId(database.db);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await publishLiveEvent(trx, [userId], { type: 'mail.changed' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await liveEventsAfter(database.db, userId, start)).toEqual([]);
    await publishLiveEvent(database.db, [userId, userId], { type: 'mail.changed' });
    await publishLiveEvent(database.db, 'everyone', { type: 'notifications.changed' });
    const events = await liveEventsAfter(database.db, userId, start);
    expect(events.map((event) => event.type)).toEqual(['mail.changed', 'notifications.changed']);
    expect(events[1]!.id).toBeGreaterThan(events[0]!.id);
    // Someone else sees the event for everyone only.
    expect((await liveEventsAfter(database.db, await account(), start)).map((event) => event.type)).toEqual(['notifications.changed']);
  });

  it('counts an account online while a stream row is fresh; a dead server’s rows stop counting and are swept', async () => {
    const userId = await account();
    await database.db.updateTable('users').set({ presence: 'away' }).where('id', '=', userId).execute();
    const start = await newestLiveEventId(database.db);
    const onDead = { id: randomUUID(), userId, instanceId: 'dead-instance' };
    const onLive = { id: randomUUID(), userId, instanceId: 'live-instance' };
    await openLiveConnection(database.db, onDead, at(0));
    await openLiveConnection(database.db, onLive, at(10));
    expect((await connectedUserIds(database.db, at(20))).has(userId)).toBe(true);
    expect(await presenceEventsOf(userId, start)).toEqual([{ type: 'presence', userId, status: 'away' }]);

    // Only the live server refreshes its rows.
    await refreshLiveConnections(database.db, 'live-instance', at(80));
    await sweepStaleLiveConnections(database.db, at(120));
    expect((await connectedUserIds(database.db, at(120))).has(userId)).toBe(true);
    const rows = await database.db.selectFrom('live_connections').select('id').where('user_id', '=', userId).execute();
    expect(rows.map((row) => row.id)).toEqual([onLive.id]);

    // That server dies too: after 90 s without a refresh the account is offline, and everyone is told once.
    expect((await connectedUserIds(database.db, at(171))).has(userId)).toBe(false);
    await sweepStaleLiveConnections(database.db, at(171));
    await sweepStaleLiveConnections(database.db, at(200));
    expect(await presenceEventsOf(userId, start)).toEqual([
      { type: 'presence', userId, status: 'away' },
      { type: 'presence', userId, status: 'offline' },
    ]);
    // Closing a stream whose row was swept says nothing more.
    await closeLiveConnection(database.db, onLive, at(210));
    expect(await presenceEventsOf(userId, start)).toHaveLength(2);
  });

  it('prunes events older than a day', async () => {
    const userId = await account();
    const start = await newestLiveEventId(database.db);
    await publishLiveEvent(database.db, [userId], { type: 'mail.changed' });
    await pruneLiveEvents(database.db, new Date(Date.now() + 23 * 3600_000));
    expect(await liveEventsAfter(database.db, userId, start)).toHaveLength(1);
    await pruneLiveEvents(database.db, new Date(Date.now() + 25 * 3600_000));
    expect(await liveEventsAfter(database.db, userId, start)).toEqual([]);
  });
});

describe('the status others see', () => {
  it('is offline without a stream, else the chosen away or busy, else online', () => {
    expect(contactStatusOf('busy', false)).toBe('offline');
    expect(contactStatusOf('busy', true)).toBe('busy');
    expect(contactStatusOf('away', true)).toBe('away');
    expect(contactStatusOf('offline', true)).toBe('online');
    expect(contactStatusOf('online', true)).toBe('online');
  });
});
