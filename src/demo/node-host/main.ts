import { createServer } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { DemoMode } from '@/contract/demo-mode';
import { createDemoGateway } from '@/demo/worker/demo-gateway';
import { createFileSnapshotStore } from './file-snapshot-store';
import { hostSecret } from './host-secret';
import { createHostStorage } from './host-storage';
import { answerSql, SQL_PATH } from './sql-route';

/** As the server: requests under way get this long to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;

const log = (msg: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ level: 30, time: Date.now(), ...fields, msg }));

/**
 * The demo's API in a Node process, for the API tests' third target: the service worker's gateway (the server's
 * app over SQLite in WebAssembly, built with the demo's replacements) served over HTTP. The snapshot is kept in
 * DATA_DIR/app.db and uploads under DATA_DIR/files, so a host started again on the same folder finds its data.
 */
async function main(): Promise<void> {
  const env = process.env;
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const delay = env.DEMO_SIGN_IN_DELAY_MS;
  const gateway = createDemoGateway({
    snapshots: createFileSnapshotStore(path.join(dataDir, 'app.db')),
    storage: createHostStorage(path.join(dataDir, 'files')),
    secret: () => hostSecret(path.join(dataDir, 'jwt-secret'), env.JWT_SECRET),
    signInDelayMs: delay === undefined || delay === '' ? DemoMode.signInDelayMs : Number(delay),
    settings: env,
  });
  // As a server does before it listens (the worker starts on its first request instead).
  await gateway.start();

  const underWay = new Set<Promise<unknown>>();
  const server = createServer(
    getRequestListener((request) => {
      const url = new URL(request.url);
      const answer =
        url.pathname === SQL_PATH && request.method === 'POST'
          ? answerSql(gateway, request)
          : gateway.answer(request, url.pathname + url.search);
      underWay.add(answer);
      void answer.finally(() => underWay.delete(answer));
      return answer;
    }),
  );
  const port = Number(env.PORT ?? 3000);
  server.listen(port, env.HOST ?? '127.0.0.1', () => {
    const address = server.address();
    log('listening', { port: typeof address === 'object' && address ? address.port : port, engine: 'demo' });
  });

  // The data is written once the requests under way are answered; then the live streams end and the process exits.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('shutting down: finishing in-flight requests', { signal });
    server.close();
    server.closeIdleConnections();
    const grace = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
    await Promise.race([Promise.allSettled([...underWay]), grace]);
    await gateway.close();
    server.closeAllConnections();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
