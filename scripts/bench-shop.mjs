// Shop catalogue benchmark at scale: `npm run bench:shop`. Not a test: it prints figures and marks the target.
//
// Builds the server, starts it once on a fresh SQLite data directory (the migrations and the demo seed run),
// stops it, then adds 100,000 generated products straight into the SQLite file: one transaction, one prepared
// INSERT, with every column the catalogue query reads (effective price, gender and colour masks) filled as the
// server's own writes fill them. That takes about a second, where 100,000 calls of POST /api/products/new would
// take minutes and measure the write path instead. It then restarts the server on that file and, for several
// representative shop queries (filter + sort + page) and admin grid queries, sends sequential timed requests
// over one keep-alive connection and prints p50/p99 per query.
//
// Environment: BENCH_PRODUCTS (100000), BENCH_REQUESTS (requests per query, 200), LOG_LEVEL (server, info: the start waits for its "listening" line).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signInDemo, startApiServer } from './bench/processes.mjs';
import { SQLite, TARGET_P99_MS, WARM_UP_REQUESTS, printTable, seededRandom, timeGet, verdict } from './bench/timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const productCount = Number(process.env.BENCH_PRODUCTS || 100_000);
const requestsPerQuery = Number(process.env.BENCH_REQUESTS || 200);
const logLevel = process.env.LOG_LEVEL || 'info';

// Mirrors src/contract/products.ts (the bench runs on the built server, not on the sources).
const colors = ['#00AB55', '#000000', '#FFFFFF', '#FFC0CB', '#FF4842', '#1890FF', '#94D82D', '#FFC107'];
const genders = ['Men', 'Women', 'Kids'];
const categories = ['Shoes', 'Apparel', 'Accessories'];
const sizes = ['6', '7', '8', '9', '10', '11', '12', '13'];
const adjectives = ['Studio', 'Encore', 'Backstage', 'Spotlight', 'Royal', 'Midnight', 'Velvet', 'Tour', 'Signal', 'Echo'];
const nouns = ['Runner', 'Hoodie', 'Tee', 'Cap', 'Socks', 'Jacket', 'Tote', 'Scarf', 'Sneaker', 'Gloves'];

const queries = [
  ['shop: featured, page 1', 'sort=featured&page=1&pageSize=24'],
  ['shop: gender+category, price asc', 'gender=Women&category=Shoes&sort=priceAsc&pageSize=24'],
  ['shop: colours+price+rating, newest', 'colors=%23000000,%23FF4842&priceMin=20&priceMax=60&rating=3&sort=newest&pageSize=24'],
  ['shop: name search, price desc', 'q=royal&sort=priceDesc&pageSize=24'],
  ['shop: in stock kids, featured p5', 'gender=Kids&inStock=true&sort=featured&page=5&pageSize=24'],
  ['shop: deep page (offset 48k)', 'sort=priceAsc&page=2000&pageSize=24'],
  ['admin: name asc, 100 rows', 'sort=nameAsc&pageSize=100'],
  ['admin: sale + low/out stock, inv asc', 'status=sale&inventory=low_stock,out_of_stock&sort=inventoryAsc&pageSize=50'],
  ['admin: created desc, page 500', 'sort=createdAtDesc&page=500&pageSize=100'],
  // The admin product list's grid: each column's order both ways (25 a page, one of the grid's sizes), and with
  // its quick search and status/stock filters.
  ['grid: name A-Z', 'sort=nameAsc&pageSize=25'],
  ['grid: name Z-A', 'sort=nameDesc&pageSize=25'],
  ['grid: created newest', 'sort=createdAtDesc&pageSize=25'],
  ['grid: created oldest', 'sort=createdAtAsc&pageSize=25'],
  ['grid: price high-low', 'sort=priceDesc&pageSize=25'],
  ['grid: price low-high', 'sort=priceAsc&pageSize=25'],
  ['grid: stock low-high', 'sort=inventoryAsc&pageSize=25'],
  ['grid: stock high-low', 'sort=inventoryDesc&pageSize=25'],
  ['grid: status asc', 'sort=statusAsc&pageSize=25'],
  ['grid: status desc', 'sort=statusDesc&pageSize=25'],
  ['grid: status desc, page 400 of 50', 'sort=statusDesc&page=400&pageSize=50'],
  ['grid: search, name A-Z', 'q=royal&sort=nameAsc&pageSize=25'],
  ['grid: search, status desc', 'q=echo%20tote&sort=statusDesc&pageSize=25'],
  ['grid: search for a handful, newest', 'q=4242&sort=createdAtDesc&pageSize=25'],
  ['grid: new + out of stock, price desc', 'status=new&inventory=out_of_stock&sort=priceDesc&pageSize=25'],
  ['grid: sale, status asc, page 10', 'status=sale&sort=statusAsc&page=10&pageSize=50'],
  ['grid: low stock, name Z-A', 'inventory=low_stock&sort=nameDesc&pageSize=10'],
];

// The same catalogue on every run.
const { random, int, pick } = seededRandom(42);
const subset = (list) => {
  const chosen = list.filter(() => random() < 0.4);
  return chosen.length > 0 ? chosen : [pick(list)];
};
const maskOf = (values, selected) => selected.reduce((mask, value) => mask | (1 << values.indexOf(value)), 0);

function seedProducts(file) {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  const insert = db.prepare(`insert into products (id, slug, name, code, sku, images, tags, price, price_sale,
      total_rating, total_review, ratings, reviews, colors, status, inventory_type, sizes, available, description,
      sold, category, gender, created_at, effective_price, gender_mask, color_mask)
    values (@id, @slug, @name, @code, @sku, @images, @tags, @price, @price_sale, @total_rating, 0, '[]', '[]',
      @colors, @status, @inventory_type, @sizes, @available, @description, @sold, @category, @gender, @created_at,
      @effective_price, @gender_mask, @color_mask)`);
  const now = Date.now();
  const started = performance.now();
  db.transaction(() => {
    for (let i = 1; i <= productCount; i += 1) {
      const name = `${pick(adjectives)} ${pick(nouns)} ${i}`;
      const price = int(400, 9900) / 100;
      const priceSale = random() < 0.2 ? Math.round(price * 70) / 100 : null;
      const available = random() < 0.1 ? 0 : int(1, 200);
      const productColors = subset(colors);
      const productGenders = subset(genders);
      insert.run({
        id: randomUUID(),
        slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        name,
        code: `B${i}`,
        sku: `BENCH-${i}`,
        images: JSON.stringify([`/images/product/${(i % 24) + 1}.svg`]),
        tags: JSON.stringify(['Bench']),
        price,
        price_sale: priceSale,
        total_rating: int(0, 50) / 10,
        colors: JSON.stringify(productColors),
        status: priceSale !== null ? 'sale' : random() < 0.1 ? 'new' : '',
        inventory_type: available === 0 ? 'out_of_stock' : available < 10 ? 'low_stock' : 'in_stock',
        sizes: JSON.stringify(subset(sizes)),
        available,
        description: `<p>Generated product number ${i}.</p>`,
        sold: int(0, 5000),
        category: pick(categories),
        gender: JSON.stringify(productGenders),
        created_at: new Date(now - int(0, 730 * 24 * 3600) * 1000).toISOString(),
        effective_price: priceSale ?? price,
        gender_mask: maskOf(genders, productGenders),
        color_mask: maskOf(colors, productColors),
      });
    }
    // Cached reads of the catalogue follow its data version (src/server/db/data-versions.ts).
    db.prepare(`update data_versions set version = version + 1 where key = 'products'`).run();
  })();
  db.pragma('optimize');
  const total = db.prepare('select count(*) as n from products').get().n;
  db.close();
  return { total, seconds: (performance.now() - started) / 1000 };
}

async function timeQuery(baseUrl, headers, query) {
  const { body, p50, p99, max } = await timeGet(`${baseUrl}/api/products/search?${query}`, headers, requestsPerQuery);
  return { p50, p99, max, total: body.total };
}

async function main() {
  console.log(`load average before: ${os.loadavg().map((v) => v.toFixed(2)).join(' ')} on ${os.cpus().length} CPUs`);
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-shop-'));
  try {
    const first = await startApiServer({ root, workDir, logLevel });
    await first.stop();
    const seeded = seedProducts(path.join(workDir, 'data', 'app.db'));
    console.log(`seeded ${productCount} products in ${seeded.seconds.toFixed(2)} s: ${seeded.total} in the catalogue`);

    const api = await startApiServer({ root, workDir, logLevel });
    try {
      const headers = { authorization: `Bearer ${await signInDemo(api.baseUrl)}` };
      console.log(`${requestsPerQuery} sequential requests per query after ${WARM_UP_REQUESTS} warm-up, SQLite`);
      const rows = [['query', 'matches', 'p50 ms', 'p99 ms', 'max ms', `p99 <= ${TARGET_P99_MS} ms`]];
      for (const [label, query] of queries) {
        const { p50, p99, max, total } = await timeQuery(api.baseUrl, headers, query);
        rows.push([label, String(total), String(p50), String(p99), String(max), verdict(p99)]);
      }
      printTable(rows);
    } finally {
      await api.stop();
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
