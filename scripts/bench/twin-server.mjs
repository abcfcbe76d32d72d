// The bare twin of the API server for the benchmark: plain node:http answering, from memory, the exact
// bytes the real server gave for each benchmarked route, with the same Content-Type and Content-Length.
// Usage: node scripts/bench/twin-server.mjs <responses.json>; prints {"port":n} when listening.
import fs from 'node:fs';
import http from 'node:http';

/** @type {Record<string, { contentType: string; body: string }>} url -> response (body base64) */
const recorded = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const responses = new Map(
  Object.entries(recorded).map(([url, { contentType, body }]) => {
    const bytes = Buffer.from(body, 'base64');
    return [url, { bytes, headers: { 'Content-Type': contentType, 'Content-Length': String(bytes.length) } }];
  }),
);

const server = http.createServer((request, response) => {
  const answer = responses.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, answer.headers);
  response.end(answer.bytes);
});

server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
