import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientErrors } from '@/contract/errors';
import type { LiveEvent } from '@/contract/live';
import { ApiRequestError } from '@/web/lib/http-client';
import { LIVE_RETRY_FIRST_MS, LIVE_RETRY_MOST_MS, startLiveConnection, type LiveEventSource } from './live-connection';
import { subscribeLiveEvent } from './live-events';

/** The browser's EventSource as the connection sees it: the test opens, feeds, drops and refuses it. */
class FakeEventSource implements LiveEventSource {
  static made: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  private fire(type: string, event: Event) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  open() {
    this.readyState = 1;
    this.fire('open', new Event('open'));
  }
  send(id: number, event: LiveEvent) {
    this.fire(event.type, new MessageEvent(event.type, { data: JSON.stringify(event), lastEventId: String(id) }));
  }
  /** A dropped connection the source retries by itself (CONNECTING), or one it gives up on (CLOSED). */
  fail(givesUp: boolean) {
    this.readyState = givesUp ? 2 : 0;
    this.fire('error', new Event('error'));
  }
  get params() {
    return new URL(this.url).searchParams;
  }
}

const presence: LiveEvent = { type: 'presence', userId: 'u2', status: 'online' };
const seen: LiveEvent = { type: 'chat.seen', conversationId: 'c1' };
const refused = (status: number) => new ApiRequestError(status, { code: 'auth.token_invalid', message: 'Invalid authorization token' });

describe('the live connection', () => {
  const stops: (() => void)[] = [];
  const made = () => FakeEventSource.made;
  /** Starts a connection on the fake EventSource, closed after the test. */
  const start = (getTicket: () => Promise<string>) =>
    stops.push(startLiveConnection({ getTicket, baseUrl: 'http://app.test', EventSource: FakeEventSource }));

  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.made = [];
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.useRealTimers();
  });

  it("opens the browser's EventSource with a ticket and hands each event to the subscribers of its type", async () => {
    const presenceEvents: LiveEvent[] = [];
    const seenEvents: LiveEvent[] = [];
    stops.push(subscribeLiveEvent('presence', (event) => presenceEvents.push(event)));
    stops.push(subscribeLiveEvent('chat.seen', (event) => seenEvents.push(event)));
    const getTicket = vi.fn(async () => 'ticket-1');
    start(getTicket);
    await vi.advanceTimersByTimeAsync(0);

    expect(made()).toHaveLength(1);
    const [source] = made();
    expect(source!.url).toBe('http://app.test/api/live?ticket=ticket-1');
    source!.open();
    source!.send(5, presence);
    source!.send(6, seen);
    expect(presenceEvents).toEqual([presence]);
    expect(seenEvents).toEqual([seen]);

    // Its own reconnects (it sends Last-Event-ID itself) need nothing of the connection.
    source!.fail(false);
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MOST_MS);
    expect(made()).toHaveLength(1);
    expect(getTicket).toHaveBeenCalledTimes(1);
  });

  it('opens a new source with a new ticket after the last id seen when the old one gives up, after a growing wait', async () => {
    let issued = 0;
    const getTicket = vi.fn(async () => `ticket-${++issued}`);
    start(getTicket);
    await vi.advanceTimersByTimeAsync(0);
    made()[0]!.open();
    made()[0]!.send(7, presence);
    made()[0]!.send(8, seen);
    made()[0]!.fail(true);

    await vi.advanceTimersByTimeAsync(LIVE_RETRY_FIRST_MS - 1);
    expect(made()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(made()).toHaveLength(2);
    expect(Object.fromEntries(made()[1]!.params)).toEqual({ ticket: 'ticket-2', lastEventId: '8' });

    // Refused again before it opened: twice the wait; then without a new event it resumes from the same id.
    made()[1]!.fail(true);
    await vi.advanceTimersByTimeAsync(2 * LIVE_RETRY_FIRST_MS - 1);
    expect(made()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(Object.fromEntries(made()[2]!.params)).toEqual({ ticket: 'ticket-3', lastEventId: '8' });

    // Once one opens, the wait starts small again.
    made()[2]!.open();
    made()[2]!.send(9, presence);
    made()[2]!.fail(true);
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_FIRST_MS);
    expect(Object.fromEntries(made()[3]!.params)).toEqual({ ticket: 'ticket-4', lastEventId: '9' });
  });

  it('retries a ticket call that failed otherwise, waiting at most the longest wait', async () => {
    const getTicket = vi.fn(async (): Promise<string> => {
      throw new ApiRequestError(0, ClientErrors.networkFailed);
    });
    start(getTicket);
    await vi.advanceTimersByTimeAsync(0);
    expect(getTicket).toHaveBeenCalledTimes(1);
    // 1 s, 2 s, 4 s, 8 s, 16 s, then 30 s each.
    await vi.advanceTimersByTimeAsync(31_000);
    expect(getTicket).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MOST_MS - 1);
    expect(getTicket).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(getTicket).toHaveBeenCalledTimes(7);
    getTicket.mockResolvedValue('late-ticket');
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MOST_MS);
    expect(made()).toHaveLength(1);
  });

  it('stops for good when the ticket call is refused (the session is over)', async () => {
    for (const status of [401, 403]) {
      FakeEventSource.made = [];
      let calls = 0;
      const getTicket = vi.fn(async () => {
        if (++calls > 1) throw refused(status);
        return 'only-ticket';
      });
      start(getTicket);
      await vi.advanceTimersByTimeAsync(0);
      made()[0]!.fail(true);
      await vi.advanceTimersByTimeAsync(LIVE_RETRY_MOST_MS * 4);
      expect(getTicket, String(status)).toHaveBeenCalledTimes(2);
      expect(made()).toHaveLength(1);
    }
  });

  it('closes its source when stopped, and opens none after', async () => {
    let resolveTicket: (ticket: string) => void = () => undefined;
    const stop = startLiveConnection({
      getTicket: () => new Promise((resolve) => (resolveTicket = resolve)),
      baseUrl: 'http://app.test',
      EventSource: FakeEventSource,
    });
    stop();
    resolveTicket('too-late');
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MOST_MS);
    expect(made()).toHaveLength(0);

    start(async () => 'ticket');
    await vi.advanceTimersByTimeAsync(0);
    made()[0]!.fail(true);
    stops.pop()!();
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MOST_MS);
    expect(made()).toHaveLength(1);

    start(async () => 'ticket');
    await vi.advanceTimersByTimeAsync(0);
    stops.pop()!();
    expect(made()[1]!.closed).toBe(true);
  });
});
