import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { areaMigrations, areaSeedPlan, type Area } from './area';
import { areas } from './areas';
import { seedBlog } from './areas/blog/seed';
import { seedCalendar } from './areas/calendar/seed';
import { seedChat } from './areas/chat/seed';
import { seedKanban } from './areas/kanban/seed';
import { seedMail } from './areas/mail/seed';
import { seedNotifications } from './areas/notifications/seed';
import { seedSiteTraffic } from './areas/site-traffic/seed';
import { seedContactRequests } from './areas/contact/seed';
import { seedOrders } from './areas/orders/seed';
import { seedProduct } from './areas/products/seed';
import { seedUser } from './areas/user/seed';
import { migrateToLatest } from './db/migrate';
import { openDatabase } from './db/open-database';

/** Every migration that has shipped, in the order it ran; a database that applied them must see no change. */
const shippedMigrations = [
  '0001_accounts',
  '0002_user',
  '0003_chat',
  '0004_mail',
  '0005_blog',
  '0006_products',
  '0007_calendar',
  '0008_kanban',
  '0009_data_versions',
  '0010_notifications',
  '0011_account_recovery',
  '0012_blog_publishing',
  '0013_contact',
  '0014_slug_spelling',
  '0015_calendar_creator',
  '0016_kanban_creator',
  '0017_blog_author',
  '0018_uploads',
  '0019_sessions',
  '0020_product_catalogue',
  '0021_orders',
  '0022_product_list_sort',
  '0023_user_list',
  '0024_account_settings',
  '0025_user_timeline',
  '0026_notification_messages',
  '0027_mail_search',
  '0028_live',
  '0029_notification_links',
  '0030_mail_draft_answers',
  '0031_chat_message_authors',
  '0032_orders_discount_code_index',
  '0033_request_limits',
  '0034_user_search_index',
  '0035_sales_summaries',
  '0036_page_views',
  '0037_contact_package',
  '0038_external_sign_in',
];

const noop = { up: async () => {} };

describe('the areas list', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'areas-'));
  const database = openDatabase({ dataDir, databaseUrl: undefined });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies the shipped migrations under their names and in their order, then nothing more', async () => {
    expect(await migrateToLatest(database.db, areaMigrations(areas))).toEqual(shippedMigrations);
    expect(await migrateToLatest(database.db, areaMigrations(areas))).toEqual([]);
  });

  it('seeds the accounts, then the demo data of user, chat, mail, blog, products, orders, calendar, kanban, notifications, site traffic, contact requests', () => {
    const plan = areaSeedPlan(areas);
    expect(plan.demo.map((seed) => seed.run)).toEqual([
      seedUser,
      seedChat,
      seedMail,
      seedBlog,
      seedProduct,
      seedOrders,
      seedCalendar,
      seedKanban,
      seedNotifications,
      seedSiteTraffic,
      seedContactRequests,
    ]);
  });

  it('names every area once', () => {
    const names = areas.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('assembling areas', () => {
  it('refuses two migrations of one name, also one named like the engine’s own', async () => {
    const first: Area = { name: 'first', migrations: { '0100_shared': noop } };
    const second: Area = { name: 'second', migrations: { '0100_shared': noop } };
    expect(() => areaMigrations([first, second])).toThrow(
      'migration 0100_shared of area second is declared twice',
    );
    await expect(migrateToLatest(undefined as never, { '0009_data_versions': noop })).rejects.toThrow(
      "migration 0009_data_versions is the engine's own",
    );
  });

  it('needs exactly one area that seeds the accounts', () => {
    const accountsSeed = { hasAccounts: async () => false, run: async () => ({}) as never };
    expect(() => areaSeedPlan([{ name: 'none' }])).toThrow('exactly one area seeds the accounts, not 0');
    expect(() =>
      areaSeedPlan([
        { name: 'a', accountsSeed },
        { name: 'b', accountsSeed },
      ]),
    ).toThrow('exactly one area seeds the accounts, not 2');
  });

  it('runs demo seeds in ascending order, whatever the order of the list', () => {
    const accountsSeed = { hasAccounts: async () => false, run: async () => ({}) as never };
    const seed = (order: number) => ({ order, run: async () => {} });
    const [late, early] = [seed(20), seed(10)];
    const plan = areaSeedPlan([
      { name: 'late', demoSeed: late },
      { name: 'accounts', accountsSeed },
      { name: 'early', demoSeed: early },
    ]);
    expect(plan.accounts).toBe(accountsSeed);
    expect(plan.demo).toEqual([early, late]);
  });
});
