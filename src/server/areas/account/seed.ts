import { sql } from 'kysely';
import { brand } from '@/contract/brand';
import { presenterAvatar } from '@/contract/images';
import { contactStatuses } from '@/contract/chat';
import type { ServerConfig } from '@/server/config';
import { hashPassword } from '@/server/auth/password';
import type { Db } from '@/server/db/database';
import { createSeedContext, imageUrl, type SeedContext } from '@/server/db/seed/seed-context';
import type { AccountsSeed } from '@/server/db/seed/seed-database';
import { insertAccount, uniqueUsername } from './account-store';

/** Seeded accounts including the admin: the demo workspace has 24 users. */
export const SEEDED_ACCOUNT_COUNT = 24;

const jobTitles = [
  'Executive Producer', 'Booking Agent', 'Stage Manager', 'Sound Engineer', 'Camera Operator', 'Press Officer',
  'Event Coordinator', 'Video Editor', 'Makeup Artist', 'Social Media Manager', 'Speechwriter', 'Lighting Designer',
];

/**
 * The admin account (from ADMIN_EMAIL / ADMIN_PASSWORD) and, with demo data, 23 more accounts of the
 * workspace. The members have no password until one is set through reset-password.
 */
export async function seedAccounts(db: Db, config: ServerConfig, now: Date): Promise<SeedContext> {
  const bootstrap = createSeedContext(db, now, '', []);
  const faker = bootstrap.faker('accounts');
  const admin = await insertAccount(db, {
    id: faker.string.uuid(),
    email: config.adminEmail,
    passwordHash: await hashPassword(config.adminPassword),
    firstName: brand.presenter.firstName,
    lastName: brand.presenter.lastName,
    role: 'admin',
    now,
    extra: {
      photo_url: imageUrl('avatar', presenterAvatar),
      cover_url: imageUrl('cover', 1),
      phone_number: '+49 30 1234 5678',
      country: 'Germany',
      address: 'Torstrasse 109',
      state: 'Berlin',
      city: 'Berlin',
      zip_code: '10119',
      about: brand.presenter.bio,
      company: brand.productName,
      is_verified: 1,
      job_title: brand.presenter.tagline,
      presence: 'online',
    },
  });
  const memberIds: string[] = [];
  if (config.seedDemo) {
    for (let n = 1; n < SEEDED_ACCOUNT_COUNT; n += 1) {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const email = faker.internet.email({ firstName, lastName, provider: 'ardent-crew.example' }).toLowerCase();
      const member = await insertAccount(db, {
        id: faker.string.uuid(),
        email,
        passwordHash: null,
        firstName,
        lastName,
        role: 'user',
        now: new Date(now.getTime() - faker.number.int({ min: 30, max: 900 }) * 86_400_000),
        username: await uniqueUsername(db, `${firstName}.${lastName}@seed`),
        extra: {
          photo_url: imageUrl('avatar', n),
          cover_url: imageUrl('cover', n + 1),
          phone_number: faker.phone.number({ style: 'international' }),
          country: faker.location.country(),
          address: faker.location.streetAddress(),
          state: faker.location.state(),
          city: faker.location.city(),
          zip_code: faker.location.zipCode(),
          about: faker.person.bio(),
          company: faker.company.name(),
          is_verified: faker.datatype.boolean() ? 1 : 0,
          status: n % 7 === 0 ? 'banned' : 'active',
          job_title: jobTitles[n % jobTitles.length]!,
          presence: contactStatuses[n % contactStatuses.length]!,
          last_activity: new Date(now.getTime() - faker.number.int({ min: 1, max: 4320 }) * 60_000).toISOString(),
        },
      });
      memberIds.push(member.id);
    }
  }
  return createSeedContext(db, now, admin.id, memberIds);
}

export const accountsSeed: AccountsSeed = {
  async hasAccounts(db) {
    const { count } = await db
      .selectFrom('users')
      .select(sql<number>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    return Number(count) > 0;
  },
  run: seedAccounts,
};
