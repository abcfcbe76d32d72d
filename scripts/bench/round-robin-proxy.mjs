// A loopback round-robin reverse proxy for the several-instances benchmark (npm run bench:api -- --instances=N):
// each request goes to the next upstream in turn, over kept-alive connections, as a load balancer spreads them.
// Usage: node scripts/bench/round-robin-proxy.mjs <upstream base URL>...; prints {"port":n} when listening.
import http from 'node:http';

const upstreams = process.argv.slice(2).map((base) => new URL(base));
if (upstreams.length === 0) throw new Error('usage: round-robin-proxy.mjs <upstream base URL>...');
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

const server = http.createServer((request, response) => {
  const upstream = upstreams[next];
  next = (next + 1) % upstreams.length;
  const forwarded = http.request(
    {
      agent,
      host: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(forwarded);
});

server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
