// Dashboard summaries at scale: `npm run bench:dashboard`. Not a test: it prints figures and marks the target.
//
// Builds the server, starts it once on a fresh SQLite data directory (the migrations and the demo seed run), stops
// it, then adds 1,000,000 generated orders (with their lines) of the seeded accounts and products, spread over the
// last two years, straight into the database in one transaction, and builds the sales summaries from them with
// the server's own rebuildSalesSummaries (as the migration that adds them does). It then restarts the server,
// signs the demo admin in and times each summary call for each period (sequential requests over one keep-alive
// connection), printing p50/p95/p99 against the bound (p99 <= 100 ms).
//
// Environment: BENCH_ORDERS (1000000), BENCH_REQUESTS (requests per call, 200), LOG_LEVEL (server, info).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { signInDemo, startApiServer } from './bench/processes.mjs';
import { SQLite, WARM_UP_REQUESTS, printTable, seededRandom, timeGet, verdict } from './bench/timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const orderCount = Number(process.env.BENCH_ORDERS || 1_000_000);
const requestsPerCall = Number(process.env.BENCH_REQUESTS || 200);
const logLevel = process.env.LOG_LEVEL || 'info';
const TARGET_P99_MS = 100;
const DAYS = 730;

const calls = ['app', 'ecommerce', 'analytics'].flatMap((summary) =>
  ['7d', '30d', '365d'].map((period) => [
    `${summary}, ${period}`,
    `/api/dashboard/${summary}?period=${period}`,
  ]),
);

function insertOrders(file) {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  const buyers = db
    .prepare("select id from users where role = 'user'")
    .all()
    .map((row) => row.id);
  const products = db.prepare('select id, name, price, price_sale from products').all();
  let number = db.prepare('select last_number from order_number_counter where id = 1').get().last_number;
  const insertOrder = db.prepare(
    'insert into orders (id, user_id, number, status, subtotal, discount, discount_code, shipping, delivery, total, address, created_at) values (?, ?, ?, ?, ?, 0, null, ?, ?, ?, ?, ?)',
  );
  const insertLine = db.prepare(
    "insert into order_lines (id, order_id, position, product_id, name, cover, size, color, quantity, price, subtotal) values (?, ?, ?, ?, ?, '', '', '', ?, ?, ?)",
  );
  const { int, pick } = seededRandom(15);
  const now = Date.now();
  db.transaction(() => {
    for (let i = 0; i < orderCount; i += 1) {
      const id = randomUUID();
      const createdAt = new Date(now - int(0, DAYS * 24 * 3600) * 1000).toISOString();
      const lines = Array.from({ length: int(1, 3) }, () => {
        const product = pick(products);
        const quantity = int(1, 3);
        const price = product.price_sale ?? product.price;
        return { product, quantity, price };
      });
      const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.price, 0);
      const shipping = i % 4 === 0 ? 2 : 0;
      number += 1;
      const delivery = shipping ? 'fast' : 'standard';
      insertOrder.run(
        id,
        pick(buyers),
        number,
        'delivered',
        subtotal,
        shipping,
        delivery,
        subtotal + shipping,
        '{}',
        createdAt,
      );
      lines.forEach(({ product, quantity, price }, position) =>
        insertLine.run(
          randomUUID(),
          id,
          position,
          product.id,
          product.name,
          quantity,
          price,
          quantity * price,
        ),
      );
    }
    db.prepare('update order_number_counter set last_number = ? where id = 1').run(number);
  })();
  db.close();
}

async function rebuildSummaries(dataDir) {
  const { openDatabase } = await tsImport('../src/server/db/open-database.ts', import.meta.url);
  const { rebuildSalesSummaries } = await tsImport(
    '../src/server/areas/orders/sales-summaries.ts',
    import.meta.url,
  );
  const database = openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await database.db.transaction().execute((trx) => rebuildSalesSummaries(trx));
  } finally {
    await database.close();
  }
  const db = new SQLite(path.join(dataDir, 'app.db'));
  db.pragma('optimize');
  const counts = db
    .prepare('select (select count(*) from orders) as orders, (select count(*) from sales_days) as days')
    .get();
  db.close();
  return counts;
}

async function main() {
  console.log(
    `load average before: ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dashboard-'));
  const dataDir = path.join(workDir, 'data');
  try {
    const first = await startApiServer({ root, workDir, logLevel });
    await first.stop();
    let started = performance.now();
    insertOrders(path.join(dataDir, 'app.db'));
    console.log(
      `\nSQLite: inserted ${orderCount} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    const counts = await rebuildSummaries(dataDir);
    console.log(
      `summaries rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts.orders} orders in all, ${counts.days} days of sales`,
    );

    const api = await startApiServer({ root, workDir, logLevel });
    try {
      const headers = { authorization: `Bearer ${await signInDemo(api.baseUrl)}` };
      console.log(`${requestsPerCall} sequential requests per call after ${WARM_UP_REQUESTS} warm-up`);
      const rows = [['call', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', `p99 <= ${TARGET_P99_MS} ms`]];
      for (const [label, call] of calls) {
        const { p50, p95, p99, max } = await timeGet(`${api.baseUrl}${call}`, headers, requestsPerCall);
        rows.push([label, String(p50), String(p95), String(p99), String(max), verdict(p99, TARGET_P99_MS)]);
      }
      printTable(rows);
      const misses = rows.slice(1).filter((row) => row.at(-1) !== 'PASS').length;
      console.log(misses === 0 ? '\nevery call met the bound' : `\n${misses} calls missed the bound`);
    } finally {
      await api.stop();
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
