// The autocannon runs of the API benchmarks and the figures reported from each.
import autocannon from 'autocannon';
import os from 'node:os';

export const WARM_UP_SECONDS = 1;

/** What the API benchmarks measure: three cached reads of growing size, and one write. */
export const readRoutes = ['/api/products', '/api/blog/posts?index=0&step=11', '/api/mail/mails?systemLabel=all'];
export const writeRoute = '/api/calendar/events/new';

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** One run of `duration` seconds over `connections` connections; the figures we report from it. */
export async function measure(url, { connections, duration, ...options }) {
  const result = await autocannon({ url, connections, duration, ...options });
  return {
    rps: round(result.requests.average, 0),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** A short run first, so that the measured one starts on warm caches and open connections. */
export async function warmUp(url, { connections, ...options }) {
  await autocannon({ url, connections: Math.min(connections, 10), duration: WARM_UP_SECONDS, ...options });
}

/** The calendar event the write runs create, a day from now. */
export function benchEvent() {
  const start = new Date(Date.now() + 86_400_000);
  return {
    title: 'Benchmark rehearsal',
    description: 'Run-through of the keynote before doors open',
    textColor: '#1890FF',
    allDay: false,
    start: start.toISOString(),
    end: new Date(start.getTime() + 3_600_000).toISOString(),
  };
}

/** What every API benchmark report starts with: when, where, and how hard it was measured. */
export const runFacts = ({ engine, logLevel, connections, duration }) => ({
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  loadAverageAfter: os.loadavg().map((value) => round(value, 2)),
  engine,
  logLevel,
  connections,
  durationSeconds: duration,
});
