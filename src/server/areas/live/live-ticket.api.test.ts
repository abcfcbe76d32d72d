import { decodeJwt } from 'jose';
import { afterEach, expect, it } from 'vitest';
import type { NewMessageResponse } from '@/contract/chat';
import { ErrorMessage } from '@/contract/errors';
import { LIVE_PATH, LIVE_TICKET_LIFETIME_SECONDS, LIVE_TICKET_PATH, liveTicketResponseSchema, type LiveEvent } from '@/contract/live';
import { createTokenService } from '@/server/auth/tokens';
import { describeApi } from '@/server/testing/api-server';
import { openLiveStream, type LiveTestClient } from '@/server/testing/live-client';

const tokenInvalid = { status: 401, body: { message: ErrorMessage.tokenInvalid, code: 'auth.token_invalid' } };

describeApi('live stream tickets', (server) => {
  const clients: LiveTestClient[] = [];
  const connect = async (ticket: string, options: { lastEventId?: number } = {}) => {
    const client = openLiveStream(server.baseUrl, { ticket }, options);
    clients.push(client);
    await client.opened;
    return client;
  };
  const ticketOf = async (token: string) => {
    const response = await server.api.post(LIVE_TICKET_PATH, undefined, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return liveTicketResponseSchema.parse(response.body);
  };
  const send = async (token: string, recipientIds: string[], body: string) => {
    const response = await server.api.post('/api/chat/messages/new', { recipientIds, body }, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as NewMessageResponse;
  };
  const isMessage = (body: string) => (event: LiveEvent) => event.type === 'chat.message' && event.message.body === body;
  const bodiesOf = (client: LiveTestClient) =>
    client.received.flatMap((item) => (item.event.type === 'chat.message' ? [item.event.message.body] : []));
  /** The stream's answer to a ticket it refuses (a refused stream answers JSON at once). */
  const streamWith = (ticket: string) => server.api.get(LIVE_PATH, { query: { ticket } });

  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  it('issues a ticket for a valid Bearer token only, valid for a minute', async () => {
    expect(await server.api.post(LIVE_TICKET_PATH)).toMatchObject({
      status: 401,
      body: { message: ErrorMessage.tokenMissing, code: 'auth.token_missing' },
    });
    expect(await server.api.post(LIVE_TICKET_PATH, undefined, { token: 'not-a-token' })).toMatchObject(tokenInvalid);
    const before = Date.now();
    const { ticket, expiresAt } = await ticketOf(server.adminToken);
    expect(ticket).not.toBe(server.adminToken);
    const lifetime = Date.parse(expiresAt) - before;
    expect(lifetime).toBeGreaterThan((LIVE_TICKET_LIFETIME_SECONDS - 2) * 1000);
    expect(lifetime).toBeLessThanOrEqual((LIVE_TICKET_LIFETIME_SECONDS + 1) * 1000);
  });

  it('opens the stream with ?ticket= and no header, as often as the ticket lives, with its events', async () => {
    const reader = await server.api.registerUser({ firstName: 'Tia', lastName: 'Ticket' });
    const writer = await server.api.registerUser({ firstName: 'Wes', lastName: 'Ticket' });
    const { ticket } = await ticketOf(reader.token);
    // The browser's own reconnect reuses its URL: the ticket opens a second stream too.
    const [first, second] = [await connect(ticket), await connect(ticket)];
    await send(writer.token, [reader.user.id], 'Through the ticket');
    await first.waitFor(isMessage('Through the ticket'));
    await second.waitFor(isMessage('Through the ticket'));
    expect(bodiesOf(first)).toEqual(['Through the ticket']);
  });

  it('resumes after ?lastEventId= exactly once; the Last-Event-ID header wins over it', async () => {
    const reader = await server.api.registerUser({ firstName: 'Rhea', lastName: 'Resume' });
    const writer = await server.api.registerUser({ firstName: 'Will', lastName: 'Resume' });
    const { ticket } = await ticketOf(reader.token);
    const first = await connect(ticket);
    for (const body of ['one', 'two']) await send(writer.token, [reader.user.id], body);
    const afterOne = await first.waitFor(isMessage('one'));
    const afterTwo = await first.waitFor(isMessage('two'));
    first.close();
    for (const body of ['three', 'four']) await send(writer.token, [reader.user.id], body);

    const resumed = await connect(ticket, { lastEventId: afterOne.id });
    await resumed.waitFor(isMessage('four'));
    await send(writer.token, [reader.user.id], 'five');
    await resumed.waitFor(isMessage('five'));
    expect(bodiesOf(resumed)).toEqual(['two', 'three', 'four', 'five']);
    const ids = resumed.received.map((item) => item.id);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));

    // Both given: the stream resumes after the header's id (after "two"), not the URL's (after "one").
    const controller = new AbortController();
    const url = new URL(LIVE_PATH, server.baseUrl);
    url.searchParams.set('ticket', ticket);
    url.searchParams.set('lastEventId', String(afterOne.id));
    const response = await fetch(url, { headers: { 'Last-Event-ID': String(afterTwo.id) }, signal: controller.signal });
    expect(response.status).toBe(200);
    const reader2 = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    try {
      while (!text.includes('"five"')) {
        const { value, done } = await reader2.read();
        if (done) break;
        text += value;
      }
    } finally {
      controller.abort();
    }
    const bodies = [...text.matchAll(/"body":"([^"]*)"/g)].map((match) => match[1]);
    expect(bodies).toEqual(['three', 'four', 'five']);
  });

  it('refuses an expired or made-up ticket with 401, and no credential at all as missing', async () => {
    expect(await server.api.get(LIVE_PATH)).toMatchObject({
      status: 401,
      body: { message: ErrorMessage.tokenMissing, code: 'auth.token_missing' },
    });
    expect(await streamWith('not-a-ticket')).toMatchObject(tokenInvalid);
    expect(await streamWith('')).toMatchObject(tokenInvalid);
    // Signed with the server's own secret, for the admin's live session, but issued a minute and a second ago.
    const { sub, sid } = decodeJwt(server.adminToken);
    const issuedAt = new Date(Date.now() - (LIVE_TICKET_LIFETIME_SECONDS + 1) * 1000);
    const expired = await createTokenService(server.env.JWT_SECRET!, () => issuedAt).issueLiveTicket({
      userId: sub!,
      sessionId: sid as string,
    });
    expect(expired.expiresAt.getTime()).toBeLessThan(Date.now());
    expect(await streamWith(expired.ticket)).toMatchObject(tokenInvalid);
    // The same, fresh, opens it: the refusal above was the expiry's.
    const fresh = await createTokenService(server.env.JWT_SECRET!).issueLiveTicket({ userId: sub!, sessionId: sid as string });
    await connect(fresh.ticket);
  });

  it('takes no access token as a ticket, and no ticket as an access token', async () => {
    expect(await streamWith(server.adminToken)).toMatchObject(tokenInvalid);
    const { ticket } = await ticketOf(server.adminToken);
    expect(await server.api.get(LIVE_PATH, { token: ticket })).toMatchObject(tokenInvalid);
    expect(await server.api.post(LIVE_TICKET_PATH, undefined, { token: ticket })).toMatchObject(tokenInvalid);
    expect(await server.api.get('/api/account/my-account', { token: ticket })).toMatchObject(tokenInvalid);
  });

  it("refuses the ticket of a session that ended, and of a banned account's", async () => {
    const member = await server.api.registerUser();
    const { ticket } = await ticketOf(member.token);
    expect((await server.api.post('/api/account/logout', undefined, { token: member.token })).status).toBeLessThan(300);
    expect(await streamWith(ticket)).toMatchObject(tokenInvalid);

    const banned = await server.api.registerUser();
    const bannedTicket = await ticketOf(banned.token);
    await server.sql('update users set status = ? where id = ?', ['banned', banned.user.id]);
    expect(await streamWith(bannedTicket.ticket)).toMatchObject({ status: 403, body: { code: 'auth.account_banned' } });
  });
});
