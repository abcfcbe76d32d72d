import { expect, it } from 'vitest';
import type { CalendarEvent } from '@/contract/calendar';
import { ApiErrors } from '@/contract/errors';
import { describeApi } from '@/server/testing/api-server';

const denied = { message: 'Permission denied', code: 'auth.permission_denied' };

describeApi('calendar API: who may change an event', (server) => {
  const listEvents = async (token: string): Promise<CalendarEvent[]> => {
    const { status, body } = await server.api.get('/api/calendar/events', { token });
    expect(status).toBe(200);
    return body.events;
  };
  const createAs = async (token: string, title: string): Promise<CalendarEvent> => {
    const { status, body } = await server.api.post(
      '/api/calendar/events/new',
      { title, start: '2032-02-01T10:00:00Z', end: '2032-02-01T11:00:00Z' },
      { token },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return body.event;
  };
  const updateAs = (token: string, eventId: string, updateEvent: Record<string, unknown>) =>
    server.api.post('/api/calendar/events/update', { eventId, updateEvent }, { token });
  const deleteAs = (token: string, eventId: string) => server.api.post('/api/calendar/events/delete', { eventId }, { token });
  const adminId = async (): Promise<string> =>
    (await server.api.get('/api/account/my-account', { token: server.adminToken })).body.user.id;

  it('any signed-in user creates an event, which names its creator', async () => {
    const member = await server.api.registerUser();
    const event = await createAs(member.token, 'Member rehearsal');
    expect(event.createdBy).toBe(member.user.id);
    expect(await listEvents(server.adminToken)).toContainEqual(event);
    expect((await createAs(server.adminToken, 'Admin rehearsal')).createdBy).toBe(await adminId());
  });

  it('seeded events belong to the admin', async () => {
    const id = await adminId();
    const events = await listEvents(server.adminToken);
    const seeded = events.filter((event) => event.title === 'Live show: Evening Edition');
    expect(seeded).toHaveLength(1);
    expect(seeded[0]!.createdBy).toBe(id);
  });

  it('another member may neither update nor delete an event: 403 Permission denied, and it stays as it was', async () => {
    const owner = await server.api.registerUser();
    const other = await server.api.registerUser();
    const event = await createAs(owner.token, 'Owner only');
    const updated = await updateAs(other.token, event.id, { title: 'Taken over' });
    expect(updated.status).toBe(403);
    expect(updated.body).toEqual(denied);
    const deleted = await deleteAs(other.token, event.id);
    expect(deleted.status).toBe(403);
    expect(deleted.body).toEqual(denied);
    expect((await listEvents(owner.token)).find((item) => item.id === event.id)).toEqual(event);
  });

  it('a member may not change or delete a seeded (admin) event', async () => {
    const member = await server.api.registerUser();
    const seeded = (await listEvents(member.token))[0]!;
    expect((await updateAs(member.token, seeded.id, { description: 'mine now' })).body).toEqual(denied);
    const deleted = await deleteAs(member.token, seeded.id);
    expect(deleted.status).toBe(403);
    expect(deleted.body).toEqual(denied);
    expect((await listEvents(member.token)).find((item) => item.id === seeded.id)).toEqual(seeded);
  });

  it('the creator updates and deletes their own event', async () => {
    const owner = await server.api.registerUser();
    const event = await createAs(owner.token, 'Own event');
    const updated = await updateAs(owner.token, event.id, { title: 'Own event, renamed' });
    expect(updated.status).toBe(200);
    expect(updated.body.event).toEqual({ ...event, title: 'Own event, renamed' });
    const deleted = await deleteAs(owner.token, event.id);
    expect(deleted.status).toBe(200);
    expect((await listEvents(owner.token)).map((item) => item.id)).not.toContain(event.id);
  });

  it("an admin updates and deletes anyone's event", async () => {
    const owner = await server.api.registerUser();
    const event = await createAs(owner.token, 'Moderated');
    const updated = await updateAs(server.adminToken, event.id, { description: 'Checked by an admin' });
    expect(updated.status).toBe(200);
    expect(updated.body.event).toEqual({ ...event, description: 'Checked by an admin' });
    expect((await deleteAs(server.adminToken, event.id)).status).toBe(200);
  });

  it('an unknown id is still 404 for a member, and a bad range on an own event is still 400', async () => {
    const member = await server.api.registerUser();
    expect((await deleteAs(member.token, 'no-such-event')).body).toEqual(ApiErrors.eventNotFound);
    expect((await updateAs(member.token, 'no-such-event', { title: 'x' })).status).toBe(404);
    const event = await createAs(member.token, 'Range');
    const inverted = await updateAs(member.token, event.id, { end: '2032-02-01T09:00:00Z' });
    expect(inverted.status).toBe(400);
  });

  it('keeps the creator across a restart', async () => {
    const owner = await server.api.registerUser();
    const event = await createAs(owner.token, 'Kept with its creator');
    await server.restart();
    expect((await listEvents(server.adminToken)).find((item) => item.id === event.id)?.createdBy).toBe(owner.user.id);
    const other = await server.api.registerUser();
    expect((await deleteAs(other.token, event.id)).status).toBe(403);
  });
});
