import { expect, it } from 'vitest';
import { ErrorMessage } from '@/contract/errors';
import { NotificationMessage, notificationSchema, type Notification } from '@/contract/notifications';
import { describeApi } from '@/server/testing/api-server';

describeApi('notifications API', (server) => {
  const list = async (as = server.adminToken): Promise<Notification[]> => {
    const { status, body } = await server.api.get('/api/notifications/list', { token: as });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(Object.keys(body)).toEqual(['notifications']);
    return body.notifications;
  };
  const markRead = (notificationId: unknown, as = server.adminToken) =>
    server.api.post('/api/notifications/mark-read', { notificationId }, { token: as });

  it("lists the admin's 8 seeded notifications, newest first, in the contract shape", async () => {
    const notifications = await list();
    expect(notifications).toHaveLength(8);
    for (const notification of notifications) {
      expect(notificationSchema.strict().parse(notification)).toEqual(notification);
    }
    const times = notifications.map((notification) => notification.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(notifications.filter((notification) => notification.isUnRead)).toHaveLength(3);
    expect(new Set(notifications.map((notification) => notification.type))).toEqual(
      new Set(['order_placed', 'order_shipped', 'mail', 'chat_message', 'friend_interactive']),
    );
    // Each says one of the system's messages, by key, for the web to show in the reader's language.
    expect(notifications.filter((notification) => notification.message === null)).toEqual([]);
    expect(notifications.find((notification) => notification.message?.key === 'orderPlaced')).toMatchObject({
      title: expect.stringMatching(/^Your order #\d+ has been placed$/),
      description: expect.stringMatching(/^\d+ items?, total [\d,]+\.\d\d\. We will let you know when it ships\.$/),
    });
    for (const notification of notifications) {
      if (notification.avatar !== null) expect(notification.avatar).toMatch(/^\/images\/avatar\/\d+\.svg$/);
    }
    expect(notifications.filter((notification) => notification.avatar === null).length).toBeGreaterThan(0);
  });

  it('marks one notification read and answers it', async () => {
    const unread = (await list()).find((notification) => notification.isUnRead)!;
    const { status, body } = await markRead(unread.id);
    expect(status).toBe(200);
    expect(body).toEqual({ notification: { ...unread, isUnRead: false } });
    expect((await list()).find((notification) => notification.id === unread.id)?.isUnRead).toBe(false);
    // Marking it again is harmless.
    expect((await markRead(unread.id)).status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 naming the field for a missing one', async () => {
    expect(await markRead('no-such-notification')).toMatchObject({
      status: 404,
      body: { message: NotificationMessage.notFound },
    });
    const missing = await server.api.post('/api/notifications/mark-read', {}, { token: server.adminToken });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(`notificationId: ${NotificationMessage.notificationIdRequired}`);
    const blank = await markRead('');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(`notificationId: ${NotificationMessage.notificationIdRequired}`);
  });

  it("keeps each user's notifications to themselves", async () => {
    const member = await server.api.registerUser();
    expect(await list(member.token)).toEqual([]);
    const adminNotification = (await list())[0]!;
    expect(await markRead(adminNotification.id, member.token)).toMatchObject({
      status: 404,
      body: { message: NotificationMessage.notFound },
    });
    const { status, body } = await server.api.post('/api/notifications/mark-all-read', undefined, { token: member.token });
    expect(status).toBe(200);
    expect(body).toEqual({ notifications: [] });
    expect((await list()).some((notification) => notification.isUnRead)).toBe(true);
  });

  it('marks all read, answers the whole list and keeps it across a restart', async () => {
    const before = await list();
    const { status, body } = await server.api.post('/api/notifications/mark-all-read', undefined, { token: server.adminToken });
    expect(status).toBe(200);
    expect(body).toEqual({ notifications: before.map((notification) => ({ ...notification, isUnRead: false })) });
    await server.restart();
    const after = await list();
    expect(after).toHaveLength(8);
    expect(after.every((notification) => !notification.isUnRead)).toBe(true);
  });

  it('answers 401 on every endpoint without a valid token', async () => {
    const calls = [
      () => server.api.get('/api/notifications/list'),
      () => server.api.post('/api/notifications/mark-all-read'),
      () => server.api.post('/api/notifications/mark-read', { notificationId: 'x' }),
    ];
    for (const call of calls) {
      expect(await call()).toMatchObject({ status: 401, body: { message: ErrorMessage.tokenMissing } });
    }
    const invalid = await server.api.get('/api/notifications/list', { token: 'not-a-token' });
    expect(invalid).toMatchObject({ status: 401, body: { message: ErrorMessage.tokenInvalid } });
  });
});
