import { createServer } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { DemoMode } from '@/contract/demo-mode';
import { createDemoGateway } from '@/demo/worker/demo-gateway';
import { createFileSnapshotStore } from './file-snapshot-store';
import { hostSecret } from './host-secret';
import { createHostStorage } from './host-storage';
import { answerSql, SQL_PATH } from './sql-route';

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

  const server = createServer(
    getRequestListener((request) => {
      const url = new URL(request.url);
      if (url.pathname === SQL_PATH && request.method === 'POST') return answerSql(gateway, request);
      return gateway.answer(request, url.pathname + url.search);
    }),
  );
  const port = Number(env.PORT ?? 3000);
  server.listen(port, env.HOST ?? '127.0.0.1', () => {
    const address = server.address();
    const listening = typeof address === 'object' && address ? address.port : port;
    console.log(
      JSON.stringify({ level: 30, time: Date.now(), msg: 'listening', port: listening, engine: 'demo' }),
    );
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ level: 30, time: Date.now(), msg: 'shutting down', signal }));
    server.close();
    // Writes the data and ends the live streams, then the connections left open go.
    await gateway.close();
    server.closeAllConnections();
    console.log(JSON.stringify({ level: 30, time: Date.now(), msg: 'stopped' }));
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
