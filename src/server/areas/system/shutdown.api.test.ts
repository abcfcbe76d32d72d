import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { startServer, testEngines } from '@/server/testing/server-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a new TCP connection to the port is refused. */
function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe.each(testEngines())('graceful shutdown on %s', (engine) => {
  it('on SIGTERM refuses new connections, finishes the request under way with 200 and exits 0', async () => {
    const server = await startServer(engine);
    const port = Number(new URL(server.baseUrl).port);
    // A sign-in whose body is only half sent: the server has the request and waits for the rest.
    const body = JSON.stringify(brand.demoAccount);
    const request = http.request(`${server.baseUrl}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.once('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.once('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.once('error', reject);
    });
    request.write(body.slice(0, 10));
    await sleep(300);

    process.kill(server.pid, 'SIGTERM');
    const deadline = Date.now() + 5_000;
    while (!(await refuses(port))) {
      if (Date.now() > deadline) throw new Error('the server still takes new connections');
      await sleep(50);
    }

    request.end(body.slice(10));
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toHaveProperty('accessToken');
    const started = Date.now();
    expect(await server.stop()).toBe(0);
    // Drained, not cut off by the grace period.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.output.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
  }, 60_000);
});
