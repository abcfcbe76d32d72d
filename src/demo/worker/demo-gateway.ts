import { DemoMode } from '@/contract/demo-mode';
import { ApiErrors, errorBody } from '@/contract/errors';
import type { SnapshotStore } from '@/demo/database/snapshot-store';
import type { ObjectStorage } from '@/server/storage/object-storage';
import { startDemoApi, type DemoApi } from './demo-api';

export interface DemoGatewayParts {
  snapshots: SnapshotStore;
  storage: ObjectStorage & { clear(): Promise<void> };
  /** The token signing secret, made once and kept. */
  secret(): Promise<string>;
  /** How long sign-in and registration wait (default DemoMode.signInDelayMs, SPEC §9); the API tests take 0. */
  signInDelayMs?: number;
  /** Settings over the demo's own (see demoSettings): the Node host's environment; none in the browser. */
  settings?: Record<string, string | undefined>;
}

export interface DemoGateway {
  /**
   * The answer to a request for `path` (with its query): the server's app, or the demo's own reset. The data is
   * written after the answer; `keepAlive` (a service worker event's waitUntil) keeps the host running until then.
   */
  answer(request: Request, path: string, keepAlive?: (work: Promise<unknown>) => void): Promise<Response>;
  /** Starts the app now (migrating and seeding an empty database) rather than on the first request. */
  start(): Promise<void>;
  /** Runs SQL on the demo's database (the API tests' look at what is stored), and writes the data after it. */
  sql(query: string, params: readonly unknown[]): Promise<unknown[]>;
  /** Ends the server after writing what it holds. */
  close(): Promise<void>;
}

/**
 * What stands between the browser's requests and the server's app in the demo: starts the app on first use,
 * waits a second on sign-in and registration (SPEC §9), writes the database after the answers, and resets.
 * The service worker uses it, and so does the Node host the API tests drive.
 */
export function createDemoGateway({
  snapshots,
  storage,
  secret,
  signInDelayMs = DemoMode.signInDelayMs,
  settings,
}: DemoGatewayParts): DemoGateway {
  let api: Promise<DemoApi> | undefined;
  // Requests wait for a reset under way.
  let resetting: Promise<unknown> = Promise.resolve();
  // Snapshots are written one after another, after the answers, so that no answer waits for one.
  let persisting: Promise<void> = Promise.resolve();

  const running = async (): Promise<DemoApi> => {
    await resetting;
    return (api ??= secret().then((jwtSecret) => startDemoApi({ snapshots, storage, jwtSecret, settings })));
  };

  const reset = async (): Promise<Response> => {
    const done = (async () => {
      const previous = api;
      api = undefined;
      await persisting;
      await previous?.then((server) => server.close()).catch(() => undefined);
      await Promise.all([snapshots.clear(), storage.clear()]);
    })();
    resetting = done.catch(() => undefined);
    await done;
    await running();
    return Response.json(true);
  };

  const persistAfter = (current: DemoApi): Promise<void> => {
    persisting = persisting
      .then(() => current.persist())
      .catch((error: unknown) => console.error('demo: could not keep the data', error));
    return persisting;
  };

  return {
    async answer(request, path, keepAlive) {
      try {
        const pathname = path.split('?')[0];
        if (pathname === DemoMode.resetPath && request.method === 'POST') return await reset();
        const current = await running();
        const delayed = request.method === 'POST' && (DemoMode.delayedPaths as readonly string[]).includes(pathname!);
        if (delayed && signInDelayMs > 0) {
          await new Promise((resolve) => setTimeout(resolve, signInDelayMs));
        }
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
        const response = await current.fetch(
          new Request(new URL(path, 'http://demo.invalid'), {
            method: request.method,
            headers: request.headers,
            body: hasBody ? await request.arrayBuffer() : undefined,
            signal: request.signal,
          }),
        );
        keepAlive?.(persistAfter(current));
        return response;
      } catch (error) {
        console.error('demo: the request failed', error);
        return Response.json(errorBody(ApiErrors.internal), { status: 500 });
      }
    },
    async start() {
      await running();
    },
    async sql(query, params) {
      const current = await running();
      const rows = await current.sql(query, params);
      await persistAfter(current);
      return rows;
    },
    async close() {
      await persisting;
      await (await api)?.close();
    },
  };
}
