// Timing and reporting shared by the catalogue and user-list benchmarks.
import { createRequire } from 'node:module';

// The SQLite driver the server itself loads on this Node.js (src/server/db/sqlite-driver.ts).
const nodeMajor = Number(process.versions.node.split('.')[0]);
export const SQLite = createRequire(import.meta.url)(nodeMajor >= 22 ? 'better-sqlite3-node-api' : 'better-sqlite3');

export const WARM_UP_REQUESTS = 20;
export const TARGET_P99_MS = 50;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value) => Math.round(value * 10) / 10;

/**
 * Sends `WARM_UP_REQUESTS` untimed GETs of `url`, then `requests` timed ones, one after the other over the same
 * keep-alive connection; the last answer's body and the latencies' percentiles in ms.
 */
export async function timeGet(url, headers, requests) {
  let body;
  const send = async () => {
    const response = await fetch(url, { headers });
    body = await response.json();
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  };
  for (let i = 0; i < WARM_UP_REQUESTS; i += 1) await send();
  const times = [];
  for (let i = 0; i < requests; i += 1) {
    const start = performance.now();
    await send();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p) => round(percentile(times, p));
  return { body, p50: at(50), p95: at(95), p99: at(99), max: round(times.at(-1)) };
}

/** Whether a p99 meets the bound, as the tables print it. */
export const verdict = (p99, target = TARGET_P99_MS) => (p99 <= target ? 'PASS' : 'MISS');

/** Prints rows of text cells as columns, the first row as the header. */
export function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}

/** A small deterministic generator, so every run seeds the same data. */
export function seededRandom(seed) {
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const pick = (list) => list[int(0, list.length - 1)];
  return { random, int, pick };
}
