import { expect, it } from 'vitest';
import {
  CalendarValidation,
  DEFAULT_EVENT_COLOR,
  calendarEventColors,
  calendarEventSchema,
  type CalendarEvent,
} from '@/contract/calendar';
import { ErrorMessage } from '@/contract/errors';
import { describeApi } from '@/server/testing/api-server';

const HOUR = 3_600_000;

describeApi('calendar API', (server) => {
  const listEvents = async (): Promise<CalendarEvent[]> => {
    const { status, body } = await server.api.get('/api/calendar/events', { token: server.adminToken });
    expect(status).toBe(200);
    return body.events;
  };
  const create = (event: Record<string, unknown>) =>
    server.api.post('/api/calendar/events/new', event, { token: server.adminToken });
  const update = (eventId: string, updateEvent: Record<string, unknown>) =>
    server.api.post('/api/calendar/events/update', { eventId, updateEvent }, { token: server.adminToken });
  const remove = (eventId: string) => server.api.post('/api/calendar/events/delete', { eventId }, { token: server.adminToken });
  const adminId = async (): Promise<string> =>
    (await server.api.get('/api/account/my-account', { token: server.adminToken })).body.user.id;
  const createEvent = async (event: Record<string, unknown>): Promise<CalendarEvent> => {
    const { status, body } = await create(event);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.event;
  };

  it('lists the 9 seeded events, earliest first, in the contract shape', async () => {
    const events = await listEvents();
    expect(events).toHaveLength(9);
    for (const event of events) expect(calendarEventSchema.strict().parse(event)).toEqual(event);
    const starts = events.map((event) => event.start);
    expect(starts).toEqual([...starts].sort());
    for (const event of events) expect(Date.parse(event.end)).toBeGreaterThanOrEqual(Date.parse(event.start));
    expect(events.filter((event) => event.allDay).length).toBeGreaterThanOrEqual(2);
    expect(events.some((event) => !event.allDay)).toBe(true);
    expect(new Set(events.map((event) => event.textColor)).size).toBeGreaterThanOrEqual(5);
    expect(events.map((event) => event.title)).toContain('Live show: Evening Edition');
    // Around the seeding time: some in the past, some ahead.
    expect(events.some((event) => Date.parse(event.start) < Date.now())).toBe(true);
    expect(events.some((event) => Date.parse(event.start) > Date.now())).toBe(true);
  });

  it('exports the 7-colour palette with #1890FF as default', () => {
    expect(calendarEventColors).toEqual([
      '#00AB55',
      '#1890FF',
      '#94D82D',
      '#FFC107',
      '#FF4842',
      '#04297A',
      '#7A0C2E',
    ]);
    expect(DEFAULT_EVENT_COLOR).toBe('#1890FF');
  });

  it('creates an event with defaults applied and lists it in start order', async () => {
    const event = await createEvent({
      title: '  Sound check  ',
      start: '2030-03-01T09:00:00.000Z',
      end: '2030-03-01T10:00:00.000Z',
    });
    expect(event).toEqual({
      id: expect.any(String),
      title: 'Sound check',
      description: '',
      textColor: DEFAULT_EVENT_COLOR,
      allDay: false,
      start: '2030-03-01T09:00:00.000Z',
      end: '2030-03-01T10:00:00.000Z',
      createdBy: await adminId(),
    });
    const events = await listEvents();
    expect(events).toContainEqual(event);
    const starts = events.map((item) => item.start);
    expect(starts).toEqual([...starts].sort());
  });

  it('keeps every given field', async () => {
    const input = {
      title: 'Travel day: Hamburg',
      description: 'Train at 07:12, hotel near the harbour.',
      textColor: '#7A0C2E',
      allDay: true,
      start: '2030-04-02T00:00:00.000Z',
      end: '2030-04-03T00:00:00.000Z',
    };
    expect(await createEvent(input)).toEqual({ id: expect.any(String), ...input, createdBy: await adminId() });
  });

  it('accepts start and end as epoch milliseconds or ISO with an offset, and answers UTC ISO text', async () => {
    const start = Date.UTC(2030, 4, 6, 14, 30);
    const fromMillis = await createEvent({ title: 'Contract call', start, end: start + HOUR });
    expect(fromMillis.start).toBe('2030-05-06T14:30:00.000Z');
    expect(fromMillis.end).toBe('2030-05-06T15:30:00.000Z');
    const fromOffset = await createEvent({
      title: 'Voice coaching',
      start: '2030-05-07T10:00:00+02:00',
      end: start + 25 * HOUR,
    });
    expect(fromOffset.start).toBe('2030-05-07T08:00:00.000Z');
    expect(fromOffset.end).toBe('2030-05-07T15:30:00.000Z');
    const updated = await update(fromMillis.id, { end: start + 2 * HOUR });
    expect(updated.body.event.end).toBe('2030-05-06T16:30:00.000Z');
  });

  it('allows an event that ends when it starts', async () => {
    const event = await createEvent({
      title: 'Deadline',
      start: '2030-06-01T12:00:00Z',
      end: '2030-06-01T12:00:00Z',
    });
    expect(event.start).toBe(event.end);
  });

  it('updates only the given fields and persists the change', async () => {
    const event = await createEvent({
      title: 'Panel moderation',
      description: 'Four panellists',
      textColor: '#04297A',
      start: '2030-07-01T14:00:00.000Z',
      end: '2030-07-01T16:00:00.000Z',
    });
    const { status, body } = await update(event.id, {
      title: 'Panel moderation (extended)',
      textColor: '#FFC107',
    });
    expect(status).toBe(200);
    expect(body.event).toEqual({ ...event, title: 'Panel moderation (extended)', textColor: '#FFC107' });
    const moved = await update(event.id, {
      start: '2030-07-02T14:00:00.000Z',
      end: '2030-07-02T17:00:00.000Z',
      allDay: true,
    });
    expect(moved.body.event).toEqual({
      ...body.event,
      start: '2030-07-02T14:00:00.000Z',
      end: '2030-07-02T17:00:00.000Z',
      allDay: true,
    });
    expect((await listEvents()).find((item) => item.id === event.id)).toEqual(moved.body.event);
  });

  it('validates the merged event on update: end may not move before the stored start', async () => {
    const event = await createEvent({
      title: 'Rehearsal',
      start: '2030-08-01T09:00:00.000Z',
      end: '2030-08-01T12:00:00.000Z',
    });
    const message = `updateEvent.end: ${CalendarValidation.endBeforeStart}`;
    const earlyEnd = await update(event.id, { end: '2030-08-01T08:00:00.000Z' });
    expect(earlyEnd.status).toBe(400);
    expect(earlyEnd.body.message).toBe(message);
    const lateStart = await update(event.id, { start: '2030-08-01T13:00:00.000Z' });
    expect(lateStart.status).toBe(400);
    expect(lateStart.body.message).toBe(message);
    const bothInverted = await update(event.id, {
      start: '2030-08-02T10:00:00.000Z',
      end: '2030-08-02T09:00:00.000Z',
    });
    expect(bothInverted.status).toBe(400);
    expect(bothInverted.body.message).toBe(message);
    expect((await listEvents()).find((item) => item.id === event.id)).toEqual(event);
  });

  it('deletes an event, which then is gone', async () => {
    const event = await createEvent({
      title: 'Press interview',
      start: '2030-09-01T11:00:00Z',
      end: '2030-09-01T12:00:00Z',
    });
    const { status, body } = await remove(event.id);
    expect(status).toBe(200);
    expect(body).toEqual({ eventId: event.id });
    expect((await listEvents()).map((item) => item.id)).not.toContain(event.id);
    const again = await remove(event.id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: ErrorMessage.eventNotFound, code: 'calendar.event_not_found' });
  });

  it('answers 404 Event not found for an unknown id', async () => {
    const updated = await update('no-such-event', { title: 'Anything' });
    expect(updated.status).toBe(404);
    expect(updated.body).toEqual({ message: 'Event not found', code: 'calendar.event_not_found' });
    const deleted = await remove('no-such-event');
    expect(deleted.status).toBe(404);
    expect(deleted.body).toEqual({ message: 'Event not found', code: 'calendar.event_not_found' });
  });

  it('answers 400 naming the field for every invalid input', async () => {
    const valid = { title: 'Valid', start: '2030-10-01T10:00:00Z', end: '2030-10-01T11:00:00Z' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, title: undefined }, `title: ${CalendarValidation.titleRequired}`],
      [{ ...valid, title: '   ' }, `title: ${CalendarValidation.titleRequired}`],
      [{ ...valid, title: 42 }, `title: ${CalendarValidation.titleRequired}`],
      [{ ...valid, title: 'x'.repeat(256) }, `title: ${CalendarValidation.titleTooLong}`],
      [{ ...valid, description: 'x'.repeat(5001) }, `description: ${CalendarValidation.descriptionTooLong}`],
      [{ ...valid, description: null }, `description: ${CalendarValidation.descriptionInvalid}`],
      [{ ...valid, end: '2030-10-01T09:59:59Z' }, `end: ${CalendarValidation.endBeforeStart}`],
      [
        { ...valid, start: Date.UTC(2030, 9, 1, 12), end: Date.UTC(2030, 9, 1, 11) },
        `end: ${CalendarValidation.endBeforeStart}`,
      ],
      [{ ...valid, textColor: '#123456' }, `textColor: ${CalendarValidation.colorInvalid}`],
      [{ ...valid, allDay: 'yes' }, `allDay: ${CalendarValidation.allDayInvalid}`],
      [{ ...valid, start: undefined }, `start: ${CalendarValidation.startRequired}`],
      [{ ...valid, end: undefined }, `end: ${CalendarValidation.endRequired}`],
      [{ ...valid, start: 'next Tuesday' }, `start: ${CalendarValidation.dateInvalid}`],
      [{ ...valid, start: 1.5 }, `start: ${CalendarValidation.dateInvalid}`],
      [{ ...valid, end: 1e17 }, `end: ${CalendarValidation.dateInvalid}`],
    ];
    for (const [body, message] of cases) {
      const response = await create(body);
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const event = await createEvent(valid);
    const updateCases: [Record<string, unknown>, string][] = [
      [{ updateEvent: { title: 'x' } }, `eventId: ${CalendarValidation.eventIdRequired}`],
      [{ eventId: event.id }, `updateEvent: ${CalendarValidation.updateRequired}`],
      [
        { eventId: event.id, updateEvent: { title: '' } },
        `updateEvent.title: ${CalendarValidation.titleRequired}`,
      ],
      [
        { eventId: event.id, updateEvent: { textColor: 'blue' } },
        `updateEvent.textColor: ${CalendarValidation.colorInvalid}`,
      ],
      [
        { eventId: event.id, updateEvent: { start: 'soon' } },
        `updateEvent.start: ${CalendarValidation.dateInvalid}`,
      ],
    ];
    for (const [body, message] of updateCases) {
      const response = await server.api.post('/api/calendar/events/update', body, { token: server.adminToken });
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const noId = await server.api.post('/api/calendar/events/delete', {}, { token: server.adminToken });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe(`eventId: ${CalendarValidation.eventIdRequired}`);
    expect((await listEvents()).find((item) => item.id === event.id)).toEqual(event);
  });

  it('refuses malformed JSON (400) and a body that is not JSON (415)', async () => {
    const malformed = await server.api.raw('POST', '/api/calendar/events/new', '{"title":', { token: server.adminToken });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: ErrorMessage.malformedJson, code: 'request.malformed_json' });
    const text = await server.api.raw('POST', '/api/calendar/events/new', 'title=x', {
      token: server.adminToken,
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ message: expect.any(String), code: 'request.unsupported_media_type' });
  });

  it('is shared by the whole workspace: another account sees and edits the same events', async () => {
    // A member's event, seen and edited by another account: the admin (only its creator or an admin may edit it).
    const member = await server.api.registerUser();
    const created = await server.api.post(
      '/api/calendar/events/new',
      { title: 'Team dinner', start: '2030-11-01T19:00:00Z', end: '2030-11-01T22:00:00Z' },
      { token: member.token },
    );
    expect(created.status).toBe(200);
    const event: CalendarEvent = created.body.event;
    const seen = await server.api.get('/api/calendar/events', { token: member.token });
    expect(seen.body.events).toContainEqual(event);
    expect(await listEvents()).toContainEqual(event);
    const edited = await update(event.id, { description: 'Table for eight' });
    expect(edited.status).toBe(200);
    expect((await listEvents()).find((item) => item.id === event.id)?.description).toBe('Table for eight');
  });

  it('answers 401 on every endpoint without a token', async () => {
    const calls = [
      server.api.get('/api/calendar/events'),
      server.api.post('/api/calendar/events/new', { title: 'x', start: 0, end: 0 }),
      server.api.post('/api/calendar/events/update', { eventId: 'x', updateEvent: {} }),
      server.api.post('/api/calendar/events/delete', { eventId: 'x' }),
    ];
    for (const { status, body } of await Promise.all(calls)) {
      expect(status).toBe(401);
      expect(body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
    }
    const invalid = await server.api.get('/api/calendar/events', { token: 'not-a-token' });
    expect(invalid.status).toBe(401);
    expect(invalid.body).toEqual({ message: ErrorMessage.tokenInvalid, code: 'auth.token_invalid' });
  });

  it('keeps creates, updates and deletes across a restart', async () => {
    const kept = await createEvent({
      title: 'Kept across restart',
      start: '2031-01-10T10:00:00Z',
      end: '2031-01-10T11:00:00Z',
    });
    const changed = await createEvent({
      title: 'Changed',
      start: '2031-01-11T10:00:00Z',
      end: '2031-01-11T11:00:00Z',
    });
    const gone = await createEvent({
      title: 'Gone',
      start: '2031-01-12T10:00:00Z',
      end: '2031-01-12T11:00:00Z',
    });
    const { body } = await update(changed.id, { title: 'Changed before restart', allDay: true });
    await remove(gone.id);
    const before = await listEvents();

    await server.restart();
    const after = await listEvents();
    expect(after).toEqual(before);
    expect(after).toContainEqual(kept);
    expect(after).toContainEqual(body.event);
    expect(after.map((event) => event.id)).not.toContain(gone.id);
  });
});
