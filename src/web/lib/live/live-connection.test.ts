import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@/contract/live';
import { startLiveConnection } from './live-connection';
import { subscribeLiveEvent } from './live-events';

/** An SSE answer whose body is `text`, then its end (a dropped connection, for the client). */
const streamOf = (text: string) => {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
};

const presence: LiveEvent = { type: 'presence', userId: 'u2', status: 'online' };
const seen: LiveEvent = { type: 'chat.seen', conversationId: 'c1' };

describe('the live connection', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('sends the current token, hands each event to the subscribers of its type, and resumes after a drop from the last id', async () => {
    // A server that answers the events after Last-Event-ID (the first time only the first one), then drops.
    const stored = [
      { id: 5, event: presence },
      { id: 6, event: seen },
    ];
    const requests: Record<string, string>[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const headers = init?.headers as Record<string, string>;
      requests.push(headers);
      const after = Number(headers['Last-Event-ID'] ?? 0);
      const events = stored.filter(({ id }) => id > after).slice(0, requests.length === 1 ? 1 : undefined);
      return streamOf(`retry: 10\n\n${events.map(({ id, event }) => `event: ${event.type}\nid: ${id}\ndata: ${JSON.stringify(event)}\n\n`).join('')}: heartbeat\n\n`);
    });
    const presenceEvents: LiveEvent[] = [];
    const seenEvents: LiveEvent[] = [];
    stops.push(subscribeLiveEvent('presence', (event) => presenceEvents.push(event)));
    stops.push(subscribeLiveEvent('chat.seen', (event) => seenEvents.push(event)));
    // The token is read at each connection (a new sign-in replaces it).
    const getToken = () => (requests.length === 0 ? 'first-token' : 'second-token');
    stops.push(startLiveConnection({ getToken, baseUrl: 'http://app.test', fetch }));

    await vi.waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(3));
    expect(presenceEvents).toEqual([presence]);
    expect(seenEvents).toEqual([seen]);

    expect(String(fetch.mock.calls[0]![0])).toBe('http://app.test/api/live');
    expect(requests[0]).toMatchObject({ Authorization: 'Bearer first-token', Accept: 'text/event-stream' });
    expect(requests[0]).not.toHaveProperty('Last-Event-ID');
    expect(requests[1]).toMatchObject({ Authorization: 'Bearer second-token', 'Last-Event-ID': '5' });
    expect(requests[2]).toMatchObject({ 'Last-Event-ID': '6' });
  });

  it('stops for good when the stream is refused (the session ended)', async () => {
    const fetch = vi.fn(async () => new Response('{"message":"Invalid authorization token"}', { status: 401 }));
    stops.push(startLiveConnection({ getToken: () => 'revoked', baseUrl: 'http://app.test', fetch }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
